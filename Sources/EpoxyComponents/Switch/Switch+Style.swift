extension Switch {
    /// A switch's colors.
    ///
    /// - `onTintColor`: the track when on (default `systemGreen`, as UISwitch's).
    /// - `thumbTintColor`: the knob (default `white`).
    public struct Style: Hashable, Sendable {
        /// The track when on.
        public let onTintColor: Color
        /// The knob.
        public let thumbTintColor: Color

        /// Creates a style.
        public init(onTintColor: Color = .systemGreen, thumbTintColor: Color = .white) {
            self.onTintColor = onTintColor
            self.thumbTintColor = thumbTintColor
        }
    }
}
