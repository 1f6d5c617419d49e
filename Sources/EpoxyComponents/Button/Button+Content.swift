extension Button {
    /// What a button shows: a title and optionally the name of an image before it.
    public struct Content: Equatable, Sendable, ExpressibleByStringLiteral {
        /// The title.
        public let title: String
        /// The name of an image drawn before the title, or nil.
        public let imageName: String?

        /// Creates content.
        public init(title: String, imageName: String? = nil) {
            self.title = title
            self.imageName = imageName
        }

        /// A title without an image.
        public init(stringLiteral value: String) {
            self.init(title: value)
        }
    }
}
