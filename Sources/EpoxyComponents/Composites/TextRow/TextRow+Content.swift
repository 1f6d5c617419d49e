extension TextRow {
    /// What a text row shows: a title and an optional subtitle (nil or empty: none).
    public struct Content: Equatable, Sendable, ExpressibleByStringLiteral {
        /// The title.
        public let title: String
        /// The subtitle below the title, or nil.
        public let subtitle: String?

        /// Creates content.
        public init(title: String, subtitle: String? = nil) {
            self.title = title
            self.subtitle = subtitle
        }

        /// A title without a subtitle.
        public init(stringLiteral value: String) {
            self.init(title: value)
        }
    }
}
