import EpoxyCore

extension ImageRow {
    /// How an image row looks; fixed for the row's life.
    ///
    /// - `imageStyle`: default 40×40.
    /// - `titleStyle`, `subtitleStyle`: as ``TextRow/Style``'s defaults (headline; body in
    ///   `secondaryLabel`; unlimited lines).
    /// - `spacing`: between image, text and disclosure (default 16); `textSpacing`: between
    ///   title and subtitle (default 4). Unusable values count as 0.
    /// - `disclosureStyle`: the chevron, default 8×14 tinted `tertiaryLabel`.
    /// - `layoutMargins`: default ``CompositeLayout/rowMargins``; unusable edges count as 0.
    public struct Style: Hashable, Sendable {
        /// The leading image's style (its size).
        public let imageStyle: ImageView.Style
        /// The title's style.
        public let titleStyle: Label.Style
        /// The subtitle's style.
        public let subtitleStyle: Label.Style
        /// The space between the image, the text and the disclosure indicator.
        public let spacing: Double
        /// The space between title and subtitle.
        public let textSpacing: Double
        /// The disclosure indicator's style.
        public let disclosureStyle: ImageView.Style
        /// The margins around the row's content.
        public let layoutMargins: DirectionalEdgeInsets

        /// The default image: a 40-point square.
        public static let defaultImageStyle = ImageView.Style(size: ComponentSize(width: 40, height: 40))
        /// The default disclosure indicator: an 8×14 chevron in the tertiary label color.
        public static let defaultDisclosureStyle = ImageView.Style(
            size: ComponentSize(width: 8, height: 14), tintColor: .tertiaryLabel, contentMode: .center)

        /// Creates a style.
        public init(
            imageStyle: ImageView.Style = Style.defaultImageStyle,
            titleStyle: Label.Style = TextRow.Style.defaultTitleStyle,
            subtitleStyle: Label.Style = TextRow.Style.defaultSubtitleStyle,
            spacing: Double = 16,
            textSpacing: Double = 4,
            disclosureStyle: ImageView.Style = Style.defaultDisclosureStyle,
            layoutMargins: DirectionalEdgeInsets = CompositeLayout.rowMargins
        ) {
            self.imageStyle = imageStyle
            self.titleStyle = titleStyle
            self.subtitleStyle = subtitleStyle
            self.spacing = Sanitizing.length(spacing)
            self.textSpacing = Sanitizing.length(textSpacing)
            self.disclosureStyle = disclosureStyle
            self.layoutMargins = Sanitizing.insets(layoutMargins)
        }
    }
}
