import EpoxyCore
import EpoxyLayout

/// An optional fixed width and height for a component's style. Values that are not finite
/// or are negative are dropped (that axis has no fixed size), so styles stay hashable and
/// bad input cannot reach layout.
public struct ComponentSize: Hashable, Sendable, CustomStringConvertible {
    /// The fixed width, or nil.
    public let width: Double?
    /// The fixed height, or nil.
    public let height: Double?

    /// Creates a size; unusable values become nil.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = ComponentSize.usable(width)
        self.height = ComponentSize.usable(height)
    }

    /// Creates a size fixing both axes (each unusable value becomes nil).
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// No fixed size on either axis.
    public static let none = ComponentSize()

    /// The size as an intrinsic content size (`View.noIntrinsicMetric` for a free axis).
    public var intrinsicContentSize: Size {
        Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
    }

    /// Makes the axes this size gives fixed on `view` (required hugging and compression
    /// resistance: a view of that size, as a required width or height constraint makes it).
    public func fixAxes(of view: View) {
        for (axis, value) in [(LayoutAxis.horizontal, width), (.vertical, height)] where value != nil {
            view.setContentHuggingPriority(.required, for: axis)
            view.setContentCompressionResistancePriority(.required, for: axis)
        }
    }

    /// `W×H`, with `?` for a free axis.
    public var description: String {
        "\(width?.pointDescription ?? "?")×\(height?.pointDescription ?? "?")"
    }

    private static func usable(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
