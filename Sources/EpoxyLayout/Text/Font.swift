import EpoxyCore

/// A font: a point size and a weight of the system font (Inter here, SF Pro on iOS).
///
/// An immutable value; `withSize(_:)` and `withWeight(_:)` return modified copies.
/// Sizes that are not finite or not positive are kept as given, and measurers treat
/// them as zero (no width, no height) rather than failing.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The point size.
    public let size: Double
    /// The weight.
    public let weight: FontWeight

    /// Creates a system font of `size` points and `weight`.
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// UIFont.systemFont(ofSize:weight:)'s counterpart.
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// UIFont.preferredFont(forTextStyle:compatibleWith:)'s counterpart: the style's
    /// Dynamic Type size for `category` (default `.large`) and the style's weight.
    public static func preferredFont(
        forTextStyle style: TextStyle,
        compatibleWith category: ContentSizeCategory = .large
    ) -> Font {
        Font(size: style.pointSize(for: category), weight: style.weight)
    }

    /// A copy with another point size.
    public func withSize(_ size: Double) -> Font {
        Font(size: size, weight: weight)
    }

    /// A copy with another weight.
    public func withWeight(_ weight: FontWeight) -> Font {
        Font(size: size, weight: weight)
    }

    /// The size measurers use: the point size when it is finite and positive, else 0.
    var measurableSize: Double {
        size.isFinite && size > 0 ? size : 0
    }

    public var description: String { "\(size.pointDescription)pt \(weight)" }
}
