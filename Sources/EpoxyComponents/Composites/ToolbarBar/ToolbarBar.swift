import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// A toolbar: a row of buttons sharing the width equally.
///
/// - **Content** (``ToolbarBar/Content``): the buttons' titles.
/// - **Style** (``ToolbarBar/Style``): button style, minimum height, layout margins.
/// - **Behaviors** (``ToolbarBar/Behaviors``): `didTapItem(index)`.
///
/// Layout: an HGroup of the buttons (items `"item-0"`, `"item-1"`, …), each as wide as the
/// bar's width inside the margins divided by the number of buttons (titles centred; a title
/// too wide is truncated) and as tall as the row, which is at least `minimumHeight`. Buttons
/// are kept by position while the number of buttons stays the same; a new number makes new
/// buttons (each button's share is part of its placement). Without buttons the bar is
/// `minimumHeight` tall.
public final class ToolbarBar: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The style the bar was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content = Content(itemTitles: [])
    /// The group laying out the buttons.
    public let group: HGroup

    private var behaviors: Behaviors?

    /// Creates a bar without buttons.
    public init(style: Style) {
        self.style = style
        group = HGroup(style: HGroup.Style(alignment: .fill, reflowsForAccessibilityTypeSizes: false))
        super.init()
        directionalLayoutMargins = style.layoutMargins
        GroupContentView.install(group, in: self)
        group.setItems(items(for: content), animated: false)
    }

    /// Shows `content`; buttons are kept by position while their number stays the same.
    public func setContent(_ content: Content, animated: Bool) {
        self.content = content
        group.setItems(items(for: content), animated: animated)
    }

    /// Installs the tap handler (nil removes it).
    public func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
    }

    /// Lets the group re-evaluate its layout for new traits.
    public func traitsDidChange() {
        group.traitsDidChange()
    }

    /// The dataID of the spacer that stands in for the buttons while there are none.
    public static let emptySpaceDataID = "emptySpace"

    /// The dataID of the button at `index`.
    public static func itemDataID(at index: Int) -> String { "item-\(index)" }

    /// The buttons, in order.
    public var buttons: [Button] {
        content.itemTitles.indices.compactMap { group.innerView(ToolbarBar.itemDataID(at: $0), as: Button.self) }
    }

    /// Taps the button at `index`; returns whether a button there took the tap.
    @discardableResult
    public func simulateTap(itemAt index: Int) -> Bool {
        group.innerView(ToolbarBar.itemDataID(at: index), as: Button.self)?.simulateTap() ?? false
    }

    /// Taps the button with `dataID` (`"item-0"`, …); returns whether a button took the tap.
    @discardableResult
    public func simulateTap(on dataID: String) -> Bool {
        group.innerView(dataID, as: Button.self)?.simulateTap() ?? false
    }

    private func items(for content: Content) -> [any GroupItemModeling] {
        let count = content.itemTitles.count
        // An empty group would be 0 wide, against the pins to the margins: a spacer keeps the
        // bar's width and minimum height instead.
        guard count > 0 else { return [SpacerItem(dataID: ToolbarBar.emptySpaceDataID, fixedHeight: style.minimumHeight)] }
        return content.itemTitles.enumerated().map { index, title in
            Button.groupItem(
                dataID: ToolbarBar.itemDataID(at: index),
                content: Button.Content(title: title),
                // The bar's lifetime, not `weak self`, which would give the bar a side table.
                behaviors: Button.Behaviors(didTap: { [lifetime = layoutItemLifetime] in (lifetime.item as? ToolbarBar)?.behaviors?.didTapItem?(index) }),
                style: style.buttonStyle)
                .verticalAlignment(equalShare(index: index, count: count))
        }
    }

    /// Places the button at `index` of `count`: an equal share of the group's width, the
    /// group's full height (at least `minimumHeight`). A custom alignment replaces the group's
    /// own edge pins too, so the first and last buttons pin the group's ends here. The
    /// position is in the alignment's id because a kept button keeps the placement it was
    /// made with.
    private func equalShare(index: Int, count: Int) -> HGroup.ItemAlignment {
        let minimumHeight = style.minimumHeight
        return .custom(id: "equalShare-\(index)-of-\(count)") { group, item in
            var constraints = [
                item.widthAnchor.constraint(equalTo: group.widthAnchor, multiplier: 1 / Double(count)),
                item.topAnchor.constraint(equalTo: group.topAnchor),
                item.bottomAnchor.constraint(equalTo: group.bottomAnchor),
                item.heightAnchor.constraint(greaterThanOrEqualToConstant: minimumHeight),
            ]
            if index == 0 { constraints.append(item.leadingAnchor.constraint(equalTo: group.leadingAnchor)) }
            if index == count - 1 { constraints.append(item.trailingAnchor.constraint(equalTo: group.trailingAnchor)) }
            return constraints
        }
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "ToolbarBar" }

    /// The buttons' titles, quoted.
    public var contentSummary: String { content.itemTitles.map(quotedSummary).joined(separator: " ") }

    /// The layout margins and minimum height.
    public var attributes: [String: String] {
        ["layoutMargins": style.layoutMargins.description, "minimumHeight": style.minimumHeight.pointDescription]
    }
}
