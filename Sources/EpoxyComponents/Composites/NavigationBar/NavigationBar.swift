import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// A navigation bar: a centred title over a row of an optional back button, an optional
/// leading button and an optional trailing button, with an optional divider below.
///
/// - **Content** (``NavigationBar/Content``): title, back button (shown, title), leading and
///   trailing button titles, `showsDivider`.
/// - **Style** (``NavigationBar/Style``): title, button and divider styles, minimum height,
///   layout margins.
/// - **Behaviors** (``NavigationBar/Behaviors``): `didTapBack`, `didTapLeading`,
///   `didTapTrailing`.
///
/// Layout: a VGroup of a ZGroup (item `"bar"`) and the divider (item `"divider"`). The ZGroup
/// overlays a spacer (`"minimumHeight"`) that keeps it at least `minimumHeight` tall, the
/// buttons' HGroup (`"buttons"`: `"back"`, `"leading"`, a flexible spacer, `"trailing"`) and
/// the title (`"title"`) centred on the whole bar. The title keeps `titleSpacing` from the
/// buttons: a title too wide to stay centred between them moves off centre (as UIKit's), and
/// one wider than the space between them is truncated.
public final class NavigationBar: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The dataIDs of the inner items.
    public enum DataID {
        /// The ZGroup of the controls.
        public static let bar = "bar"
        /// The spacer holding the minimum height.
        public static let minimumHeight = "minimumHeight"
        /// The HGroup of the buttons.
        public static let buttons = "buttons"
        /// The back button.
        public static let back = "back"
        /// The leading button.
        public static let leading = "leading"
        /// The space between the leading and trailing buttons.
        public static let flexibleSpace = "flexibleSpace"
        /// The trailing button.
        public static let trailing = "trailing"
        /// The title label.
        public static let title = "title"
        /// The bottom divider.
        public static let divider = "divider"
    }

    /// The style the bar was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content = Content(title: "")
    /// The group laying out the bar.
    public let group: VGroup

    private var behaviors: Behaviors?
    /// Keep the title clear of the buttons; re-made whenever the buttons change.
    private var titleClearance: [LayoutConstraint] = []

    /// Creates a bar with an empty title.
    public init(style: Style) {
        self.style = style
        group = VGroup(style: VGroup.Style(alignment: .fill))
        super.init()
        directionalLayoutMargins = style.layoutMargins
        GroupContentView.install(group, in: self)
        group.setItems(items(for: content), animated: false)
    }

    /// Shows `content`; buttons that stay are kept, others are added or removed.
    public func setContent(_ content: Content, animated: Bool) {
        self.content = content
        LayoutConstraint.deactivate(titleClearance)
        group.setItems(items(for: content), animated: animated)
        titleClearance = makeTitleClearance()
        LayoutConstraint.activate(titleClearance)
    }

    /// Installs the buttons' handlers (nil removes them).
    public func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
    }

    /// Lets the group re-evaluate its layout for new traits.
    public func traitsDidChange() {
        group.traitsDidChange()
    }

    /// The title label.
    public var titleLabel: Label? { group.innerView(DataID.title, as: Label.self) }
    /// The back button, nil while hidden.
    public var backButton: Button? { group.innerView(DataID.back, as: Button.self) }
    /// The leading button, nil while hidden.
    public var leadingButton: Button? { group.innerView(DataID.leading, as: Button.self) }
    /// The trailing button, nil while hidden.
    public var trailingButton: Button? { group.innerView(DataID.trailing, as: Button.self) }
    /// The bottom divider, nil while hidden.
    public var divider: Divider? { group.innerView(DataID.divider, as: Divider.self) }

    /// Taps the button with `dataID` (`"back"`, `"leading"`, `"trailing"`); returns whether a
    /// shown button took the tap.
    @discardableResult
    public func simulateTap(on dataID: String) -> Bool {
        guard [DataID.back, DataID.leading, DataID.trailing].contains(dataID) else { return false }
        return group.innerView(dataID, as: Button.self)?.simulateTap() ?? false
    }

    private func items(for content: Content) -> [any GroupItemModeling] {
        var buttons: [any GroupItemModeling] = []
        if content.showsBackButton {
            buttons.append(button(DataID.back, title: content.backButtonText) { $0.didTapBack })
        }
        if let title = content.leadingButtonTitle {
            buttons.append(button(DataID.leading, title: title) { $0.didTapLeading })
        }
        buttons.append(SpacerItem(dataID: DataID.flexibleSpace))
        if let title = content.trailingButtonTitle {
            buttons.append(button(DataID.trailing, title: title) { $0.didTapTrailing })
        }
        let bar = ZGroupItem(dataID: DataID.bar, style: ZGroup.Style(), groupItems: [
            SpacerItem(dataID: DataID.minimumHeight, minHeight: style.minimumHeight)
                .horizontalAlignment(.fill).verticalAlignment(.fill),
            HGroupItem(dataID: DataID.buttons, style: HGroup.Style(alignment: .center, reflowsForAccessibilityTypeSizes: false), groupItems: buttons)
                .horizontalAlignment(.fill).verticalAlignment(.fill),
            Label.groupItem(dataID: DataID.title, content: .text(content.title), style: style.titleStyle)
                .horizontalAlignment(NavigationBar.titleAlignment),
        ])
        var items: [any GroupItemModeling] = [bar]
        if content.showsDivider {
            items.append(Divider.groupItem(dataID: DataID.divider, style: style.dividerStyle))
        }
        return items
    }

    /// Centred on the bar unless that would push it into a button (see `makeTitleClearance`):
    /// the centring gives way before the title's compression resistance (750), so the title
    /// moves off centre before it truncates; it never leaves the bar.
    private static var titleAlignment: VGroup.ItemAlignment {
        .custom(id: "titleCentredOnBar") { bar, title in [
            title.centerXAnchor.constraint(equalTo: bar.centerXAnchor).withPriority(LayoutPriority(740)),
            title.leadingAnchor.constraint(greaterThanOrEqualTo: bar.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: bar.trailingAnchor),
        ] }
    }

    /// The title at least `titleSpacing` after the last leading button and before the
    /// trailing one (all the bar's views are siblings in its content view).
    private func makeTitleClearance() -> [LayoutConstraint] {
        guard let title = titleLabel else { return [] }
        var constraints: [LayoutConstraint] = []
        if let leadingEdge = leadingButton ?? backButton {
            constraints.append(title.leadingAnchor.constraint(greaterThanOrEqualTo: leadingEdge.trailingAnchor, constant: style.titleSpacing))
        }
        if let trailingEdge = trailingButton {
            constraints.append(title.trailingAnchor.constraint(lessThanOrEqualTo: trailingEdge.leadingAnchor, constant: -style.titleSpacing))
        }
        return constraints
    }

    /// A button item whose taps call the handler `handler` picks from the bar's behaviors at
    /// the time of the tap. The button holds the bar's lifetime, not `weak self`, which would
    /// give the bar a side table (see `LayoutItemLifetime`).
    private func button(
        _ dataID: String, title: String, handler: @escaping (Behaviors) -> (() -> Void)?
    ) -> GroupItem<Button> {
        Button.groupItem(
            dataID: dataID,
            content: Button.Content(title: title),
            behaviors: Button.Behaviors(didTap: { [lifetime = layoutItemLifetime] in
                guard let behaviors = (lifetime.item as? NavigationBar)?.behaviors else { return }
                handler(behaviors)?()
            }),
            style: style.buttonStyle)
            // Buttons keep their titles whole before the title does (its resistance is 750).
            .contentCompressionResistancePriority(NavigationBar.buttonCompressionResistance, for: .horizontal)
    }

    /// How strongly the buttons resist being narrowed: above the title's 750, below required
    /// so buttons wider than the bar are truncated rather than reported as a conflict.
    private static let buttonCompressionResistance = LayoutPriority(760)

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "NavigationBar" }

    /// The title, quoted.
    public var contentSummary: String { quotedSummary(content.title) }

    /// The layout margins, minimum height and whether the divider shows.
    public var attributes: [String: String] {
        [
            "layoutMargins": style.layoutMargins.description,
            "minimumHeight": style.minimumHeight.pointDescription,
            "showsDivider": String(content.showsDivider),
        ]
    }
}
