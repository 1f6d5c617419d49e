extension VGroup {
    /// The configuration of a VGroup that is fixed when it is made.
    public struct Style: Hashable {
        /// How items are placed horizontally unless they set their own alignment (default fill).
        public var alignment: VGroup.ItemAlignment
        /// The space between neighbouring items.
        public var spacing: Double

        /// Creates a style; the defaults are Epoxy's.
        public init(alignment: VGroup.ItemAlignment = .fill, spacing: Double = 0) {
            self.alignment = alignment
            self.spacing = spacing
        }
    }
}
