import EpoxyCore
import EpoxyLayout

/// Lays its items out top to bottom (SwiftUI's `VStack`, Epoxy's `VGroup`).
public final class VGroup: Group {
    /// How items are placed horizontally unless they set their own alignment.
    public let alignment: ItemAlignment

    /// The space between neighbouring items; changing it re-makes the constraints.
    public var spacing: Double {
        didSet { installConstraints() }
    }

    let state: GroupItemsState

    /// The group's current style (its alignment and spacing).
    public var style: Style { Style(alignment: alignment, spacing: spacing) }

    /// Creates a group with a style and items.
    public init(style: Style = Style(), items: [any GroupItemModeling] = []) {
        alignment = style.alignment
        spacing = style.spacing
        state = GroupItemsState(name: "VGroup", items: items)
    }

    /// Creates a group from its alignment, spacing and items.
    public convenience init(alignment: ItemAlignment = .fill, spacing: Double = 0, items: [any GroupItemModeling]) {
        self.init(style: Style(alignment: alignment, spacing: spacing), items: items)
    }

    /// Creates a group whose items a builder block lists.
    public convenience init(
        alignment: ItemAlignment = .fill,
        spacing: Double = 0,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(style: Style(alignment: alignment, spacing: spacing), items: content())
    }

    /// Creates a group with a style whose items a builder block lists.
    public convenience init(style: Style, @GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
        self.init(style: style, items: content())
    }

    // MARK: Group

    public var items: [AnyGroupItem] { state.items }
    public var constrainables: [any Constrainable] { state.containers.map(\.constrainable) }
    public var owningView: View? { state.owningView }
    public var anchorItem: any LayoutItem { state.guide }
    public var firstBaselineAnchor: LayoutYAxisAnchor { state.containers.first?.firstBaselineAnchor ?? state.guide.topAnchor }
    public var lastBaselineAnchor: LayoutYAxisAnchor { state.containers.last?.lastBaselineAnchor ?? state.guide.bottomAnchor }

    public func install(in view: View) {
        state.install(in: view)
        installConstraints()
    }

    public func uninstall() {
        state.uninstall()
    }

    public func setItems(_ items: [any GroupItemModeling], animated: Bool = false) {
        if state.setItems(items, animated: animated) { installConstraints() }
    }

    public func constrainable(with dataID: AnyHashable) -> (any Constrainable)? {
        state.container(with: dataID)?.constrainable
    }

    public func groupItem(with dataID: AnyHashable) -> AnyGroupItem? {
        state.item(with: dataID)
    }

    public func traitsDidChange() {
        for case let group as any Group in constrainables { group.traitsDidChange() }
    }

    private func installConstraints() {
        guard owningView != nil else { return }
        let owner = ConstrainableContainer(self, dataID: state.guide.identifier)
        state.activate(VGroupConstraints(owner: owner, alignment: alignment, spacing: spacing).make(state.containers))
    }
}
