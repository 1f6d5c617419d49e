/// A constraint with its items and their views read once: each read checks the item's
/// lifetime, retains and releases it, and building an engine otherwise read them a dozen times
/// per constraint.
///
/// Lives only within one call that the items' tree outlives (an engine's build, which holds
/// the tree's views, and the views their guides; an activation): the items are held unowned
/// and unchecked, so copying one costs no reference counting.
struct ResolvedLayoutConstraint {
    let constraint: LayoutConstraint
    unowned(unsafe) let first: any LayoutItem
    unowned(unsafe) let firstView: View
    unowned(unsafe) let second: (any LayoutItem)?
    unowned(unsafe) let secondView: View?

    /// Nil when the first item or the view it belongs to is gone.
    init?(_ constraint: LayoutConstraint) {
        guard let first = constraint.firstItem, let firstView = first.owningView else { return nil }
        self.constraint = constraint
        self.first = first
        self.firstView = firstView
        second = constraint.secondItem
        secondView = second?.owningView
    }

    /// Whether either side is a baseline (its position depends on the view's text).
    var mentionsBaseline: Bool {
        func isBaseline(_ attribute: LayoutAttribute) -> Bool { attribute == .firstBaseline || attribute == .lastBaseline }
        return isBaseline(constraint.firstAttribute) || isBaseline(constraint.secondAttribute)
    }
}
