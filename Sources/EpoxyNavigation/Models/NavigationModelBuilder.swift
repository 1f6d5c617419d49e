/// Builds a navigation stack with Swift's statement syntax: one model per line, `if` for screens
/// that are only sometimes on the stack, `for` for repeated ones. Optional models left `nil`
/// are not on the stack.
@resultBuilder
public enum NavigationModelBuilder {
    /// A model on the stack.
    public static func buildExpression(_ model: NavigationModel) -> [NavigationModel] {
        [model]
    }

    /// A model that is on the stack unless `nil`.
    public static func buildExpression(_ model: NavigationModel?) -> [NavigationModel] {
        model.map { [$0] } ?? []
    }

    /// The models of every line, in order.
    public static func buildBlock(_ components: [NavigationModel]...) -> [NavigationModel] {
        components.flatMap { $0 }
    }

    /// The models of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ component: [NavigationModel]?) -> [NavigationModel] {
        component ?? []
    }

    /// The models of an `if`'s first branch.
    public static func buildEither(first component: [NavigationModel]) -> [NavigationModel] {
        component
    }

    /// The models of an `if`'s second branch.
    public static func buildEither(second component: [NavigationModel]) -> [NavigationModel] {
        component
    }

    /// The models of a `for` loop.
    public static func buildArray(_ components: [[NavigationModel]]) -> [NavigationModel] {
        components.flatMap { $0 }
    }
}
