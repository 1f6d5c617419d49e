/// The space a layout lays elements out in.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The width of the content: the collection's width minus its left and right content insets.
    public var contentWidth: Double
    /// How far down (in content coordinates) frames must be exact. Layouts with estimated sizes
    /// measure elements that start above it and may estimate the rest; others ignore it.
    public var exactExtent: Double

    /// Creates an environment; by default every frame must be exact.
    public init(contentWidth: Double, exactExtent: Double = .infinity) {
        self.contentWidth = contentWidth
        self.exactExtent = exactExtent
    }
}
