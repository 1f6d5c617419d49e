extension ToolbarBar {
    /// What a toolbar shows: the titles of its buttons, in order.
    public struct Content: Equatable, Sendable, ExpressibleByArrayLiteral {
        /// The buttons' titles.
        public let itemTitles: [String]

        /// Creates content.
        public init(itemTitles: [String]) {
            self.itemTitles = itemTitles
        }

        /// Buttons with these titles.
        public init(arrayLiteral elements: String...) {
            self.init(itemTitles: elements)
        }
    }
}
