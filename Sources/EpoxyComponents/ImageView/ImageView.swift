import EpoxyCore
import EpoxyLayout

/// A placeholder for an image (UIImageView's counterpart); no image is loaded.
///
/// - **Content** (``ImageView/Content``): an image name or URL.
/// - **Style** (``ImageView/Style``): fixed size, tint, content mode, corner radius.
/// - **Behaviors**: none.
///
/// Sized as UIKit sizes an image view without an image: an axis the style's size gives is
/// fixed (required hugging and compression resistance), the others have no intrinsic size.
public final class ImageView: View, EpoxyableView, ComponentDescribing {
    /// The style the view was made with.
    public let style: Style
    /// The image shown, or nil before content is set.
    public private(set) var content: Content?

    /// Creates an image view without an image.
    public init(style: Style) {
        self.style = style
        super.init()
        style.size.fixAxes(of: self)
    }

    /// Shows `content` (its size does not depend on it).
    public func setContent(_ content: Content, animated: Bool) {
        self.content = content
    }

    /// The style's size (`View.noIntrinsicMetric` on a free axis).
    public override var intrinsicContentSize: Size {
        style.size.intrinsicContentSize
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "ImageView" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String { content?.summary ?? "no image" }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        var attributes = [
            "contentMode": style.contentMode.description,
            "cornerRadius": style.cornerRadius.pointDescription,
        ]
        if let tint = style.tintColor { attributes["tintColor"] = tint.description }
        return attributes
    }
}
