/// The parts of ``Traits`` that change layout, comparable (the text measurer by identity): two
/// trees with equal keys measure and reflow alike.
public struct TraitsKey: Equatable {
    /// The Dynamic Type size.
    public let contentSizeCategory: ContentSizeCategory
    /// Pixels per point.
    public let displayScale: Double
    /// The text measurer's identity (nil: none, labels use fixed metrics).
    public let measurer: ObjectIdentifier?

    /// The key of `traits`.
    public init(_ traits: Traits) {
        contentSizeCategory = traits.contentSizeCategory
        displayScale = traits.displayScale
        measurer = traits.textMeasurer.map { ObjectIdentifier($0) }
    }
}
