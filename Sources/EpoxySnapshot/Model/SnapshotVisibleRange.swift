import EpoxyCore

/// What of the main collection is on screen: the visible rectangle and the items in it.
public struct SnapshotVisibleRange: Hashable, Sendable {
    /// The dataIDs of the visible items, in display order.
    public var dataIDs: [String]
    /// The visible rectangle in the collection's content coordinates.
    public var rect: Rect

    /// A visible range of `dataIDs` within `rect`.
    public init(dataIDs: [String], rect: Rect) {
        self.dataIDs = dataIDs
        self.rect = rect
    }
}
