import Budget
import EpoxyCore
import EpoxySolver

// The engine's own constraints: the root, fixed sizes and frames, guides, and conflict reports.
extension LayoutEngine {
    func isManaged(_ view: View) -> Bool {
        if view === root, case .frames = mode { return false }
        return managed.contains(ObjectIdentifier(view))
    }

    func addRootConstraints() {
        let variables = root.layoutVariables
        let reference = ViewReference(view: root)
        install(Constraint(Expression(variables.minX), .equal), .fixedFrame(reference, .left, value: 0))
        install(Constraint(Expression(variables.minY), .equal), .fixedFrame(reference, .top, value: 0))
        switch mode {
        case .frames:
            addFixedSize(of: root, fittingHeight: fitsRootHeight)
        case let .fitting(target, horizontal, vertical):
            managed.insert(ObjectIdentifier(root))
            installFittingSize(.width, of: root, toward: target.width, priority: horizontal)
            installFittingSize(.height, of: root, toward: target.height, priority: vertical)
        }
    }

    /// Fixes the root's size to its frame; with `fittingHeight`, its height is left to
    /// `fitRootHeight()` instead (a fixed height of zero would conflict with the content).
    func addFixedSize(of view: View, fittingHeight: Bool) {
        let width = installFixedSize(.width, of: view, value: view.frame.width)
        let height: Constraint
        if fittingHeight {
            height = installFittingSize(.height, of: view, toward: 0, priority: .fittingSizeLevel)
            fittingRootHeight = height
        } else {
            height = installFixedSize(.height, of: view, value: view.frame.height)
        }
        fixedFrames[ObjectIdentifier(view)] = FixedFrameRecord(frame: view.frame, constraints: [width, height])
    }

    /// Holds a view's width or height at `value` (required).
    func installFixedSize(_ attribute: LayoutAttribute, of view: View, value: Double) -> Constraint {
        let constraint = Constraint(Expression(Self.variable(attribute, of: view)) - value, .equal)
        install(constraint, .fixedFrame(ViewReference(view: view), attribute, value: value))
        return constraint
    }

    /// Pulls a view's width or height toward `target` at `priority`: what fitting solves for.
    @discardableResult
    func installFittingSize(_ attribute: LayoutAttribute, of view: View, toward target: Double, priority: LayoutPriority) -> Constraint {
        let safeTarget = target.isFinite ? target : 0
        let constraint = Constraint(Expression(Self.variable(attribute, of: view)) - safeTarget, .equal, priority: Double(priority.rawValue))
        install(constraint, .fittingSize(ViewReference(view: view), attribute, target: safeTarget, priority: priority))
        return constraint
    }

    /// A view's width or height variable.
    private static func variable(_ dimension: LayoutAttribute, of view: View) -> Variable {
        dimension == .width ? view.layoutVariables.width : view.layoutVariables.height
    }

    /// Pins a view no constraint mentions to its frame relative to its superview.
    func addFixedFrame(of view: View) {
        guard let parent = view.superview else { return }
        let own = view.layoutVariables, outer = parent.layoutVariables
        let reference = ViewReference(view: view)
        let frame = view.frame
        let constraints = [
            Constraint(Self.offset(own.minX, from: outer.minX, by: frame.minX), .equal),
            Constraint(Self.offset(own.minY, from: outer.minY, by: frame.minY), .equal),
            Constraint(Expression(own.width) - frame.width, .equal),
            Constraint(Expression(own.height) - frame.height, .equal),
        ]
        for (constraint, (attribute, value)) in zip(constraints, [(LayoutAttribute.left, frame.minX), (.top, frame.minY), (.width, frame.width), (.height, frame.height)]) {
            install(constraint, .fixedFrame(reference, attribute, value: value))
        }
        fixedFrames[ObjectIdentifier(view)] = FixedFrameRecord(frame: frame, constraints: constraints)
    }

    func addGuideConstraints(_ guide: LayoutGuide) {
        guard let owner = guide.owningView else { return }
        let insets = insets(of: guide, in: owner)
        let own = guide.layoutVariables, outer = owner.layoutVariables
        let constraints = [
            Constraint(Self.offset(own.minX, from: outer.minX, by: insets.left), .equal),
            Constraint(Self.offset(own.minY, from: outer.minY, by: insets.top), .equal),
            Constraint(Self.offset(own.width, from: outer.width, by: -(insets.left + insets.right)), .equal),
            Constraint(Self.offset(own.height, from: outer.height, by: -(insets.top + insets.bottom)), .equal),
        ]
        let reference = GuideReference(guide: guide)
        for (constraint, attribute) in zip(constraints, [LayoutAttribute.left, .top, .width, .height]) {
            install(constraint, .guide(reference, attribute))
        }
        guides.append(GuideRecord(guide: reference, insets: insets, constraints: constraints))
    }

