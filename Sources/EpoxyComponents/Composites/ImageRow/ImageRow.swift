import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// A row of a leading image, a title and subtitle, and an optional disclosure chevron, in an
/// HGroup centred vertically.
///
/// - **Content** (``ImageRow/Content``): image, title, optional subtitle, whether the
///   disclosure indicator shows.
/// - **Style** (``ImageRow/Style``): image, label and chevron styles, spacings, margins.
/// - **Behaviors**: none (a row is selected through its collection item).
///
/// The text takes the width the image and chevron leave. At accessibility type sizes the
/// group reflows vertically: the image above the text, leading-aligned. The inner items are
/// `"image"`, `"text"` (a VGroup of `"title"` and `"subtitle"`) and `"disclosure"`.
public final class ImageRow: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The dataIDs of the inner items.
    public enum DataID {
        /// The leading image.
        public static let image = "image"
        /// The VGroup of title and subtitle.
        public static let text = "text"
        /// The title label.
        public static let title = "title"
        /// The subtitle label.
        public static let subtitle = "subtitle"
        /// The disclosure chevron.
        public static let disclosure = "disclosure"
    }

    /// The name of the chevron image.
    public static let disclosureImageName = "chevron.right"

    /// The style the row was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content = Content(image: .name(""), title: "")
    /// The group laying out the row.
    public let group: HGroup

    /// Creates an empty row.
    public init(style: Style) {
        self.style = style
        group = HGroup(style: HGroup.Style(alignment: .center, spacing: style.spacing))
        super.init()
        directionalLayoutMargins = style.layoutMargins
        GroupContentView.install(group, in: self)
        group.setItems(items(for: content), animated: false)
    }

    /// Shows `content`; the image, labels and chevron are kept while they stay.
    public func setContent(_ content: Content, animated: Bool) {
        self.content = content
        group.setItems(items(for: content), animated: animated)
    }

    /// Lets the group reflow for a new Dynamic Type size.
    public func traitsDidChange() {
        group.traitsDidChange()
    }

    /// Whether the row is laid out vertically (at an accessibility type size).
    public var isUsingAccessibilityLayout: Bool { group.isUsingAccessibilityLayout }

    /// The leading image view.
    public var imageView: ImageView? { group.innerView(DataID.image, as: ImageView.self) }
    /// The title label.
    public var titleLabel: Label? { group.innerView(DataID.title, as: Label.self) }
    /// The subtitle label, nil while there is no subtitle.
    public var subtitleLabel: Label? { group.innerView(DataID.subtitle, as: Label.self) }
    /// The disclosure chevron, nil while it is hidden.
    public var disclosureView: ImageView? { group.innerView(DataID.disclosure, as: ImageView.self) }

    private func items(for content: Content) -> [any GroupItemModeling] {
        var text: [any GroupItemModeling] = [
            Label.groupItem(dataID: DataID.title, content: .text(content.title), style: style.titleStyle),
        ]
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            text.append(Label.groupItem(dataID: DataID.subtitle, content: .text(subtitle), style: style.subtitleStyle))
        }
        var items: [any GroupItemModeling] = [
            // Required hugging keeps the image at its size; the text takes the rest.
            ImageView.groupItem(dataID: DataID.image, content: content.image, style: style.imageStyle)
                .contentHuggingPriority(.required, for: .horizontal),
            VGroupItem(dataID: DataID.text, style: VGroup.Style(spacing: style.textSpacing), groupItems: text),
        ]
        if content.showsDisclosureIndicator {
            items.append(
                ImageView.groupItem(dataID: DataID.disclosure, content: .name(ImageRow.disclosureImageName), style: style.disclosureStyle)
                    .contentHuggingPriority(.required, for: .horizontal))
        }
        return items
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "ImageRow" }

    /// The title, quoted, and the image.
    public var contentSummary: String { "\(quotedSummary(content.title)) \(content.image.summary)" }

    /// The layout margins, spacing and whether the row is reflowed.
    public var attributes: [String: String] {
        [
            "layoutMargins": style.layoutMargins.description,
            "spacing": style.spacing.pointDescription,
            "accessibilityLayout": String(isUsingAccessibilityLayout),
        ]
    }
}
