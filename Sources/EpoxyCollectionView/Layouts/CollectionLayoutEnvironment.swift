/// The space a layout lays elements out in.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The width of the content: the collection's width minus its left and right content insets.
    public var contentWidth: Double

    /// Creates an environment.
    public init(contentWidth: Double) {
        self.contentWidth = contentWidth
    }
}
