extension Switch {
    /// Whether the switch is on.
    public struct Content: Equatable, Sendable, ExpressibleByBooleanLiteral {
        /// Whether the switch is on.
        public let isOn: Bool

        /// Creates content.
        public init(isOn: Bool) {
            self.isOn = isOn
        }

        /// `true` is on.
        public init(booleanLiteral value: Bool) {
            self.init(isOn: value)
        }
    }
}
