/// The environment views lay out in (UITraitCollection's counterpart): the Dynamic Type size,
/// the screen's pixel density and the text measurer labels use. A root view provides it
/// (``TraitProviding``); every view in its tree reads it through ``View/traits``.
public struct Traits {
    /// The user's preferred text size; labels with a text style scale with it.
    public var contentSizeCategory: ContentSizeCategory
    /// Pixels per point: text sizes are rounded up to this grid.
    public var displayScale: Double
    /// Measures text for labels; nil outside a window, where labels fall back to fixed metrics.
    public var textMeasurer: (any TextMeasuring)?

    /// Creates traits; the defaults are an iPhone's at the default text size.
    public init(
        contentSizeCategory: ContentSizeCategory = .large,
        displayScale: Double = 3,
        textMeasurer: (any TextMeasuring)? = nil
    ) {
        self.contentSizeCategory = contentSizeCategory
        self.displayScale = displayScale
        self.textMeasurer = textMeasurer
    }

    /// A copy with another content size category.
    public func withContentSizeCategory(_ category: ContentSizeCategory) -> Traits {
        var copy = self
        copy.contentSizeCategory = category
        return copy
    }
}
