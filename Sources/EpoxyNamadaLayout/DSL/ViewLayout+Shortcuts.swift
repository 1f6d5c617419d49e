import EpoxyCore
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

    /// Top and bottom to the target's, each with its own distance.
    @discardableResult
    public func vertical<Insets: EdgeInsetsConvertible>(_ relation: LayoutRelation<Insets>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        pin([.top, .bottom], relation, to: target.relatedAnchor, priority: priority)
    }

    /// Left and right to the target's, each with its own distance.
    @discardableResult
    public func horizontal<Insets: EdgeInsetsConvertible>(_ relation: LayoutRelation<Insets>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        pin([.left, .right], relation, to: target.relatedAnchor, priority: priority)
    }

    /// Top, bottom, left and right to the target's, each with its own distance.
    @discardableResult
    public func edges<Insets: EdgeInsetsConvertible>(_ relation: LayoutRelation<Insets>, to target: some RelatedAnchorConvertible, priority: LayoutPriority? = nil) -> Self {
        pin([.top, .bottom, .left, .right], relation, to: target.relatedAnchor, priority: priority)
    }

    /// Between two views: vertically top to `first`'s bottom and bottom to `second`'s top;
    /// horizontally left to `first`'s right and right to `second`'s left.
    @discardableResult
    public func inBetween(of first: View, and second: View, _ relation: InBetweenRelation, priority: LayoutPriority? = nil) -> Self {
        inBetween(of: .item(first), and: .item(second), relation, priority: priority)
    }

    /// Between two items that may be named lazily (`.identified("button")`, `.anonymous(.previous)`).
    @discardableResult
    public func inBetween(of first: RelatedItem, and second: RelatedItem, _ relation: InBetweenRelation, priority: LayoutPriority? = nil) -> Self {
        switch relation {
        case .vertically(let distance):
            edge(.top, distance, to: RelatedAnchor(item: first, attribute: .bottom), priority: priority, mirrorsFarEdge: true)
            edge(.bottom, distance, to: RelatedAnchor(item: second, attribute: .top), priority: priority, mirrorsFarEdge: true)
        case .horizontally(let distance):
            edge(.left, distance, to: RelatedAnchor(item: first, attribute: .right), priority: priority, mirrorsFarEdge: true)
            edge(.right, distance, to: RelatedAnchor(item: second, attribute: .left), priority: priority, mirrorsFarEdge: true)
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
        case .topOf(let other): next(to: .top, of: .item(other), relation, priority: priority)
        case .bottomOf(let other): next(to: .bottom, of: .item(other), relation, priority: priority)
        case .leftOf(let other): next(to: .left, of: .item(other), relation, priority: priority)
        case .rightOf(let other): next(to: .right, of: .item(other), relation, priority: priority)
        default:
            pin(position.edges, relation, to: target.relatedAnchor, priority: priority)
        }
        return self
    }

    /// Next to `item` on its `side` (`.top`: above it), centred along it; the relation is on the gap.
    @discardableResult
    public func next(to side: LayoutAttribute, of item: RelatedItem, _ relation: LayoutRelation<Double>, priority: LayoutPriority? = nil) -> Self {
        switch side {
        case .top:
            edge(.bottom, relation, to: RelatedAnchor(item: item, attribute: .top), priority: priority, mirrorsFarEdge: true)
            edge(.centerX, .equal, to: RelatedAnchor(item: item, attribute: .centerX), priority: priority)
        case .bottom:
            edge(.top, relation, to: RelatedAnchor(item: item, attribute: .bottom), priority: priority, mirrorsFarEdge: true)
            edge(.centerX, .equal, to: RelatedAnchor(item: item, attribute: .centerX), priority: priority)
        case .left, .leading:
            edge(.right, relation, to: RelatedAnchor(item: item, attribute: .left), priority: priority, mirrorsFarEdge: true)
            edge(.centerY, .equal, to: RelatedAnchor(item: item, attribute: .centerY), priority: priority)
        case .right, .trailing:
            edge(.left, relation, to: RelatedAnchor(item: item, attribute: .right), priority: priority, mirrorsFarEdge: true)
            edge(.centerY, .equal, to: RelatedAnchor(item: item, attribute: .centerY), priority: priority)
        default:
            context.fail("next(to:) takes top, bottom, left or right, got \(side.rawValue)", view: view)
        }
        return self
    }

    /// Each edge to the same edge of the target at the inset's distance for that edge.
    @discardableResult
    private func pin<Insets: EdgeInsetsConvertible>(_ attributes: [LayoutAttribute], _ relation: LayoutRelation<Insets>, to target: RelatedAnchor, priority: LayoutPriority?) -> Self {
        let insets = relation.value?.edgeInsets ?? EdgeInsets()
        for attribute in attributes {
            let distance: Double
            switch attribute {
            case .top: distance = insets.top
            case .bottom: distance = insets.bottom
            case .left: distance = insets.left
            default: distance = insets.right
            }
            edge(attribute, relation.with(distance), to: target, priority: priority, mirrorsFarEdge: true)
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
