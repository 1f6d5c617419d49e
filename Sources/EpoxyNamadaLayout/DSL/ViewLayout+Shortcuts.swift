import EpoxyLayout

// Shortcuts that make several position constraints at once. Their relation is one on the inset:
// `horizontal(.moreThanTo(18), to: .parent)` keeps at least 18 points on both sides.
extension ViewLayout {
    /// centerX and centerY to the target's centres.
    @discardableResult
    public func center(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        pin([.centerX, .centerY], relation, to: target.relatedAnchor, priority: priority)
    }

    /// Top and bottom to the target's.
    @discardableResult
    public func vertical(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        pin([.top, .bottom], relation, to: target.relatedAnchor, priority: priority)
    }

    /// Left and right to the target's.
    @discardableResult
    public func horizontal(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        pin([.left, .right], relation, to: target.relatedAnchor, priority: priority)
    }

    /// Top, bottom, left and right to the target's.
    @discardableResult
    public func edges(_ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        pin([.top, .bottom, .left, .right], relation, to: target.relatedAnchor, priority: priority)
    }

    /// Between two views: vertically top to `first`'s bottom and bottom to `second`'s top;
    /// horizontally left to `first`'s right and right to `second`'s left.
    @discardableResult
    public func inBetween(of first: View, and second: View, _ relation: InBetweenRelation, priority: LayoutPriority? = nil) -> Self {
        switch relation {
        case .vertically(let distance):
            edge(.top, distance, to: Anchor(of: first).bottomAnchor, priority: priority, mirrorsFarEdge: true)
            edge(.bottom, distance, to: Anchor(of: second).topAnchor, priority: priority, mirrorsFarEdge: true)
        case .horizontally(let distance):
            edge(.left, distance, to: Anchor(of: first).rightAnchor, priority: priority, mirrorsFarEdge: true)
            edge(.right, distance, to: Anchor(of: second).leftAnchor, priority: priority, mirrorsFarEdge: true)
        }
        return self
    }

    /// In a corner or along a side of the parent.
    @discardableResult
    public func at(_ position: ViewPosition, _ relation: LayoutRelation<Double>, priority: LayoutPriority? = nil) -> Self {
        at(position, relation, to: RelatedAnchor.parent, priority: priority)
    }

    /// In a corner or along a side of the target; or next to a view (`.topOf(view)`, …), where
    /// the target is that view.
    @discardableResult
    public func at(
        _ position: ViewPosition, _ relation: LayoutRelation<Double>, to target: some RelatedAnchorConvertible,
        priority: LayoutPriority? = nil
    ) -> Self {
        switch position {
        case .topOf(let other):
            edge(.bottom, relation, to: Anchor(of: other).topAnchor, priority: priority, mirrorsFarEdge: true)
            edge(.centerX, .equal, to: Anchor(of: other).centerXAnchor, priority: priority)
        case .bottomOf(let other):
            edge(.top, relation, to: Anchor(of: other).bottomAnchor, priority: priority, mirrorsFarEdge: true)
            edge(.centerX, .equal, to: Anchor(of: other).centerXAnchor, priority: priority)
        case .leftOf(let other):
            edge(.right, relation, to: Anchor(of: other).leftAnchor, priority: priority, mirrorsFarEdge: true)
            edge(.centerY, .equal, to: Anchor(of: other).centerYAnchor, priority: priority)
        case .rightOf(let other):
            edge(.left, relation, to: Anchor(of: other).rightAnchor, priority: priority, mirrorsFarEdge: true)
            edge(.centerY, .equal, to: Anchor(of: other).centerYAnchor, priority: priority)
        default:
            pin(position.edges, relation, to: target.relatedAnchor, priority: priority)
        }
        return self
    }

    /// Each attribute to the same attribute of the target (or the target's own attribute).
    @discardableResult
    private func pin(_ attributes: [LayoutAttribute], _ relation: LayoutRelation<Double>, to target: RelatedAnchor, priority: LayoutPriority?) -> Self {
        for attribute in attributes {
            edge(attribute, relation, to: RelatedAnchor(item: target.item, attribute: target.attribute), priority: priority, mirrorsFarEdge: true)
        }
        return self
    }
}
