import EpoxyCore

extension CheckboxRow {
    /// How a checkbox row looks; fixed for the row's life.
    ///
    /// - `checkboxStyle`: the box's colors.
    /// - `titleStyle`: default body, unlimited lines; `subtitleStyle`: default footnote in
    ///   `secondaryLabel`, unlimited lines.
    /// - `spacing`: between box and text (default 8); `textSpacing`: between title and
    ///   subtitle (default 4). Unusable values count as 0.
    /// - `layoutMargins`: default ``CompositeLayout/rowMargins``; unusable edges count as 0.
    public struct Style: Hashable, Sendable {
        /// The checkbox's style.
        public let checkboxStyle: Checkbox.Style
        /// The title's style.
        public let titleStyle: Label.Style
        /// The subtitle's style.
        public let subtitleStyle: Label.Style
        /// The space between the box and the text.
        public let spacing: Double
        /// The space between title and subtitle.
        public let textSpacing: Double
        /// The margins around the row's content.
        public let layoutMargins: DirectionalEdgeInsets

        /// The default title style: body, any number of lines.
        public static let defaultTitleStyle = Label.Style.textStyle(.body).numberOfLines(0)
        /// The default subtitle style: footnote in the secondary label color, any number of lines.
        public static let defaultSubtitleStyle = Label.Style.textStyle(.footnote).color(.secondaryLabel).numberOfLines(0)

        /// Creates a style.
        public init(
            checkboxStyle: Checkbox.Style = Checkbox.Style(),
            titleStyle: Label.Style = Style.defaultTitleStyle,
            subtitleStyle: Label.Style = Style.defaultSubtitleStyle,
            spacing: Double = 8,
            textSpacing: Double = 4,
            layoutMargins: DirectionalEdgeInsets = CompositeLayout.rowMargins
        ) {
            self.checkboxStyle = checkboxStyle
            self.titleStyle = titleStyle
            self.subtitleStyle = subtitleStyle
            self.spacing = Sanitizing.length(spacing)
            self.textSpacing = Sanitizing.length(textSpacing)
            self.layoutMargins = Sanitizing.insets(layoutMargins)
        }
    }
}
