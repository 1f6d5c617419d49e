import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// A to-do row: a checkbox beside a title and optional subtitle, in an HGroup.
///
/// - **Content** (``CheckboxRow/Content``): title, optional subtitle, whether checked.
/// - **Style** (``CheckboxRow/Style``): checkbox and label styles, spacings, margins.
/// - **Behaviors** (``CheckboxRow/Behaviors``): `didToggle`.
///
/// The box (item `"checkbox"`) is centred vertically on the text (item `"text"`, a VGroup of
/// `"title"` and `"subtitle"`). The row does not reflow at accessibility sizes: the box stays
/// beside its text. ``simulateTap()`` toggles the box.
public final class CheckboxRow: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The dataIDs of the inner items.
    public enum DataID {
        /// The checkbox.
        public static let checkbox = "checkbox"
        /// The VGroup of title and subtitle.
        public static let text = "text"
        /// The title label.
        public static let title = "title"
        /// The subtitle label.
        public static let subtitle = "subtitle"
    }

    /// The style the row was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content = Content(title: "")
    /// The group laying out the row.
    public let group: HGroup

    private var behaviors: Behaviors?

    /// Creates an empty, unchecked row.
    public init(style: Style) {
        self.style = style
        group = HGroup(style: HGroup.Style(alignment: .center, spacing: style.spacing, reflowsForAccessibilityTypeSizes: false))
        super.init()
        directionalLayoutMargins = style.layoutMargins
        GroupContentView.install(group, in: self)
        group.setItems(items(for: content), animated: false)
    }

    /// Shows `content`; the box and labels are kept.
    public func setContent(_ content: Content, animated: Bool) {
        self.content = content
        group.setItems(items(for: content), animated: animated)
    }

    /// Installs the toggle handler (nil removes it).
    public func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
    }

    /// Lets the group re-evaluate its layout for new traits.
    public func traitsDidChange() {
        group.traitsDidChange()
    }

    /// The checkbox.
    public var checkbox: Checkbox? { group.innerView(DataID.checkbox, as: Checkbox.self) }
    /// The title label.
    public var titleLabel: Label? { group.innerView(DataID.title, as: Label.self) }
    /// The subtitle label, nil while there is no subtitle.
    public var subtitleLabel: Label? { group.innerView(DataID.subtitle, as: Label.self) }

    /// Whether the box is checked now (content or a tap set it last).
    public var isChecked: Bool { checkbox?.isChecked ?? content.isChecked }

    /// Toggles the box; returns whether it toggled.
    @discardableResult
    public func simulateTap() -> Bool {
        checkbox?.simulateTap() ?? false
    }

    /// Taps the inner control with `dataID` (`"checkbox"`); false for any other dataID.
    @discardableResult
    public func simulateTap(on dataID: String) -> Bool {
        dataID == DataID.checkbox ? simulateTap() : false
    }

    private func items(for content: Content) -> [any GroupItemModeling] {
        var text: [any GroupItemModeling] = [
            Label.groupItem(dataID: DataID.title, content: .text(content.title), style: style.titleStyle),
        ]
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            text.append(Label.groupItem(dataID: DataID.subtitle, content: .text(subtitle), style: style.subtitleStyle))
        }
        return [
            // The box reports to the row, which calls whatever behaviors it holds at the time.
            // It holds the row's lifetime, not `weak self`, which would give the row a side table.
            Checkbox.groupItem(
                dataID: DataID.checkbox,
                content: Checkbox.Content(isChecked: content.isChecked),
                behaviors: Checkbox.Behaviors(didToggle: { [lifetime = layoutItemLifetime] isChecked in
                    (lifetime.item as? CheckboxRow)?.behaviors?.didToggle?(isChecked)
                }),
                style: style.checkboxStyle),
            VGroupItem(dataID: DataID.text, style: VGroup.Style(spacing: style.textSpacing), groupItems: text),
        ]
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "CheckboxRow" }

    /// The title, quoted, and the box's state.
    public var contentSummary: String { "\(quotedSummary(content.title)) \(isChecked ? "checked" : "unchecked")" }

    /// The layout margins and spacing.
    public var attributes: [String: String] {
        ["layoutMargins": style.layoutMargins.description, "spacing": style.spacing.pointDescription]
    }
}
