import EpoxyLayout

extension Label {
    /// How a label draws its text; fixed for the label's life (labels are reused by style).
    ///
    /// - `font`: a text style (scales with Dynamic Type) or an explicit font (default `.body`).
    /// - `color`: the text color (default `label`).
    /// - `alignment`: default `natural`.
    /// - `numberOfLines`: at most this many lines, 0 for unlimited (default 1, as UILabel).
    ///   Negative values count as 0.
    /// - `lineBreakMode`: default `byTruncatingTail`.
    /// - `adjustsFontForContentSizeCategory`: whether an explicit font scales with Dynamic
    ///   Type too (text styles always do).
    public struct Style: Hashable, Sendable {
        /// The font.
        public let font: TextFont
        /// The text color.
        public let color: Color
        /// How lines are aligned.
        public let alignment: TextAlignment
        /// The maximum number of lines; 0 means unlimited.
        public let numberOfLines: Int
        /// How lines break and what happens when they run out.
        public let lineBreakMode: LineBreakMode
        /// Whether an explicit font scales with the content size category.
        public let adjustsFontForContentSizeCategory: Bool

        /// Creates a style; every argument has UILabel's default.
        public init(
            font: TextFont = .textStyle(.body),
            color: Color = .label,
            alignment: TextAlignment = .natural,
            numberOfLines: Int = 1,
            lineBreakMode: LineBreakMode = .byTruncatingTail,
            adjustsFontForContentSizeCategory: Bool = false
        ) {
            self.font = font.sanitized
            self.color = color
            self.alignment = alignment
            self.numberOfLines = max(0, numberOfLines)
            self.lineBreakMode = lineBreakMode
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }

        /// The style of a text style's preferred font (`Label.Style.textStyle(.headline)`).
        public static func textStyle(_ style: TextStyle) -> Style {
            Style(font: .textStyle(style))
        }

        /// A copy with another font.
        public func font(_ font: TextFont) -> Style { copy(font: font) }
        /// A copy with another color.
        public func color(_ color: Color) -> Style { copy(color: color) }
        /// A copy with another alignment.
        public func alignment(_ alignment: TextAlignment) -> Style { copy(alignment: alignment) }
        /// A copy with another line limit (0: unlimited).
        public func numberOfLines(_ numberOfLines: Int) -> Style { copy(numberOfLines: numberOfLines) }
        /// A copy with another line break mode.
        public func lineBreakMode(_ mode: LineBreakMode) -> Style { copy(lineBreakMode: mode) }
        /// A copy whose explicit font scales (or not) with Dynamic Type.
        public func adjustsFontForContentSizeCategory(_ adjusts: Bool) -> Style {
            copy(adjustsFontForContentSizeCategory: adjusts)
        }

        /// The font to measure with at `category`.
        public func resolvedFont(for category: ContentSizeCategory) -> Font {
            font.resolved(for: category, scalesExplicitFont: adjustsFontForContentSizeCategory)
        }

        private func copy(
            font: TextFont? = nil, color: Color? = nil, alignment: TextAlignment? = nil,
            numberOfLines: Int? = nil, lineBreakMode: LineBreakMode? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) -> Style {
            Style(
                font: font ?? self.font,
                color: color ?? self.color,
                alignment: alignment ?? self.alignment,
                numberOfLines: numberOfLines ?? self.numberOfLines,
                lineBreakMode: lineBreakMode ?? self.lineBreakMode,
                adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory ?? self.adjustsFontForContentSizeCategory
            )
        }
    }
}
