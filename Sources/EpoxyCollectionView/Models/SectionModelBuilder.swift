/// Builds a list of section models from statements, `if`, `switch` and `for` (as Epoxy's).
@resultBuilder
public enum SectionModelBuilder {
    /// A section becomes a one-element list.
    public static func buildExpression(_ expression: SectionModel) -> [SectionModel] {
        [expression]
    }

    /// An optional section: nil adds nothing.
    public static func buildExpression(_ expression: SectionModel?) -> [SectionModel] {
        expression.map { [$0] } ?? []
    }

    /// A list of sections, as is.
    public static func buildExpression(_ expression: [SectionModel]) -> [SectionModel] {
        expression
    }

    /// The statements of a block, in order.
    public static func buildBlock(_ components: [SectionModel]...) -> [SectionModel] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: nothing when false.
    public static func buildOptional(_ component: [SectionModel]?) -> [SectionModel] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [SectionModel]) -> [SectionModel] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [SectionModel]) -> [SectionModel] {
        component
    }

    /// The iterations of a `for` loop, in order.
    public static func buildArray(_ components: [[SectionModel]]) -> [SectionModel] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [SectionModel]) -> [SectionModel] {
        component
    }
}
