import EpoxyCore

// The canonical order constraints enter the solver in, and which views a constraint positions.
extension LayoutEngine {
    /// The constraints in tree order of the deepest item each mentions (a guide counts as its
    /// owner), so pins to the root and its guides come first and each view's constraints follow
    /// its predecessors', whatever order they were activated in. The solver's pivots, and with
    /// them the cost of a build, followed activation order (a chain's pins activated before the
    /// chain cost about twice as much as after it). Constraints whose deepest item is the same
    /// view keep their activation order: ordering those too (by attributes, or by the shallower
    /// item) made nested groups, which activate their items' constraints before the group's
    /// pins, three times slower to build.
    static func canonicalOrder(_ constraints: [LayoutConstraint], in subtree: [View]) -> [LayoutConstraint] {
        canonicalOrder(constraints, treeIndex: treeIndex(of: subtree))
    }

    /// Each view's position in `subtree`.
    static func treeIndex(of subtree: [View]) -> [ObjectIdentifier: Int] {
        var treeIndex: [ObjectIdentifier: Int] = [:]
        treeIndex.reserveCapacity(subtree.count)
        for (index, view) in subtree.enumerated() { treeIndex[ObjectIdentifier(view)] = index }
        return treeIndex
    }

    static func canonicalOrder(_ constraints: [LayoutConstraint], treeIndex: [ObjectIdentifier: Int]) -> [LayoutConstraint] {
        guard constraints.count > 1 else { return constraints }
        func index(of item: (any LayoutItem)?) -> Int {
            guard let view = item?.owningView else { return 0 }
            return treeIndex[ObjectIdentifier(view)] ?? 0
        }
        let keyed = constraints.enumerated().map { position, constraint in
            (deepest: max(index(of: constraint.firstItem), index(of: constraint.secondItem)), position: position, constraint: constraint)
        }
        return keyed.sorted { ($0.deepest, $0.position) < ($1.deepest, $1.position) }.map(\.constraint)
    }

    /// The views a constraint positions. A view related only to what it contains (its own
    /// guides, its descendants and their guides) keeps its frame, as a view whose autoresizing
    /// mask is translated does in UIKit; any other relation hands its frame to the solver. A
    /// custom guide is a free rectangle inside its owner: only a relation to something outside
    /// the owner positions the owner through it (margins and safe area guides follow the owner,
    /// so any relation of theirs to the outside does).
    static func positionedViews(of constraint: LayoutConstraint) -> [View] {
        var result: [View] = []
        if let first = constraint.firstItem, let view = positionedView(by: first, relatedTo: constraint.secondItem) {
            result.append(view)
        }
        if let second = constraint.secondItem, let view = positionedView(by: second, relatedTo: constraint.firstItem) {
            result.append(view)
        }
        return result
    }

    /// The view that `item`'s side of a constraint positions, if any.
    static func positionedView(by item: any LayoutItem, relatedTo other: (any LayoutItem)?) -> View? {
        guard let view = item.owningView else { return nil }
        let isGuide = !(item is View)
        guard let other else {
            return isGuide && (item as? LayoutGuide)?.kind == .custom ? nil : view
        }
        if isContained(other, in: view) { return nil }
        // A guide related to its own owner stays inside it.
        if isGuide, (other as? View) === view { return nil }
        return view
    }

    /// Whether `item` lies inside `view`: a descendant of it, or a guide of it or of a descendant.
    static func isContained(_ item: any LayoutItem, in view: View) -> Bool {
        if let subview = item as? View { return subview !== view && subview.isDescendant(of: view) }
        guard let owner = item.owningView else { return false }
        return owner === view || owner.isDescendant(of: view)
    }
}
