import EpoxyCore
import EpoxyLayout

/// A colored rectangle (a UIView with a background color).
///
/// - **Content**: none.
/// - **Style** (``ColorView/Style``): size, color, corner radius.
/// - **Behaviors**: none.
///
/// Sized as UIKit sizes a plain view: an axis the style's size gives is fixed (its intrinsic
/// size, held by required hugging and compression resistance, so a required constraint that
/// contradicts it is broken with a warning, as AutoLayout does); an axis it leaves out has no
/// intrinsic size, so the cell, group or aspect ratio around the view decides it.
public final class ColorView: View, EpoxyableView, ComponentDescribing {
    /// The style the view was made with.
    public let style: Style

    /// Creates the view.
    public init(style: Style) {
        self.style = style
        super.init()
        style.size.fixAxes(of: self)
    }

    /// The style's size (`View.noIntrinsicMetric` on a free axis).
    public override var intrinsicContentSize: Size {
        style.size.intrinsicContentSize
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "ColorView" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String { style.size.description }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        ["backgroundColor": style.color.description, "cornerRadius": style.cornerRadius.pointDescription]
    }
}
