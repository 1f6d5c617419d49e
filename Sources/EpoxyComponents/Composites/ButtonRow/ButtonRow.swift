import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// A row holding one full-width button.
///
/// - **Content** (``ButtonRow/Content``): the button's text, whether it is enabled.
/// - **Style** (``ButtonRow/Style``): the button's style, layout margins.
/// - **Behaviors** (``ButtonRow/Behaviors``): `didTap`.
///
/// The button (group item `"button"`) fills the width inside the margins and is as tall as
/// its title and insets. ``simulateTap()`` taps it.
public final class ButtonRow: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The dataIDs of the inner items.
    public enum DataID {
        /// The button.
        public static let button = "button"
    }

    /// The style the row was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content = Content(text: "")
    /// The group laying out the button.
    public let group: VGroup

    private var behaviors: Behaviors?

    /// Creates a row with an untitled button.
    public init(style: Style) {
        self.style = style
        group = VGroup(style: VGroup.Style(alignment: .fill))
        super.init()
        directionalLayoutMargins = style.layoutMargins
        GroupContentView.install(group, in: self)
        group.setItems(items(for: content), animated: false)
    }

    /// Shows `content` on the kept button.
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

    /// The button.
    public var button: Button? { group.innerView(DataID.button, as: Button.self) }

    /// Taps the button; returns whether the tap was delivered (false while disabled).
    @discardableResult
    public func simulateTap() -> Bool {
        button?.simulateTap() ?? false
    }

    /// Taps the inner control with `dataID` (`"button"`); false for any other dataID.
    @discardableResult
    public func simulateTap(on dataID: String) -> Bool {
        dataID == DataID.button ? simulateTap() : false
    }

    private func items(for content: Content) -> [any GroupItemModeling] {
        // The button reports to the row, which calls whatever behaviors it holds at the time. It
        // holds the row's lifetime, not `weak self`, which would give the row a side table.
        [
            Button.groupItem(
                dataID: DataID.button,
                content: Button.Content(title: content.text),
                behaviors: Button.Behaviors(didTap: { [lifetime = layoutItemLifetime] in (lifetime.item as? ButtonRow)?.behaviors?.didTap?() }),
                style: style.buttonStyle)
                .set(\.isEnabled, content.isEnabled),
        ]
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "ButtonRow" }

    /// The button's title, quoted.
    public var contentSummary: String { quotedSummary(content.text) }

    /// The layout margins and whether the button is enabled.
    public var attributes: [String: String] {
        ["layoutMargins": style.layoutMargins.description, "isEnabled": String(content.isEnabled)]
    }
}
