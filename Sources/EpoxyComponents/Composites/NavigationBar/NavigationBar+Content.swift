extension NavigationBar {
    /// What a navigation bar shows: a title, an optional back button, optional leading and
    /// trailing buttons, and whether a divider runs along its bottom.
    public struct Content: Equatable, Sendable, ExpressibleByStringLiteral {
        /// The centred title.
        public let title: String
        /// Whether the back button shows.
        public let showsBackButton: Bool
        /// The back button's title after the chevron (nil or empty: "Back").
        public let backButtonTitle: String?
        /// The title of a button after the back button, or nil for none.
        public let leadingButtonTitle: String?
        /// The title of a button at the trailing end, or nil for none.
        public let trailingButtonTitle: String?
        /// Whether a divider runs along the bottom (a scrolled list shows it).
        public let showsDivider: Bool

        /// Creates content.
        public init(
            title: String,
            showsBackButton: Bool = false,
            backButtonTitle: String? = nil,
            leadingButtonTitle: String? = nil,
            trailingButtonTitle: String? = nil,
            showsDivider: Bool = false
        ) {
            self.title = title
            self.showsBackButton = showsBackButton
            self.backButtonTitle = backButtonTitle
            self.leadingButtonTitle = leadingButtonTitle
            self.trailingButtonTitle = trailingButtonTitle
            self.showsDivider = showsDivider
        }

        /// A bar with only a title.
        public init(stringLiteral value: String) {
            self.init(title: value)
        }

        /// The back button's text: a chevron and the title, "‹ Back" by default.
        public var backButtonText: String {
            guard let title = backButtonTitle, !title.isEmpty else { return "‹ Back" }
            return "‹ " + title
        }
    }
}
