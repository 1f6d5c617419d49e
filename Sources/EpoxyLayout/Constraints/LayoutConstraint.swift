import EpoxyCore
import EpoxySolver

/// A relationship between two layout attributes, `first relation multiplier × second + constant`
/// (NSLayoutConstraint's counterpart). Activating installs it in the engine of the items' tree;
/// changing `constant` afterwards is an incremental edit of the solver.
public final class LayoutConstraint: CustomStringConvertible {
    /// The constrained item, nil once it has been deallocated.
    public var firstItem: (any LayoutItem)? { firstLifetime?.item }
    /// The constrained attribute of `firstItem`.
    public let firstAttribute: LayoutAttribute
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The item related to, nil for a constant dimension or once it has been deallocated.
    public var secondItem: (any LayoutItem)? { secondLifetime?.item }
    /// The attribute of `secondItem`, `.notAnAttribute` without one.
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: Double

    // `constant`, `priority` and `installedView` are read for each constraint a layout builds and
    // skip dynamic exclusivity checks (see `View`): the observers write them only after the
    // access that set them has ended.
    /// The constant added to the second attribute; changing it re-solves incrementally.
    @exclusivity(unchecked) public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            installedView?.rootView.constraintConstantChanged(self)
        }
    }

    /// 1…1000. As in UIKit, an active constraint cannot change between required and
    /// non-required (the change is refused with a warning).
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet {
            guard priority != oldValue, let view = installedView else { return }
            if priority.isRequired != oldValue.isRequired || !priority.isValid {
                view.rootView.warn("Refusing to change the priority of active constraint \(self) from \(oldValue) to \(priority): an active constraint cannot change between required and non-required.")
                priority = oldValue
                return
            }
            view.rootView.invalidateLayoutEngine()
        }
    }

    /// A name shown in diagnostics.
    public var identifier: String?

    /// The view the constraint is installed on (the items' nearest common ancestor) while active.
    /// Not a `weak` reference (see `LayoutItemLifetime`): the view sets it to nil when it
    /// uninstalls the constraint or is deinitialized.
    @exclusivity(unchecked) unowned(unsafe) var installedView: View?
    /// Where the last engine that took this constraint keeps its entry: only a hint, checked
    /// against that engine's table (see `UserConstraintTable`). -1 until an engine takes it.
    @exclusivity(unchecked) var engineEntryHint = -1
    /// Refer to the items without `weak` references (see `LayoutItemLifetime`).
    let firstLifetime: LayoutItemLifetime?
    let secondLifetime: LayoutItemLifetime?

    /// Creates a constraint `item.attribute relation multiplier × toItem.attribute + constant`.
    public convenience init(
        item: (any LayoutItem)?, attribute: LayoutAttribute, relatedBy relation: Relation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        self.init(
            firstLifetime: item?.layoutItemLifetime, attribute: attribute, relatedBy: relation,
            secondLifetime: toItem?.layoutItemLifetime, attribute: secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// Creates a constraint from its items' lifetimes (an anchor holds its item's).
    init(
        firstLifetime: LayoutItemLifetime?, attribute: LayoutAttribute, relatedBy relation: Relation,
        secondLifetime: LayoutItemLifetime?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, priority: LayoutPriority
    ) {
        self.firstLifetime = firstLifetime
        firstAttribute = attribute
        self.relation = relation
        self.secondLifetime = secondLifetime
        self.secondAttribute = secondLifetime == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    public var isActive: Bool {
        get { installedView != nil }
        set { newValue ? LayoutConstraint.activate([self]) : LayoutConstraint.deactivate([self]) }
    }

    /// Activates each constraint in its items' tree. A constraint that is invalid or whose
    /// items share no ancestor is not activated; a warning explains why.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.installedView == nil {
            constraint.install()
        }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        guard constraints.count > 1 else {
            constraints.first?.uninstall()
            return
        }
        // One pass over each view's constraints for the whole batch: removing them one by one
        // made deactivating a group's n constraints O(n²) (a tenth of laying out 1,000 rows).
        var views: [View] = []
        var removed: [ObjectIdentifier: [LayoutConstraint]] = [:]
        for constraint in constraints {
            guard let view = constraint.installedView else { continue }
            constraint.installedView = nil
            let key = ObjectIdentifier(view)
            if removed[key] == nil { views.append(view) }
            removed[key, default: []].append(constraint)
        }
        for view in views {
            view.uninstallConstraints(removed[ObjectIdentifier(view)] ?? [])
        }
    }

    /// The same constraint with another priority (convenient in builder chains).
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Why the constraint cannot take part in layout, or nil when it can.
    var validationProblem: String? {
        guard let resolved = ResolvedLayoutConstraint(self) else { return "its first item is gone" }
        return validationProblem(resolved)
    }

    /// Why the constraint cannot take part in layout, given its items read once.
    func validationProblem(_ resolved: ResolvedLayoutConstraint) -> String? {
        let secondItem = resolved.secondItemReference
        if secondAttribute != .notAnAttribute && resolved.secondView == nil { return "its second item is gone" }
        guard multiplier.isFinite, constant.isFinite else { return "its multiplier or constant is not finite" }
        guard priority.isValid else { return "its priority \(priority) is outside 1…1000" }
        if secondItem == nil && !firstAttribute.isDimension {
            return "a position cannot equal a constant without a second item"
        }
        if secondItem != nil && multiplier == 0 && !firstAttribute.isDimension {
            return "a multiplier of 0 makes a position equal a constant"
        }
        if secondItem != nil && firstAttribute.isDimension != secondAttribute.isDimension {
            return "it relates a position to a size"
        }
        if secondItem != nil && firstAttribute.isHorizontal != secondAttribute.isHorizontal
            && !(firstAttribute.isDimension && secondAttribute.isDimension) {
            return "it relates attributes on different axes"
        }
        // Checked for every constraint of every layout: comparisons, not sets (two allocations).
        func isDirectional(_ attribute: LayoutAttribute) -> Bool { attribute == .leading || attribute == .trailing }
        func isAbsolute(_ attribute: LayoutAttribute) -> Bool { attribute == .left || attribute == .right }
        if secondItem != nil && ((isDirectional(firstAttribute) && isAbsolute(secondAttribute))
            || (isAbsolute(firstAttribute) && isDirectional(secondAttribute))) {
            return "it relates a leading/trailing edge to a left/right edge"
        }
        return nil
    }

    private func install() {
        guard let resolved = ResolvedLayoutConstraint(self) else { return }
        if let problem = validationProblem(resolved) {
            return resolved.firstView.rootView.warn("Ignoring invalid constraint \(self): \(problem).")
        }
        // The views unretained (the tree holds them): every constraint a group activates
        // comes here.
        let ancestor = resolved.firstViewReference._withUnsafeGuaranteedRef { firstView -> View? in
            guard let secondView = resolved.secondViewReference else { return firstView }
            return secondView._withUnsafeGuaranteedRef { firstView.nearestCommonAncestor(with: $0) }
        }
        guard let ancestor else {
            return resolved.firstView.rootView.warn("Unable to activate constraint \(self): its items have no common ancestor (they are in different view trees).")
        }
        installedView = ancestor
        ancestor.installConstraint(self)
    }

    private func uninstall() {
        guard let view = installedView else { return }
        installedView = nil
        view.uninstallConstraint(self)
    }

    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(firstItem?.layoutItemDescription ?? "<nil>").\(firstAttribute.rawValue) \(relation) "
        if let secondItem {
            let factor = multiplier == 1 ? "" : "\(multiplier.pointDescription)*"
            text += "\(factor)\(secondItem.layoutItemDescription).\(secondAttribute.rawValue)"
            if constant > 0 { text += " + \(constant.pointDescription)" }
            if constant < 0 { text += " - \((-constant).pointDescription)" }
        } else {
            text += constant.pointDescription
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
