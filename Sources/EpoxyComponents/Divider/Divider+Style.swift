import EpoxyLayout

extension Divider {
    /// A divider's color, thickness and direction.
    ///
    /// - `color`: default `separator`.
    /// - `thickness`: points, or nil (the default) for one pixel: 1 / the display scale.
    ///   Unusable values (NaN, negative) count as nil.
    /// - `axis`: `horizontal` (a line across, default) or `vertical`.
    public struct Style: Hashable, Sendable {
        /// The line's color.
        public let color: Color
        /// The thickness in points, or nil for one pixel.
        public let thickness: Double?
        /// The direction the line runs.
        public let axis: LayoutAxis

        /// Creates a style.
        public init(color: Color = .separator, thickness: Double? = nil, axis: LayoutAxis = .horizontal) {
            self.color = color
            self.thickness = thickness.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            self.axis = axis
        }
    }
}
