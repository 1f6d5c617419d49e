extension ButtonRow {
    /// What a button row shows: the button's text and whether it accepts taps.
    public struct Content: Equatable, Sendable, ExpressibleByStringLiteral {
        /// The button's title.
        public let text: String
        /// Whether the button accepts taps.
        public let isEnabled: Bool

        /// Creates content.
        public init(text: String, isEnabled: Bool = true) {
            self.text = text
            self.isEnabled = isEnabled
        }

        /// An enabled button with this title.
        public init(stringLiteral value: String) {
            self.init(text: value)
        }
    }
}
