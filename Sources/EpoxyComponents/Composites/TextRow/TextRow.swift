import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// A row of a title and an optional subtitle stacked in a VGroup.
///
/// - **Content** (``TextRow/Content``): title, optional subtitle.
/// - **Style** (``TextRow/Style``): title and subtitle label styles, spacing, layout margins.
/// - **Behaviors**: none (a row is selected through its collection item).
///
/// Both labels wrap to any number of lines by default. The inner labels are the group items
/// `"title"` and `"subtitle"`; updates keep them (the subtitle's label is removed while
/// there is no subtitle).
public final class TextRow: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The dataIDs of the inner items.
    public enum DataID {
        /// The title label.
        public static let title = "title"
        /// The subtitle label.
        public static let subtitle = "subtitle"
    }

    /// The style the row was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content = Content(title: "")
    /// The group laying out the labels.
    public let group: VGroup

    /// Creates an empty row.
    public init(style: Style) {
        self.style = style
        group = VGroup(style: VGroup.Style(alignment: .fill, spacing: style.spacing))
        super.init()
        directionalLayoutMargins = style.layoutMargins
        GroupContentView.install(group, in: self)
        group.setItems(items(for: content), animated: false)
    }

    /// Shows `content`; the labels are kept and only changed text is re-measured.
    public func setContent(_ content: Content, animated: Bool) {
        self.content = content
        group.setItems(items(for: content), animated: animated)
    }

    /// Lets the group re-evaluate its layout for new traits.
    public func traitsDidChange() {
        group.traitsDidChange()
    }

    /// The title label.
    public var titleLabel: Label? { group.innerView(DataID.title, as: Label.self) }
    /// The subtitle label, nil while there is no subtitle.
    public var subtitleLabel: Label? { group.innerView(DataID.subtitle, as: Label.self) }

    private func items(for content: Content) -> [any GroupItemModeling] {
        var items: [any GroupItemModeling] = [
            Label.groupItem(dataID: DataID.title, content: .text(content.title), style: style.titleStyle),
        ]
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            items.append(Label.groupItem(dataID: DataID.subtitle, content: .text(subtitle), style: style.subtitleStyle))
        }
        return items
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "TextRow" }

    /// The title, quoted.
    public var contentSummary: String { quotedSummary(content.title) }

    /// The layout margins and spacing.
    public var attributes: [String: String] {
        ["layoutMargins": style.layoutMargins.description, "spacing": style.spacing.pointDescription]
    }
}
