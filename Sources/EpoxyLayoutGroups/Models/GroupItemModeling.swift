/// A model of one item of a group: anything that can become an ``AnyGroupItem``.
public protocol GroupItemModeling {
    /// The type-erased item the group diffs and renders.
    func eraseToAnyGroupItem() -> AnyGroupItem
}
