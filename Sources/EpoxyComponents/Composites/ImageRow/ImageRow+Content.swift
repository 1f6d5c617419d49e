extension ImageRow {
    /// What an image row shows: an image, a title, an optional subtitle (nil or empty: none)
    /// and whether a disclosure indicator ends the row.
    public struct Content: Equatable, Sendable {
        /// The leading image (a name or URL; nothing is loaded).
        public let image: ImageView.Content
        /// The title.
        public let title: String
        /// The subtitle below the title, or nil.
        public let subtitle: String?
        /// Whether a chevron ends the row.
        public let showsDisclosureIndicator: Bool

        /// Creates content.
        public init(image: ImageView.Content, title: String, subtitle: String? = nil, showsDisclosureIndicator: Bool = false) {
            self.image = image
            self.title = title
            self.subtitle = subtitle
            self.showsDisclosureIndicator = showsDisclosureIndicator
        }
    }
}
