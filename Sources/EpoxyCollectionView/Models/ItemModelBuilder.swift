/// Builds a list of item models from statements, `if`, `switch` and `for` (as Epoxy's).
@resultBuilder
public enum ItemModelBuilder {
    public static func buildExpression(_ expression: some ItemModeling) -> [AnyItemModel] {
        [expression.eraseToAnyItemModel()]
    }

    public static func buildExpression(_ expression: (some ItemModeling)?) -> [AnyItemModel] {
        expression.map { [$0.eraseToAnyItemModel()] } ?? []
    }

    public static func buildExpression(_ expression: [any ItemModeling]) -> [AnyItemModel] {
        expression.map { $0.eraseToAnyItemModel() }
    }

    public static func buildExpression(_ expression: [AnyItemModel]) -> [AnyItemModel] {
        expression
    }

    public static func buildBlock(_ components: [AnyItemModel]...) -> [AnyItemModel] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [AnyItemModel]?) -> [AnyItemModel] {
        component ?? []
    }

    public static func buildEither(first component: [AnyItemModel]) -> [AnyItemModel] {
        component
    }

    public static func buildEither(second component: [AnyItemModel]) -> [AnyItemModel] {
        component
    }

    public static func buildArray(_ components: [[AnyItemModel]]) -> [AnyItemModel] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [AnyItemModel]) -> [AnyItemModel] {
        component
    }
}
