/// A constraint with its items and their views read once: each read checks the item's
/// lifetime, retains and releases it, and building an engine otherwise read them a dozen times
/// per constraint.
///
/// Lives only within one call that the items' tree outlives (an engine's build, which holds
/// the tree's views, and the views their guides; an activation): the items and their views are
/// held as unmanaged references, so copying one costs no reference counting, and neither does
/// comparing their identities or reading their variables.
///
/// Only `View` and `LayoutGuide` are layout items (only `EpoxyLayout` makes the lifetimes an item
/// must have), and an item is a view exactly when it is its own view: the item's class is known
/// from identities, without a cast.
struct ResolvedLayoutConstraint {
    let constraint: LayoutConstraint
    /// The items, unretained: a view, or a layout guide when it is not its own view.
    let firstItemReference: Unmanaged<AnyObject>
    let secondItemReference: Unmanaged<AnyObject>?
    /// The items' views, unretained (see `firstView` and `secondView` for the views).
    let firstViewReference: Unmanaged<View>
    let secondViewReference: Unmanaged<View>?

    /// Nil when the first item or the view it belongs to is gone.
    init?(_ constraint: LayoutConstraint) {
        guard let first = constraint.firstLifetime?.unretainedItemAndView, let firstView = first.view else { return nil }
        self.constraint = constraint
        firstItemReference = first.item
        firstViewReference = firstView
        let second = constraint.secondLifetime?.unretainedItemAndView
        secondItemReference = second?.item
        secondViewReference = second?.view
    }

    /// The view of the first item (the item itself, or a guide's owner).
    var firstView: View { firstViewReference.takeUnretainedValue() }
    /// The view of the second item, nil without one.
    var secondView: View? { secondViewReference?.takeUnretainedValue() }

    // The identities, read without retaining anything: the canonical order and the engine's
    // bookkeeping look them up for every constraint of a layout.
    var firstItemIdentifier: ObjectIdentifier { Self.identifier(of: firstItemReference) }
    var secondItemIdentifier: ObjectIdentifier? { secondItemReference.map(Self.identifier(of:)) }
    var firstViewIdentifier: ObjectIdentifier { firstViewReference._withUnsafeGuaranteedRef(ObjectIdentifier.init) }
    var secondViewIdentifier: ObjectIdentifier? { secondViewReference?._withUnsafeGuaranteedRef(ObjectIdentifier.init) }

    /// Whether the first item is its own view (not a layout guide).
    var firstIsView: Bool { Self.isView(firstItemReference, firstViewReference) }
    /// Whether the second item is its own view; false without one.
    var secondIsView: Bool {
        guard let secondItemReference, let secondViewReference else { return false }
        return Self.isView(secondItemReference, secondViewReference)
    }

    /// The first item's variables, unretained.
    var firstVariables: LayoutVariables.Unretained { Self.variables(firstItemReference, of: firstViewReference) }
    /// The second item's variables, unretained; nil without one.
    var secondVariables: LayoutVariables.Unretained? {
        guard let secondItemReference, let secondViewReference else { return nil }
        return Self.variables(secondItemReference, of: secondViewReference)
    }

    /// Whether either side is a baseline (its position depends on the view's text).
    var mentionsBaseline: Bool {
        func isBaseline(_ attribute: LayoutAttribute) -> Bool { attribute == .firstBaseline || attribute == .lastBaseline }
        return isBaseline(constraint.firstAttribute) || isBaseline(constraint.secondAttribute)
    }

    private static func identifier(of item: Unmanaged<AnyObject>) -> ObjectIdentifier {
        item._withUnsafeGuaranteedRef(ObjectIdentifier.init)
    }

    private static func isView(_ item: Unmanaged<AnyObject>, _ view: Unmanaged<View>) -> Bool {
        identifier(of: item) == view._withUnsafeGuaranteedRef(ObjectIdentifier.init)
    }

    private static func variables(_ item: Unmanaged<AnyObject>, of view: Unmanaged<View>) -> LayoutVariables.Unretained {
        if isView(item, view) { return view._withUnsafeGuaranteedRef { $0.layoutVariables.unretained } }
        return LayoutGuide.unretained(item: item)._withUnsafeGuaranteedRef { $0.layoutVariables.unretained }
    }
}
