import EpoxyCore
import EpoxyLayout

/// A thin line separating content.
///
/// - **Content**: none.
/// - **Style** (``Divider/Style``): color, thickness, axis.
/// - **Behaviors**: none.
///
/// A horizontal divider's intrinsic height is its thickness and it has no intrinsic width
/// (a vertical one the other way round); the thickness is held with required hugging and
/// compression resistance so the line never grows.
public final class Divider: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The style the divider was made with.
    public let style: Style

    /// Creates a divider.
    public init(style: Style) {
        self.style = style
        super.init()
        let thicknessAxis: LayoutAxis = style.axis == .horizontal ? .vertical : .horizontal
        setContentHuggingPriority(.required, for: thicknessAxis)
        setContentCompressionResistancePriority(.required, for: thicknessAxis)
    }

    /// The thickness in points: the style's, or one pixel at the traits' display scale.
    public var thickness: Double {
        if let thickness = style.thickness { return thickness }
        let scale = traits.displayScale
        return scale.isFinite && scale >= 1 ? 1 / scale : 1
    }

    /// The thickness across the line, nothing along it.
    public override var intrinsicContentSize: Size {
        switch style.axis {
        case .horizontal: Size(width: View.noIntrinsicMetric, height: thickness)
        case .vertical: Size(width: thickness, height: View.noIntrinsicMetric)
        }
    }

    /// A new display scale changes a one-pixel line.
    public func traitsDidChange() {
        if style.thickness == nil { invalidateIntrinsicContentSize() }
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "Divider" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String { style.axis.rawValue }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        ["backgroundColor": style.color.description, "thickness": thickness.pointDescription]
    }
}
