import EpoxyCore
import EpoxyLayout

/// Overlays its items in one box, each placed on both axes by its alignments (a badge at the
/// top-trailing corner of an avatar). The box hugs the largest item. Later items are in front.
/// Not part of Epoxy; it follows SwiftUI's `ZStack`.
public final class ZGroup: Group {
    /// How items are placed horizontally unless they set their own `horizontalAlignment`.
    public let horizontalAlignment: VGroup.ItemAlignment
    /// How items are placed vertically unless they set their own `verticalAlignment`.
    public let verticalAlignment: HGroup.ItemAlignment

    let state: GroupItemsState

    /// The group's style (its alignments in both axes).
    public var style: Style { Style(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment) }

    /// Creates a group with a style and items.
    public init(style: Style = Style(), items: [any GroupItemModeling] = []) {
        horizontalAlignment = style.horizontalAlignment
        verticalAlignment = style.verticalAlignment
        state = GroupItemsState(name: "ZGroup", items: items)
    }

    /// Creates a group whose items a builder block lists.
    public convenience init(
        horizontalAlignment: VGroup.ItemAlignment = .center,
        verticalAlignment: HGroup.ItemAlignment = .center,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(style: Style(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment), items: content())
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
        state.activate(ZGroupConstraints(owner: owner, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment)
            .make(state.containers))
    }
}
