extension Checkbox {
    /// Whether the box is checked.
    public struct Content: Equatable, Sendable, ExpressibleByBooleanLiteral {
        /// Whether the box is checked.
        public let isChecked: Bool

        /// Creates content.
        public init(isChecked: Bool) {
            self.isChecked = isChecked
        }

        /// `true` is checked.
        public init(booleanLiteral value: Bool) {
            self.init(isChecked: value)
        }
    }
}
