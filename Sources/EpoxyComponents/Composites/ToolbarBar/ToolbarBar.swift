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
/// buttons (each button's share is part of its placement).
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
        CompositeContentView.install(group, in: self)
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
        let count = Double(content.itemTitles.count)
        let minimumHeight = style.minimumHeight
        // Every button gets an equal share of the group's width and fills its height; the
        // group is at least `minimumHeight` tall through the buttons. The share is in the
        // alignment's id because a kept button keeps the placement it was made with.
        let equalShare = HGroup.ItemAlignment.custom(id: "equalShare-\(content.itemTitles.count)") { group, item in
            [
                item.widthAnchor.constraint(equalTo: group.widthAnchor, multiplier: 1 / count),
                item.topAnchor.constraint(equalTo: group.topAnchor),
                item.bottomAnchor.constraint(equalTo: group.bottomAnchor),
                item.heightAnchor.constraint(greaterThanOrEqualToConstant: minimumHeight),
            ]
        }
        return content.itemTitles.enumerated().map { index, title in
            Button.groupItem(
                dataID: ToolbarBar.itemDataID(at: index),
                content: Button.Content(title: title),
                behaviors: Button.Behaviors(didTap: { [weak self] in self?.behaviors?.didTapItem?(index) }),
                style: style.buttonStyle)
                .verticalAlignment(equalShare)
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
