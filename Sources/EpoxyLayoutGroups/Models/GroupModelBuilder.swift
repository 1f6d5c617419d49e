/// Builds the items of a group from a block: one item per line, with `if`, `if let`,
/// `switch` and `for` loops.
@resultBuilder
public enum GroupModelBuilder {
    public static func buildExpression(_ item: any GroupItemModeling) -> [any GroupItemModeling] { [item] }
    public static func buildExpression(_ item: (any GroupItemModeling)?) -> [any GroupItemModeling] { item.map { [$0] } ?? [] }
    public static func buildExpression(_ items: [any GroupItemModeling]) -> [any GroupItemModeling] { items }
    public static func buildBlock(_ parts: [any GroupItemModeling]...) -> [any GroupItemModeling] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any GroupItemModeling]?) -> [any GroupItemModeling] { part ?? [] }
    public static func buildEither(first part: [any GroupItemModeling]) -> [any GroupItemModeling] { part }
    public static func buildEither(second part: [any GroupItemModeling]) -> [any GroupItemModeling] { part }
    public static func buildArray(_ parts: [[any GroupItemModeling]]) -> [any GroupItemModeling] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any GroupItemModeling]) -> [any GroupItemModeling] { part }
}
