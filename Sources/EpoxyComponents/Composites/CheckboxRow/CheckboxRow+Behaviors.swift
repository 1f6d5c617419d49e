extension CheckboxRow {
    /// What a checkbox row reports: `didToggle` with the new state after a tap toggled the box.
    public struct Behaviors {
        /// Called with the new state after a tap.
        public let didToggle: ((Bool) -> Void)?

        /// Creates behaviors.
        public init(didToggle: ((Bool) -> Void)? = nil) {
            self.didToggle = didToggle
        }
    }
}
