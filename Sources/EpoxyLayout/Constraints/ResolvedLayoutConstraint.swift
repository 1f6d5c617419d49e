/// A constraint with its items and their views read once. The items are weak references:
/// each read is a call, a retain and a release on an object with a side table, and building
/// an engine otherwise read them a dozen times per constraint.
struct ResolvedLayoutConstraint {
    let constraint: LayoutConstraint
    let first: any LayoutItem
    let firstView: View
    let second: (any LayoutItem)?
    let secondView: View?

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
