extension ImageView {
    /// How an image view is sized and drawn; fixed for its life.
    ///
    /// - `size`: a fixed width and/or height, which become the intrinsic size (default none).
    /// - `tintColor`: a tint for template images, or nil.
    /// - `contentMode`: default `scaleToFill`, as UIImageView's.
    /// - `cornerRadius`: default 0; unusable values count as 0.
    public struct Style: Hashable, Sendable {
        /// The fixed size, per axis.
        public let size: ComponentSize
        /// The tint, or nil.
        public let tintColor: Color?
        /// How the image fills the view.
        public let contentMode: ContentMode
        /// The corner radius.
        public let cornerRadius: Double

        /// Creates a style.
        public init(
            size: ComponentSize = .none,
            tintColor: Color? = nil,
            contentMode: ContentMode = .scaleToFill,
            cornerRadius: Double = 0
        ) {
            self.size = size
            self.tintColor = tintColor
            self.contentMode = contentMode
            self.cornerRadius = Sanitizing.length(cornerRadius)
        }
    }
}
