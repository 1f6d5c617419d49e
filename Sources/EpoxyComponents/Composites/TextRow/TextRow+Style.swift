import EpoxyCore

extension TextRow {
    /// How a text row looks; fixed for the row's life.
    ///
    /// - `titleStyle`: default headline, unlimited lines.
    /// - `subtitleStyle`: default body in `secondaryLabel`, unlimited lines.
    /// - `spacing`: between title and subtitle (default 8); unusable values count as 0.
    /// - `layoutMargins`: around the text (default ``CompositeLayout/rowMargins``); unusable
    ///   edges count as 0.
    public struct Style: Hashable, Sendable {
        /// The title's style.
        public let titleStyle: Label.Style
        /// The subtitle's style.
        public let subtitleStyle: Label.Style
        /// The space between title and subtitle.
        public let spacing: Double
        /// The margins around the text.
        public let layoutMargins: DirectionalEdgeInsets

        /// The default title style: headline, any number of lines.
        public static let defaultTitleStyle = Label.Style.textStyle(.headline).numberOfLines(0)
        /// The default subtitle style: body in the secondary label color, any number of lines.
        public static let defaultSubtitleStyle = Label.Style.textStyle(.body).color(.secondaryLabel).numberOfLines(0)

        /// Creates a style.
        public init(
            titleStyle: Label.Style = Style.defaultTitleStyle,
            subtitleStyle: Label.Style = Style.defaultSubtitleStyle,
            spacing: Double = 8,
            layoutMargins: DirectionalEdgeInsets = CompositeLayout.rowMargins
        ) {
            self.titleStyle = titleStyle
            self.subtitleStyle = subtitleStyle
            self.spacing = Sanitizing.length(spacing)
            self.layoutMargins = Sanitizing.insets(layoutMargins)
        }
    }
}
