import EpoxySolver
import EpoxyLayout

/// The chain a `put` returns: position and size constraints, shortcuts, setters and nested
/// content for one view (NamadaLayout's `ViewLayout`). Every method returns the chain.
///
/// Constraints are made when the layout pass completes, so a chain may refer to views put after
/// it. A constraint without an explicit priority gets the chain's next default priority: 999 for
/// the first, then 998, 997, … so earlier constraints win conflicts.
@dynamicMemberLookup
public final class ViewLayout<V: View> {
    /// The view being laid out.
    public let view: V
    /// The pass this chain belongs to.
    public let context: LayoutContext
    /// The view put before this one in the same container, for `previous`.
    public let previous: View?
    /// The priority the next constraint without an explicit one gets.
    public private(set) var nextDefaultPriority = ViewLayout.firstDefaultPriority

    /// The priority of a chain's first constraint without an explicit priority.
    public static var firstDefaultPriority: LayoutPriority { 999 }

    init(view: V, context: LayoutContext, previous: View?) {
        self.view = view
        self.context = context
        self.previous = previous
    }

    // MARK: Position constraints

    /// `top relation target + distance`.
    @discardableResult
    public func top(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.top, relation, to: target.relatedAnchor, priority: priority)
    }

    /// `bottom relation target − distance` (the distance is measured inward).
    @discardableResult
    public func bottom(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.bottom, relation, to: target.relatedAnchor, priority: priority)
    }

    /// `left relation target + distance`.
    @discardableResult
    public func left(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.left, relation, to: target.relatedAnchor, priority: priority)
    }

    /// `right relation target − distance`.
    @discardableResult
    public func right(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.right, relation, to: target.relatedAnchor, priority: priority)
    }

    /// `leading relation target + distance`.
    @discardableResult
    public func leading(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.leading, relation, to: target.relatedAnchor, priority: priority)
    }

    /// `trailing relation target − distance`.
    @discardableResult
    public func trailing(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.trailing, relation, to: target.relatedAnchor, priority: priority)
    }

    /// `centerX relation target + offset`.
    @discardableResult
    public func centerX(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.centerX, relation, to: target.relatedAnchor, priority: priority)
    }

    /// `centerY relation target + offset`.
    @discardableResult
    public func centerY(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        edge(.centerY, relation, to: target.relatedAnchor, priority: priority)
    }

    /// One position constraint. The relation is read literally (`right(.lessThan, …)` is
    /// `right <= target`); the value is a distance measured inward, so it is subtracted for
    /// bottom, right and trailing. `mirrorsFarEdge` (the shortcuts) reads the relation as one on
    /// the inset instead, flipping `>=`/`<=` on those edges so `moreThanTo(18)` keeps at least 18.
    @discardableResult
    func edge(
        _ attribute: LayoutAttribute, _ relation: LayoutRelation<Double>, to target: RelatedAnchor,
        priority: LayoutPriority?, mirrorsFarEdge: Bool = false
    ) -> Self {
        let isFarEdge = [.bottom, .right, .trailing].contains(attribute)
        let distance = relation.value ?? 0
        request(
            attribute, isFarEdge && mirrorsFarEdge ? relation.relation.mirrored : relation.relation,
            to: target, multiplier: 1, constant: isFarEdge ? -distance : distance, priority: priority)
        return self
    }

    /// Records one constraint request with the chain's default priority unless one is given.
    func request(
        _ attribute: LayoutAttribute, _ relation: Relation, to target: RelatedAnchor?,
        multiplier: Double, constant: Double, priority: LayoutPriority?
    ) {
        let resolvedPriority = priority ?? takeDefaultPriority()
        guard resolvedPriority.isValid else {
            return context.fail("priority \(resolvedPriority) of \(attribute.rawValue) of \(view.layoutItemDescription) is outside 1…1000", view: view)
        }
        guard multiplier.isFinite, constant.isFinite else {
            return context.fail("\(attribute.rawValue) of \(view.layoutItemDescription) needs a finite multiplier and constant", view: view)
        }
        context.add(ConstraintRequest(
            view: view, previous: previous, attribute: attribute, relation: relation, target: target,
            multiplier: multiplier, constant: constant, priority: resolvedPriority, location: context.sourceLocation))
    }

    private func takeDefaultPriority() -> LayoutPriority {
        let priority = nextDefaultPriority
        // Stay a valid priority however long the chain: the last ones share priority 1.
        nextDefaultPriority = max(1, nextDefaultPriority - 1)
        return priority
    }
}
