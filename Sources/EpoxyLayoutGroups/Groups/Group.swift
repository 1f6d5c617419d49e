import EpoxyCore
import EpoxyLayout

/// A layout group: items laid out in a layout guide of the view it is installed in. Its items'
/// views are added flat to that view (nested groups too), as in Epoxy.
public protocol Group: Constrainable {
    /// The items, in order.
    var items: [AnyGroupItem] { get }
    /// The constrainables made for the items, in the items' order.
    var constrainables: [any Constrainable] { get }
    /// The view the group is installed in.
    var owningView: View? { get }
    /// Replaces the items, diffing by dataID: unchanged items keep their constrainables, changed
    /// content updates them, removed ones are uninstalled and new ones made; the group's
    /// constraints are then made again. Duplicate dataIDs are warned about, not fatal.
    func setItems(_ items: [any GroupItemModeling], animated: Bool)
    /// The constrainable made for the item with `dataID` (first match), nil without one.
    func constrainable(with dataID: AnyHashable) -> (any Constrainable)?
    /// The item with `dataID` (first match), nil without one.
    func groupItem(with dataID: AnyHashable) -> AnyGroupItem?
    /// Re-evaluates trait-dependent layout (an HGroup's accessibility reflow) here and in nested
    /// groups. Call it after the traits of the owning view changed; group views do it themselves.
    func traitsDidChange()
}

extension Group {
    /// Replaces the items with those `build` returns (see ``Group/setItems(_:animated:)``).
    public func setItems(animated: Bool = false, @GroupModelBuilder _ build: () -> [any GroupItemModeling]) {
        setItems(build(), animated: animated)
    }

    /// The group's rectangle in its owning view's coordinates, after layout.
    public var layoutFrame: Rect {
        (anchorItem as? LayoutGuide)?.layoutFrame ?? .zero
    }

    /// The constrainable for `dataID` in this group or any nested group (depth first).
    public func descendant(withDataID dataID: AnyHashable) -> (any Constrainable)? {
        if let found = constrainable(with: dataID) { return found }
        for case let group as any Group in constrainables {
            if let found = group.descendant(withDataID: dataID) { return found }
        }
        return nil
    }

    /// The leading edge of the group.
    public var leadingAnchor: LayoutXAxisAnchor { anchorItem.leadingAnchor }
    /// The trailing edge of the group.
    public var trailingAnchor: LayoutXAxisAnchor { anchorItem.trailingAnchor }
    /// The top edge of the group.
    public var topAnchor: LayoutYAxisAnchor { anchorItem.topAnchor }
    /// The bottom edge of the group.
    public var bottomAnchor: LayoutYAxisAnchor { anchorItem.bottomAnchor }
    /// The horizontal centre of the group.
    public var centerXAnchor: LayoutXAxisAnchor { anchorItem.centerXAnchor }
    /// The vertical centre of the group.
    public var centerYAnchor: LayoutYAxisAnchor { anchorItem.centerYAnchor }
    /// The width of the group.
    public var widthAnchor: LayoutDimension { anchorItem.widthAnchor }
    /// The height of the group.
    public var heightAnchor: LayoutDimension { anchorItem.heightAnchor }

    /// Pins the group's edges to its owning view's edges and activates the constraints; the
    /// bottom one at `bottomPriority`. Warns and returns nothing when the group is not installed.
    @discardableResult
    public func constrainToSuperview(bottomPriority: LayoutPriority = .required) -> [LayoutConstraint] {
        guard let view = owningView else { return warnNotInstalled("constrainToSuperview") }
        return pin(to: view, bottomPriority: bottomPriority)
    }

    /// Pins the group's edges to its owning view's layout margins and activates the constraints;
    /// the bottom one at `bottomPriority`. Warns and returns nothing when the group is not installed.
    @discardableResult
    public func constrainToMargins(bottomPriority: LayoutPriority = .required) -> [LayoutConstraint] {
        guard let view = owningView else { return warnNotInstalled("constrainToMargins") }
        return pin(to: view.layoutMarginsGuide, bottomPriority: bottomPriority)
    }

    private func pin(to item: any LayoutItem, bottomPriority: LayoutPriority) -> [LayoutConstraint] {
        let constraints = [
            topAnchor.constraint(equalTo: item.topAnchor),
            leadingAnchor.constraint(equalTo: item.leadingAnchor),
            trailingAnchor.constraint(equalTo: item.trailingAnchor),
            bottomAnchor.constraint(equalTo: item.bottomAnchor).withPriority(bottomPriority),
        ]
        LayoutConstraint.activate(constraints)
        // EpoxyLayout adds constraints to its solver in activation order, and solving is much
        // slower when a group's chain comes before the pins that fix the group (measured: a
        // 1,200-item VGroup lays out in 0.6 s instead of 4 s), so the group's own constraints
        // are activated again after the pins. (Re-activating nested groups' too was slower.)
        (self as? ItemsGroup)?.state.reactivate()
        return constraints
    }

    private func warnNotInstalled(_ method: String) -> [LayoutConstraint] {
        EpoxyLogger.current.warn("\(method)() needs the group installed in a view first (call install(in:)).")
        return []
    }
}
