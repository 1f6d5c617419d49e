import EpoxyCore

extension ColorView {
    /// A color view's size, color and corners.
    ///
    /// - `size`: a fixed width and/or height (default none); an axis left out or given an
    ///   unusable value (NaN, negative) is free.
    /// - `color`: the fill (default `clear`).
    /// - `cornerRadius`: default 0; unusable values count as 0.
    public struct Style: Hashable, Sendable {
        /// The fixed size, per axis.
        public let size: ComponentSize
        /// The fill.
        public let color: Color
        /// The corner radius.
        public let cornerRadius: Double

        /// Creates a style.
        public init(size: ComponentSize = .none, color: Color = .clear, cornerRadius: Double = 0) {
            self.size = size
            self.color = color
            self.cornerRadius = Sanitizing.length(cornerRadius)
        }

        /// Creates a style of `width` × `height`.
        public init(width: Double, height: Double, color: Color = .clear, cornerRadius: Double = 0) {
            self.init(size: ComponentSize(width: width, height: height), color: color, cornerRadius: cornerRadius)
        }
    }
}
