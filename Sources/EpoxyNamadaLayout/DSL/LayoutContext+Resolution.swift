import EpoxyLayout

// Turning a recorded request into a constraint when the pass completes: anonymous relations and
// identifiers become items of the hierarchy as it is then; anything missing is reported.
extension LayoutContext {
    /// The constraint `request` asks for, or nil after reporting why it cannot be made.
    func resolve(_ request: ConstraintRequest) -> LayoutConstraint? {
        let constraint: LayoutConstraint
        if let target = request.target {
            guard let item = resolveItem(target.item, for: request) else { return nil }
            let attribute = target.attribute ?? request.attribute
            if let problem = Self.mismatch(request.attribute, attribute) {
                fail("cannot relate \(request.description): \(problem)", view: request.view, location: request.location)
                return nil
            }
            if attribute == .notAnAttribute {
                fail("cannot relate \(request.description): the anchor's item is gone", view: request.view, location: request.location)
                return nil
            }
            constraint = LayoutConstraint(
                item: request.view, attribute: request.attribute, relatedBy: request.relation,
                toItem: item, attribute: attribute, multiplier: request.multiplier, constant: request.constant,
                priority: request.priority)
        } else {
            guard request.attribute.isDimension else {
                fail("cannot set \(request.description): a position needs a target", view: request.view, location: request.location)
                return nil
            }
            constraint = LayoutConstraint(
                item: request.view, attribute: request.attribute, relatedBy: request.relation,
                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: request.constant,
                priority: request.priority)
        }
        constraint.identifier = NamadaConstraints.identifierPrefix + request.attribute.rawValue
        return constraint
    }

    private func resolveItem(_ item: RelatedItem, for request: ConstraintRequest) -> (any LayoutItem)? {
        let view = request.view
        switch item {
        case .anonymous(.myself):
            return view
        case .anonymous(.mySafeArea):
            return view.safeAreaLayoutGuide
        case .anonymous(.parent), .anonymous(.safeArea):
            guard let parent = superview(of: view, for: request) else { return nil }
            return item.isSafeArea ? parent.safeAreaLayoutGuide : parent
        case .anonymous(.previous), .anonymous(.previousSafeArea):
            guard let previous = request.previous else {
                fail("cannot relate \(request.description): no view was put before \(view.layoutItemDescription) in its container", view: view, location: request.location)
                return nil
            }
            return item.isSafeArea ? previous.safeAreaLayoutGuide : previous
        case .identified(let identifier):
            guard let found = view.rootView.view(withIdentifier: identifier) else {
                fail("cannot relate \(request.description): no view with identifier '\(identifier)' in the view hierarchy of \(view.layoutItemDescription)", view: view, location: request.location)
                return nil
            }
            return found
        case .item(let target):
            guard let owner = target.owningView, owner.rootView === view.rootView else {
                fail("cannot relate \(request.description): \(target.layoutItemDescription) is not in the view hierarchy of \(view.layoutItemDescription)", view: view, location: request.location)
                return nil
            }
            return target
        }
    }

    private func superview(of view: View, for request: ConstraintRequest) -> View? {
        if let parent = view.superview { return parent }
        if let parent = delegate?.namadaLayout(viewHaveNoSuperview: view) {
            parent.addSubview(view)
            return parent
        }
        fail("cannot relate \(request.description): \(view.layoutItemDescription) has no superview", view: view, location: request.location)
        return nil
    }

    /// Why two attributes cannot be related, or nil.
    private static func mismatch(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String? {
        if second == .notAnAttribute { return nil }
        if first.isDimension != second.isDimension { return "it relates a position to a size" }
        if !first.isDimension && first.isHorizontal != second.isHorizontal { return "it relates attributes on different axes" }
        let directional: Set<LayoutAttribute> = [.leading, .trailing], absolute: Set<LayoutAttribute> = [.left, .right]
        if (directional.contains(first) && absolute.contains(second)) || (absolute.contains(first) && directional.contains(second)) {
            return "it relates a leading/trailing edge to a left/right edge"
        }
        return nil
    }
}

extension RelatedItem {
    /// Whether the anonymous relation names a safe area guide.
    var isSafeArea: Bool {
        if case .anonymous(let relation) = self { return relation == .safeArea || relation == .previousSafeArea }
        return false
    }
}
