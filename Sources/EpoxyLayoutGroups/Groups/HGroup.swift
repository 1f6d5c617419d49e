import EpoxyCore
import EpoxyLayout

/// Lays its items out side by side from leading to trailing (SwiftUI's `HStack`, Epoxy's
/// `HGroup`). At accessibility type sizes it reflows its items vertically, as Epoxy's does,
/// placing them by `accessibilityAlignment`.
public final class HGroup: Group {
    /// How items are placed vertically unless they set their own alignment.
    public let alignment: ItemAlignment
    /// How items are placed horizontally when the group reflows vertically.
    public let accessibilityAlignment: VGroup.ItemAlignment

    /// The space between neighbouring items; changing it re-makes the constraints.
    public var spacing: Double {
        didSet { installConstraints() }
    }

    /// Whether the group lays its items out vertically at accessibility type sizes.
    public var reflowsForAccessibilityTypeSizes: Bool {
        didSet { installConstraints() }
    }

    /// Whether the group always lays its items out vertically.
    public var forceVerticalAccessibilityLayout: Bool {
        didSet { installConstraints() }
    }

    let state: GroupItemsState
    /// Whether the active constraints are the vertical (accessibility) ones.
    public private(set) var isUsingAccessibilityLayout = false

    /// The group's current style (its alignments, spacing and reflow settings).
    public var style: Style {
        Style(
            alignment: alignment, accessibilityAlignment: accessibilityAlignment, spacing: spacing,
            reflowsForAccessibilityTypeSizes: reflowsForAccessibilityTypeSizes,
            forceVerticalAccessibilityLayout: forceVerticalAccessibilityLayout)
    }

    /// Creates a group with a style and items.
    public init(style: Style = Style(), items: [any GroupItemModeling] = []) {
        alignment = style.alignment
        accessibilityAlignment = style.accessibilityAlignment
        spacing = style.spacing
        reflowsForAccessibilityTypeSizes = style.reflowsForAccessibilityTypeSizes
        forceVerticalAccessibilityLayout = style.forceVerticalAccessibilityLayout
        state = GroupItemsState(name: "HGroup", items: items)
    }

    /// Creates a group from its alignments, spacing and items.
    public convenience init(
        alignment: ItemAlignment = .fill,
        accessibilityAlignment: VGroup.ItemAlignment = .leading,
        spacing: Double = 0,
        items: [any GroupItemModeling]
    ) {
        self.init(style: Style(alignment: alignment, accessibilityAlignment: accessibilityAlignment, spacing: spacing), items: items)
    }

    /// Creates a group whose items a builder block lists.
    public convenience init(
        alignment: ItemAlignment = .fill,
        accessibilityAlignment: VGroup.ItemAlignment = .leading,
        spacing: Double = 0,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(alignment: alignment, accessibilityAlignment: accessibilityAlignment, spacing: spacing, items: content())
    }

    /// Creates a group with a style whose items a builder block lists.
    public convenience init(style: Style, @GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
        self.init(style: style, items: content())
    }

    /// Sets `reflowsForAccessibilityTypeSizes` and returns the group (for builder chains).
    @discardableResult
    public func reflowsForAccessibilityTypeSizes(_ reflows: Bool) -> HGroup {
        reflowsForAccessibilityTypeSizes = reflows
        return self
    }

    /// Sets `forceVerticalAccessibilityLayout` and returns the group (for builder chains).
    @discardableResult
    public func forceAccessibilityVerticalLayout(_ force: Bool) -> HGroup {
        forceVerticalAccessibilityLayout = force
        return self
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
        if owningView != nil && shouldUseAccessibilityLayout != isUsingAccessibilityLayout {
            installConstraints()
        }
        for case let group as any Group in constrainables { group.traitsDidChange() }
    }

    // MARK: Constraints

    private var shouldUseAccessibilityLayout: Bool {
        let isAccessibilitySize = owningView?.traits.contentSizeCategory.isAccessibilityCategory ?? false
        return forceVerticalAccessibilityLayout || (reflowsForAccessibilityTypeSizes && isAccessibilitySize)
    }

    private func installConstraints() {
        guard owningView != nil else { return }
        isUsingAccessibilityLayout = shouldUseAccessibilityLayout
        let owner = ConstrainableContainer(self, dataID: state.guide.identifier)
        let constraints = isUsingAccessibilityLayout
            ? VGroupConstraints(owner: owner, alignment: accessibilityAlignment, spacing: spacing, usesAccessibilityAlignment: true)
                .make(state.containers)
            : HGroupConstraints(owner: owner, alignment: alignment, spacing: spacing).make(state.containers)
        state.activate(constraints)
    }
}
