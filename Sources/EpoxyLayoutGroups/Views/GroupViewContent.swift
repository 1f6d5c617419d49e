/// The content of `HGroupView` and `VGroupView`: the items to show. Never equal to other
/// content: the group diffs the items itself and behaviors must be set on every update.
public struct GroupViewContent: Equatable {
    /// The items.
    public var items: [AnyGroupItem]

    /// Creates content from items.
    public init(items: [any GroupItemModeling]) {
        self.items = items.map { $0.eraseToAnyGroupItem() }
    }

    /// Creates content whose items a builder block lists.
    public init(@GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
        self.init(items: content())
    }

    public static func == (_: GroupViewContent, _: GroupViewContent) -> Bool { false }
}
