import EpoxyCore
import EpoxyLayout

// Size constraints: to a constant, or to another dimension times a multiplier plus a constant.
extension ViewLayout {
    /// `width relation constant` (`.equal` alone is not a size and is reported as an error).
    @discardableResult
    public func width(_ relation: LayoutRelation<Double>, priority: LayoutPriority? = nil) -> Self {
        dimension(.width, relation, priority: priority)
    }

    /// `height relation constant`.
    @discardableResult
    public func height(_ relation: LayoutRelation<Double>, priority: LayoutPriority? = nil) -> Self {
        dimension(.height, relation, priority: priority)
    }

    /// `width relation multiplier × target + constant`; the target's width unless an anchor names another dimension.
    @discardableResult
    public func width(_ relation: LayoutRelation<RelatedAnchor>, multiplyBy multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority? = nil) -> Self {
        dimension(.width, relation, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// `height relation multiplier × target + constant`.
    @discardableResult
    public func height(_ relation: LayoutRelation<RelatedAnchor>, multiplyBy multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority? = nil) -> Self {
        dimension(.height, relation, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// Width and height to a size.
    @discardableResult
    public func size(_ relation: LayoutRelation<Size>, priority: LayoutPriority? = nil) -> Self {
        guard let size = relation.value else {
            context.fail("size of \(view.layoutItemDescription) needs a size: use equalTo, moreThanTo or lessThanTo", view: view)
            return self
        }
        width(relation.with(size.width), priority: priority)
        return height(relation.with(size.height), priority: priority)
    }

    /// Width and height to the target's, times a multiplier plus a constant.
    @discardableResult
    public func size(_ relation: LayoutRelation<RelatedAnchor>, multiplyBy multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority? = nil) -> Self {
        width(relation, multiplyBy: multiplier, constant: constant, priority: priority)
        return height(relation, multiplyBy: multiplier, constant: constant, priority: priority)
    }

    private func dimension(_ attribute: LayoutAttribute, _ relation: LayoutRelation<Double>, priority: LayoutPriority?) -> Self {
        guard let constant = relation.value else {
            context.fail("\(attribute.rawValue) of \(view.layoutItemDescription) needs a value: use equalTo, moreThanTo or lessThanTo", view: view)
            return self
        }
        request(attribute, relation.relation, to: nil, multiplier: 1, constant: constant, priority: priority)
        return self
    }

    private func dimension(
        _ attribute: LayoutAttribute, _ relation: LayoutRelation<RelatedAnchor>, multiplier: Double, constant: Double,
        priority: LayoutPriority?
    ) -> Self {
        request(attribute, relation.relation, to: relation.value ?? .parent, multiplier: multiplier, constant: constant, priority: priority)
        return self
    }
}
