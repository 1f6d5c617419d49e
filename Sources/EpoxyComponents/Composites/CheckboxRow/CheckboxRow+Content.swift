extension CheckboxRow {
    /// What a checkbox row shows: a title, an optional subtitle (nil or empty: none) and
    /// whether the box is checked.
    public struct Content: Equatable, Sendable {
        /// The title.
        public let title: String
        /// The subtitle below the title, or nil.
        public let subtitle: String?
        /// Whether the box is checked.
        public let isChecked: Bool

        /// Creates content.
        public init(title: String, subtitle: String? = nil, isChecked: Bool = false) {
            self.title = title
            self.subtitle = subtitle
            self.isChecked = isChecked
        }
    }
}