    /// `own − outer − offset`, with `own` as the last term: the solver turns such an equality into
    /// a definition of its last fresh variable, and a guide or a pinned view is to follow its
    /// owner (its owner's variables are then free to be defined by the constraints that place it).
    static func offset(_ own: Variable, from outer: Variable, by offset: Double) -> Expression {
        Expression([Term(outer, -1), Term(own, 1)], constant: -offset)
    }

    func insets(of guide: LayoutGuide, in owner: View) -> EdgeInsets {
        switch guide.kind {
        case .layoutMargins: margins(of: owner)
        case .safeArea: owner.safeAreaInsets
        case .custom: .zero
        }
    }

    /// A view's margins as its margins guide uses them: `effectiveLayoutMargins`, raised where
    /// `preservesSuperviewLayoutMargins` asks the view to keep its content inside the
    /// superview's margins (by how far each edge reaches into them, at most the margin).
    func margins(of view: View) -> EdgeInsets {
        let own = view.effectiveLayoutMargins
        guard view.preservesSuperviewLayoutMargins, let parent = view.superview else { return own }
        let outer = margins(of: parent)
        let frame = solvedRect(of: view.layoutVariables), parentFrame = solvedRect(of: parent.layoutVariables)
        // An edge past the superview's edge is raised by the superview's margin, not by how far
        // it overhangs: otherwise content taller than its superview would grow its own margins
        // (and height) with every pass.
        return EdgeInsets(
            top: max(own.top, outer.top - max(0, frame.minY - parentFrame.minY)),
            left: max(own.left, outer.left - max(0, frame.minX - parentFrame.minX)),
            bottom: max(own.bottom, outer.bottom - max(0, parentFrame.maxY - frame.maxY)),
            right: max(own.right, outer.right - max(0, parentFrame.maxX - frame.maxX)))
    }

    /// Adds an engine-made constraint; these never conflict unless the user's required
    /// constraints already fix the same values, in which case the warning names both.
    func install(_ constraint: Constraint, _ origin: ConstraintOrigin) {
        // A spent budget skips the rest (each add re-optimizes the tableau): the layout ends
        // quickly and the host raises the limit error before anyone relies on it.
        if WorkBudget.isCurrentExceeded { return }
        origins[ObjectIdentifier(constraint)] = origin
        do {
            try solver.addConstraint(constraint)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            origins[ObjectIdentifier(constraint)] = nil
            reportConflict(conflicting, broken: origin.description)
        } catch is WorkBudgetExceeded {
            // Spent while the row went in: skipped like the rest.
            origins[ObjectIdentifier(constraint)] = nil
        } catch {
            origins[ObjectIdentifier(constraint)] = nil
            warn("Layout: could not add \(origin.description): \(error)")
        }
    }

    /// Removes a constraint the engine made from the solver, with its origin. An origin exists
    /// exactly while its constraint is in the solver: `reportConflict` looks origins up before
    /// user constraints, so a stale one, keyed by a freed constraint's address that a user
    /// constraint's solver constraint came to reuse, would name the wrong constraint.
    func removeOwnConstraint(_ constraint: Constraint) {
        try? solver.removeConstraint(constraint)
        origins[ObjectIdentifier(constraint)] = nil
    }

    func reportConflict(_ conflicting: [Constraint], broken: String) {
        // User constraints are found here, on the rare conflict, rather than given an origin
        // each as they are added (a table entry per constraint of every layout).
        var users: [ObjectIdentifier: LayoutConstraint] = [:]
        if conflicting.contains(where: { origins[ObjectIdentifier($0)] == nil }) {
            for view in root.viewsInSubtree {
                for constraint in view.constraints {
                    // A bound pair is named by its bound: only the required side conflicts.
                    if let reference = userConstraints[constraint], reference.partner == nil || constraint.priority.isRequired {
                        users[ObjectIdentifier(reference.constraint)] = constraint
                    }
                }
            }
        }
        let descriptions = conflicting.map {
            origins[ObjectIdentifier($0)]?.description ?? users[ObjectIdentifier($0)]?.description ?? $0.description
        }
        warn(ConstraintConflictMessage.make(conflicting: descriptions, broken: broken))
    }
}
