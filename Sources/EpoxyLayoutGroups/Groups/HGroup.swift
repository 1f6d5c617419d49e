import EpoxyCore
import EpoxyLayout

/// Lays its items out side by side from leading to trailing (SwiftUI's `HStack`, Epoxy's
/// `HGroup`). At accessibility type sizes it reflows its items vertically, as Epoxy's does,
/// placing them by `accessibilityAlignment`.
public final class HGroup: ItemsGroup {
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
        super.init(name: "HGroup", items: items)
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

    override public func traitsDidChange() {
        if owningView != nil && shouldUseAccessibilityLayout != isUsingAccessibilityLayout {
            installConstraints()
        }
        super.traitsDidChange()
    }

    // MARK: Constraints

    private var shouldUseAccessibilityLayout: Bool {
        let isAccessibilitySize = owningView?.traits.contentSizeCategory.isAccessibilityCategory ?? false
        return forceVerticalAccessibilityLayout || (reflowsForAccessibilityTypeSizes && isAccessibilitySize)
    }

    /// The horizontal constraints, or the vertical ones at accessibility type sizes (and records which).
    override func makeConstraints(owner: ConstrainableContainer) -> [LayoutConstraint] {
        isUsingAccessibilityLayout = shouldUseAccessibilityLayout
        return isUsingAccessibilityLayout
            ? VGroupConstraints(owner: owner, alignment: accessibilityAlignment, spacing: spacing, usesAccessibilityAlignment: true)
                .make(state.containers)
            : HGroupConstraints(owner: owner, alignment: alignment, spacing: spacing).make(state.containers)
    }
}
