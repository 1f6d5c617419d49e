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
}
