/// Builds a list of section models from statements, `if`, `switch` and `for` (as Epoxy's).
@resultBuilder
public enum SectionModelBuilder {
    public static func buildExpression(_ expression: SectionModel) -> [SectionModel] {
        [expression]
    }

    public static func buildExpression(_ expression: SectionModel?) -> [SectionModel] {
        expression.map { [$0] } ?? []
    }

    public static func buildExpression(_ expression: [SectionModel]) -> [SectionModel] {
        expression
    }

    public static func buildBlock(_ components: [SectionModel]...) -> [SectionModel] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [SectionModel]?) -> [SectionModel] {
        component ?? []
    }

    public static func buildEither(first component: [SectionModel]) -> [SectionModel] {
        component
    }

    public static func buildEither(second component: [SectionModel]) -> [SectionModel] {
        component
    }

    public static func buildArray(_ components: [[SectionModel]]) -> [SectionModel] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [SectionModel]) -> [SectionModel] {
        component
    }
}
