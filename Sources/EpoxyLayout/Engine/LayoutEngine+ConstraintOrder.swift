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
    /// Constraints whose first item is gone take no part in layout and are left out.
    static func canonicalOrder(_ constraints: [LayoutConstraint], in subtree: [View]) -> [LayoutConstraint] {
        var ordered: [LayoutConstraint] = []
        let resolved = constraints.compactMap(ResolvedLayoutConstraint.init)
        forEachInCanonicalOrder(resolved, treeIndex: treeIndex(of: subtree)) { ordered.append(resolved[$0].constraint) }
        return ordered
    }

    /// Each view's position in `subtree`.
    static func treeIndex(of subtree: [View]) -> [ObjectIdentifier: Int] {
        var treeIndex: [ObjectIdentifier: Int] = [:]
        treeIndex.reserveCapacity(subtree.count)
        for (index, view) in subtree.enumerated() { treeIndex[ObjectIdentifier(view)] = index }
        return treeIndex
    }

    /// Calls `body` with the position of each of `constraints`, in canonical order. Usually
    /// they already are in it (a group activates its constraints item by item), and are then
    /// visited as they are: the keys are worked out in a temporary buffer, and only constraints
    /// out of order are sorted (copying every constraint into a sorted array took a cache miss
    /// per constraint in a large tree).
    static func forEachInCanonicalOrder(
        _ constraints: [ResolvedLayoutConstraint], treeIndex: [ObjectIdentifier: Int], _ body: (Int) -> Void
    ) {
        guard constraints.count > 1 else {
            constraints.indices.forEach(body)
            return
        }
        func index(of view: ObjectIdentifier?) -> Int {
            guard let view else { return 0 }
            return treeIndex[view] ?? 0
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: constraints.count) { deepest in
            var isOrdered = true
            for (position, resolved) in constraints.enumerated() {
                deepest.initializeElement(at: position, to: max(index(of: resolved.firstViewIdentifier), index(of: resolved.secondViewIdentifier)))
                if position > 0 && deepest[position] < deepest[position - 1] { isOrdered = false }
            }
            if isOrdered {
                constraints.indices.forEach(body)
                return
            }
            // Stable: constraints with the same deepest item keep their activation order.
            let order = constraints.indices.sorted { (deepest[$0], $0) < (deepest[$1], $1) }
            order.forEach(body)
        }
    }

    /// The views a constraint positions. A view related only to what it contains (its own
    /// guides, its descendants and their guides) keeps its frame, as a view whose autoresizing
    /// mask is translated does in UIKit; any other relation hands its frame to the solver. A
    /// custom guide is a free rectangle inside its owner: only a relation to something outside
    /// the owner positions the owner through it (margins and safe area guides follow the owner,
    /// so any relation of theirs to the outside does).
    static func positionedViews(of constraint: ResolvedLayoutConstraint) -> (first: ObjectIdentifier?, second: ObjectIdentifier?) {
        // Identities and unretained views: every constraint of a layout comes through here, and
        // passing its items and views around retained and released each of them about twice.
        let first = Side(item: constraint.firstItemIdentifier, view: constraint.firstViewReference)
        guard let secondItem = constraint.secondItemReference, let secondView = constraint.secondViewReference else {
            return (positionedView(by: first, relatedTo: nil, item: constraint.firstItemReference), nil)
        }
        let second = Side(item: secondItem._withUnsafeGuaranteedRef(ObjectIdentifier.init), view: secondView)
        return (positionedView(by: first, relatedTo: second, item: constraint.firstItemReference),
                positionedView(by: second, relatedTo: first, item: secondItem))
    }

    /// One side of a constraint: its item's identity and its view, unretained (the tree holds it
    /// for as long as a build or an activation looks at it).
    private struct Side {
        let item: ObjectIdentifier
        let view: Unmanaged<View>
    }

    /// The view that `side` of a constraint positions, if any.
    ///
    /// An item is a view exactly when it is its own view (a guide's view is its owner), so
    /// these checks compare identities instead of casting. (Only a guide's own constant size is
    /// cast, to read its kind.)
    private static func positionedView(by side: Side, relatedTo other: Side?, item: Unmanaged<AnyObject>) -> ObjectIdentifier? {
        let view = side.view._withUnsafeGuaranteedRef(ObjectIdentifier.init)
        let isGuide = side.item != view
        guard let other else {
            return isGuide && LayoutGuide.unretained(item: item)._withUnsafeGuaranteedRef(\.kind) == .custom ? nil : view
        }
        if isContained(other, in: side.view) { return nil }
        // A guide related to its own owner stays inside it.
        if isGuide, other.item == view { return nil }
        return view
    }

    /// Whether `side`'s item lies inside `view`: a descendant of it, or a guide of it or of a
    /// descendant.
    private static func isContained(_ side: Side, in view: Unmanaged<View>) -> Bool {
        side.view._withUnsafeGuaranteedRef { owner in
            view._withUnsafeGuaranteedRef { view in
                if side.item == ObjectIdentifier(owner) { return owner !== view && owner.isDescendant(of: view) }
                return owner === view || owner.isDescendant(of: view)
            }
        }
    }
}
