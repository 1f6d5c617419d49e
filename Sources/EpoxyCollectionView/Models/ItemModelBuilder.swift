/// Builds a list of item models from statements, `if`, `switch` and `for` (as Epoxy's).
@resultBuilder
public enum ItemModelBuilder {
    /// An item model becomes a one-element list.
    public static func buildExpression(_ expression: some ItemModeling) -> [AnyItemModel] {
        [expression.eraseToAnyItemModel()]
    }

    /// An optional item model: nil adds nothing.
    public static func buildExpression(_ expression: (some ItemModeling)?) -> [AnyItemModel] {
        expression.map { [$0.eraseToAnyItemModel()] } ?? []
    }

    /// A list of item models, erased.
    public static func buildExpression(_ expression: [any ItemModeling]) -> [AnyItemModel] {
        expression.map { $0.eraseToAnyItemModel() }
    }

    /// A list of erased item models, as is.
    public static func buildExpression(_ expression: [AnyItemModel]) -> [AnyItemModel] {
        expression
    }

    /// The statements of a block, in order.
    public static func buildBlock(_ components: [AnyItemModel]...) -> [AnyItemModel] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: nothing when false.
    public static func buildOptional(_ component: [AnyItemModel]?) -> [AnyItemModel] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [AnyItemModel]) -> [AnyItemModel] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [AnyItemModel]) -> [AnyItemModel] {
        component
    }

    /// The iterations of a `for` loop, in order.
    public static func buildArray(_ components: [[AnyItemModel]]) -> [AnyItemModel] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [AnyItemModel]) -> [AnyItemModel] {
        component
    }
}
