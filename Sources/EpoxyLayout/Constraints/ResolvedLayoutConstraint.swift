/// A constraint with its items and their views read once: each read checks the item's
/// lifetime, retains and releases it, and building an engine otherwise read them a dozen times
/// per constraint.
///
/// Lives only within one call that the items' tree outlives (an engine's build, which holds
/// the tree's views, and the views their guides; an activation): the items are held unowned
/// and unchecked, and their views as unmanaged references, so copying one costs no reference
/// counting, and neither does comparing or looking up the views' identities.
struct ResolvedLayoutConstraint {
    let constraint: LayoutConstraint
    unowned(unsafe) let first: any LayoutItem
    unowned(unsafe) let second: (any LayoutItem)?
    /// The items' views, unretained (see `firstView` and `secondView` for the views).
    let firstViewReference: Unmanaged<View>
    let secondViewReference: Unmanaged<View>?

    /// Nil when the first item or the view it belongs to is gone.
    init?(_ constraint: LayoutConstraint) {
        guard let first = constraint.firstItem, let firstView = first.owningView else { return nil }
        self.constraint = constraint
        self.first = first
        firstViewReference = Unmanaged.passUnretained(firstView)
        second = constraint.secondItem
        secondViewReference = second?.owningView.map(Unmanaged.passUnretained)
    }

    /// The view of the first item (the item itself, or a guide's owner).
    var firstView: View { firstViewReference.takeUnretainedValue() }
    /// The view of the second item, nil without one.
    var secondView: View? { secondViewReference?.takeUnretainedValue() }

    // The views' identities, read without retaining them: the canonical order looks each up
    // for every constraint of a layout.
    var firstViewIdentifier: ObjectIdentifier { firstViewReference._withUnsafeGuaranteedRef(ObjectIdentifier.init) }
    var secondViewIdentifier: ObjectIdentifier? { secondViewReference?._withUnsafeGuaranteedRef(ObjectIdentifier.init) }

    /// Whether either side is a baseline (its position depends on the view's text).
    var mentionsBaseline: Bool {
        func isBaseline(_ attribute: LayoutAttribute) -> Bool { attribute == .firstBaseline || attribute == .lastBaseline }
        return isBaseline(constraint.firstAttribute) || isBaseline(constraint.secondAttribute)
    }
}
