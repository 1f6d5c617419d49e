extension Checkbox {
    /// A checkbox's colors.
    ///
    /// - `tintColor`: the fill when checked (default `systemBlue`).
    /// - `borderColor`: the outline when unchecked (default `systemGray3`).
    public struct Style: Hashable, Sendable {
        /// The fill when checked.
        public let tintColor: Color
        /// The outline when unchecked.
        public let borderColor: Color

        /// Creates a style.
        public init(tintColor: Color = .systemBlue, borderColor: Color = .systemGray3) {
            self.tintColor = tintColor
            self.borderColor = borderColor
        }
    }
}
