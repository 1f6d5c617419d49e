extension HGroup {
    /// The configuration of an HGroup that is fixed when it is made.
    public struct Style: Hashable {
        /// How items are placed vertically unless they set their own alignment (default fill).
        public var alignment: HGroup.ItemAlignment
        /// How items are placed horizontally when the group reflows vertically (default leading).
        public var accessibilityAlignment: VGroup.ItemAlignment
        /// The space between neighbouring items.
        public var spacing: Double
        /// Whether the group lays its items out vertically at accessibility type sizes (default true).
        public var reflowsForAccessibilityTypeSizes: Bool
        /// Whether the group always lays its items out vertically (default false).
        public var forceVerticalAccessibilityLayout: Bool

        /// Creates a style; the defaults are Epoxy's.
        public init(
            alignment: HGroup.ItemAlignment = .fill,
            accessibilityAlignment: VGroup.ItemAlignment = .leading,
            spacing: Double = 0,
            reflowsForAccessibilityTypeSizes: Bool = true,
            forceVerticalAccessibilityLayout: Bool = false
        ) {
            self.alignment = alignment
            self.accessibilityAlignment = accessibilityAlignment
            self.spacing = spacing
            self.reflowsForAccessibilityTypeSizes = reflowsForAccessibilityTypeSizes
            self.forceVerticalAccessibilityLayout = forceVerticalAccessibilityLayout
        }
    }
}
