import EpoxyLayout

/// One layout pass: what `layoutContent`/`layout` collect while their closures run (constraint
/// requests, errors, molecules to notify) and how they are turned into active constraints once
/// the closures have returned.
public final class LayoutContext {
    /// What the pass does with constraints an earlier pass made.
    public let option: SublayoutingOption
    /// Who is asked for missing parents and view controllers and told about errors.
    public private(set) weak var delegate: (any NamadaLayoutDelegate)?
    /// The controller whose view is laid out, for embedding child controllers.
    public let viewController: ViewController?
    /// Recorded in the requests made from now on and shown in their errors (`file:line`).
    /// Bindings set it before each chain call; Swift callers may leave it nil.
    public var sourceLocation: String?
    /// The errors of the pass so far, in order.
    public private(set) var errors: [NamadaLayoutError] = []

    private var requests: [ConstraintRequest] = []
    private var moleculesToNotify: [any MoleculeView] = []
    private var childControllers: [(child: ViewController, parent: ViewController)] = []

    init(option: SublayoutingOption, delegate: (any NamadaLayoutDelegate)?, viewController: ViewController?) {
        self.option = option
        self.delegate = delegate
        self.viewController = viewController
    }

    // MARK: Recording

    func add(_ request: ConstraintRequest) {
        requests.append(request)
    }

    func fail(_ message: String, view: View, location: String? = nil) {
        let error = NamadaLayoutError(message: message, location: location ?? sourceLocation)
        errors.append(error)
        delegate?.namadaLayout(view, errorWhenLayout: error)
    }

    func moleculeWillLayout(_ molecule: any MoleculeView) {
        molecule.moleculeWillLayout()
        moleculesToNotify.append(molecule)
    }

    func embed(_ child: ViewController, in container: View) {
        guard let parent = viewController ?? delegate?.namadaLayout(neededViewControllerFor: child) else {
            return fail("cannot embed \(type(of: child)): the layout has no view controller to be its parent (lay out from a view controller or give a delegate that provides one)", view: container)
        }
        parent.addChild(child)
        container.addSubview(child.view)
        childControllers.append((child, parent))
    }

    // MARK: Completion

    /// Removes what the option says must go before the closures run.
    func prepare(_ view: View, includingRoot: Bool) {
        switch option {
        case .addNew, .editExisting:
            return
        case .removeOldAndAddNew:
            LayoutConstraint.deactivate(NamadaConstraints.installed(constraining: view, includingRoot: includingRoot))
        case .cleanLayoutAndAddNew:
            LayoutConstraint.deactivate(NamadaConstraints.installed(constraining: view, includingRoot: includingRoot))
            if let stack = view as? StackView { stack.removeAllArrangedSubviews() }
            for subview in view.subviews { subview.removeFromSuperview() }
        }
    }

    /// Resolves the requests, activates the constraints (editing existing ones for
    /// `editExisting`), finishes embedded controllers and notifies molecules. Returns the
    /// constraints made or edited; throws the first error after the delegate heard of all.
    func complete() throws(NamadaLayoutError) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        for request in requests {
            guard let constraint = resolve(request) else { continue }
            made.append(constraint)
        }
        let result = option == .editExisting ? editOrActivate(made) : activate(made)
        for (child, parent) in childControllers { child.didMove(toParent: parent) }
        for molecule in moleculesToNotify { molecule.moleculeDidLayout() }
        requests = []
        moleculesToNotify = []
        childControllers = []
        if let first = errors.first { throw first }
        return result
    }

    private func activate(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        LayoutConstraint.activate(constraints)
        return constraints
    }

    private func editOrActivate(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var fresh: [LayoutConstraint] = []
        var existingByView: [ObjectIdentifier: [LayoutConstraint]] = [:]
        var matched = Set<ObjectIdentifier>()
        for constraint in constraints {
            guard let view = constraint.firstItem?.owningView else { continue }
            let key = ObjectIdentifier(view)
            let existing = existingByView[key] ?? NamadaConstraints.installed(constraining: view, includingRoot: true)
                .filter { $0.firstItem === view }
            existingByView[key] = existing
            guard let match = existing.first(where: {
                NamadaConstraints.sameRelationship($0, constraint) && !matched.contains(ObjectIdentifier($0))
            }) else {
                fresh.append(constraint)
                continue
            }
            matched.insert(ObjectIdentifier(match))
            match.constant = constraint.constant
            if match.priority.isRequired == constraint.priority.isRequired {
                match.priority = constraint.priority
                result.append(match)
            } else {
                match.isActive = false
                fresh.append(constraint)
            }
        }
        LayoutConstraint.activate(fresh)
        return result + fresh
    }

    // MARK: Resolution

    private func resolve(_ request: ConstraintRequest) -> LayoutConstraint? {
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
