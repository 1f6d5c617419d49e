import EpoxyCore
import EpoxyLayout

/// A colored rectangle of a fixed size.
///
/// - **Content**: none.
/// - **Style** (``ColorView/Style``): size, color, corner radius.
/// - **Behaviors**: none.
///
/// The size is required: the intrinsic size is the style's, held by required hugging and
/// compression resistance, so constraints that pull on it do not stretch it (a required
/// constraint that contradicts it is broken with a warning, as AutoLayout does).
public final class ColorView: View, EpoxyableView, ComponentDescribing {
    /// The style the view was made with.
    public let style: Style

    /// Creates the view.
    public init(style: Style) {
        self.style = style
        super.init()
        for axis in LayoutAxis.allCases {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
    }

    /// The style's size.
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
