import EpoxyCore
import EpoxyLayout

/// What every group of this module shares: its items, the constrainables made for them, the
/// layout guide the group occupies, and installing, updating and uninstalling them. `HGroup`,
/// `VGroup` and `ZGroup` only say which constraints place the items.
public class ItemsGroup: Group {
    let state: GroupItemsState
    /// The group's kind as diagnostics name it (`HGroup`).
    private let kindName: String

    init(name: String, items: [any GroupItemModeling]) {
        kindName = name
        state = GroupItemsState(name: name, items: items)
    }

    /// Where the host made the model of this group (its dataID and a script's `file:line`,
    /// `#row, screen.lua:4`): diagnostics then name the group's guide `<HGroup #row, screen.lua:4>`,
    /// as `View.modelOrigin` names views, rather than `<owner>.HGroup(row)`.
    public var modelOrigin: String? {
        didSet { state.guide.modelDescription = modelOrigin.map { "\(kindName) \($0)" } }
    }

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

    /// The constraints that place the items inside the group's guide (`owner`); subclasses override.
    func makeConstraints(owner: ConstrainableContainer) -> [LayoutConstraint] {
        []
    }

    /// Replaces the active constraints with fresh ones (after installing, new items or a style
    /// change): the subclass's placement and each item's aspect ratio.
    final func installConstraints() {
        guard owningView != nil else { return }
        let ratios = state.containers.compactMap { container in container.placement.aspectRatio?.constraint(on: container) }
        state.activate(makeConstraints(owner: ConstrainableContainer(self, dataID: state.guide.identifier)) + ratios)
    }
}
