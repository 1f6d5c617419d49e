import EpoxyLayout

/// The parts of `Traits` that change measurements, comparable (the measurer by identity).
struct TraitsKey: Equatable {
    let contentSizeCategory: ContentSizeCategory
    let displayScale: Double
    let measurer: ObjectIdentifier?

    init(_ traits: Traits) {
        contentSizeCategory = traits.contentSizeCategory
        displayScale = traits.displayScale
        measurer = traits.textMeasurer.map { ObjectIdentifier($0) }
    }
}
