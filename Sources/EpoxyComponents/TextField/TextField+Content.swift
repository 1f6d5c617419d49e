extension TextField {
    /// What a text field shows: its text, and the placeholder shown while the text is empty.
    public struct Content: Equatable, Sendable, ExpressibleByStringLiteral {
        /// The text.
        public let text: String
        /// The hint shown when the text is empty.
        public let placeholder: String

        /// Creates content.
        public init(text: String = "", placeholder: String = "") {
            self.text = text
            self.placeholder = placeholder
        }

        /// Text without a placeholder.
        public init(stringLiteral value: String) {
            self.init(text: value)
        }
    }
}
