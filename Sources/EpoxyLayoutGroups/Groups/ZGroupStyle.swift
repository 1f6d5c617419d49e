extension ZGroup {
    /// The configuration of a ZGroup that is fixed when it is made.
    public struct Style: Hashable {
        /// How items are placed horizontally unless they set their own alignment (default center).
        public var horizontalAlignment: VGroup.ItemAlignment
        /// How items are placed vertically unless they set their own alignment (default center).
        public var verticalAlignment: HGroup.ItemAlignment

        /// Creates a style; items are centred by default, as in SwiftUI's `ZStack`.
        public init(horizontalAlignment: VGroup.ItemAlignment = .center, verticalAlignment: HGroup.ItemAlignment = .center) {
            self.horizontalAlignment = horizontalAlignment
            self.verticalAlignment = verticalAlignment
        }
    }
}
