extension ImageView {
    /// The image an image view stands for: a name from the app's assets or a URL. Nothing
    /// is loaded; the view is a placeholder box.
    public enum Content: Equatable, Sendable, ExpressibleByStringLiteral {
        /// An image by name (`"avatar"`).
        case name(String)
        /// An image by URL (`"https://…"`).
        case url(String)

        /// A URL when the string has a scheme (`"https://…"`, `"file:///…"`), else a name.
        public init(_ string: String) {
            self = string.contains("://") ? .url(string) : .name(string)
        }

        /// See ``init(_:)``.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// `image: NAME` or `url: URL`.
        public var summary: String {
            switch self {
            case .name(let name): "image: \(name)"
            case .url(let url): "url: \(url)"
            }
        }
    }
}
