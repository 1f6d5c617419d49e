import EpoxyCore

/// Solves the constraints of one view tree (one solver per root) and turns the solution into
/// frames. Built from the tree on demand; afterwards constants, intrinsic sizes, margins and
/// the safe area are updated incrementally.
final class LayoutEngine {
    /// What the engine solves for.
    enum Mode {
        /// The root keeps its frame; every view gets a frame.
        case frames
        /// The root's size is what is solved for, pulled toward a target at fitting priorities.
        case fitting(target: Size, horizontal: LayoutPriority, vertical: LayoutPriority)
    }

    /// Passes of re-measuring and re-solving before giving up on height-for-width and safe area.
    /// Wrapping text that starts out claiming its one-line width narrows a little with each
    /// re-measurement until it fits (a dozen passes for 20 rows of two labels beside an image);
    /// a pass that changes nothing ends the loop, so the limit costs only layouts that never settle.
    static let maximumStabilizationPasses = 32

    /// How far a solved width may differ from the width a view was measured at and still count
    /// as that width. The solver's rounding leaves a width a hair below the line width it was
    /// fed (297.666…663 for 297.666…67); re-breaking at that width would drop a word, narrow
    /// the view, and feed a narrower width back, pass after pass.
    static let measuringWidthTolerance = 1e-6

    private struct IntrinsicRecord {
        let view: ViewReference
        var size: Size
        var constraints: [Constraint]
        /// The width the view was last measured for (nil: unconstrained).
        var measuredWidth: Double? = nil
    }

    private struct GuideRecord {
        let guide: GuideReference
        var insets: EdgeInsets
        let constraints: [Constraint]   // minX, minY, width, height
    }

    private struct FixedFrameRecord {
        var frame: Rect
        let constraints: [Constraint]   // minX, minY, width, height
    }

    private unowned let root: View
    private let mode: Mode
    private let warn: (String) -> Void
    private let solver: Solver
    private var views: [ViewReference] = []
    private var managed: Set<ObjectIdentifier> = []
    private var baselineViews: Set<ObjectIdentifier> = []
    private var userConstraints: [ObjectIdentifier: Constraint] = [:]
    private var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
    private var fixedFrames: [ObjectIdentifier: FixedFrameRecord] = [:]
    private var intrinsic: [ObjectIdentifier: IntrinsicRecord] = [:]
    private var guides: [GuideRecord] = []
    private var pendingMeasurement: [ViewReference] = []
    /// Constraints broken to resolve a conflict (not in the solver, still active).
    private(set) var brokenConstraints: [LayoutConstraint] = []
    /// Whether something changed since the frames were last applied.
    private(set) var isDirty = true

    /// - Parameter eliminatesDefinitions: whether the solver keeps required equalities that
    ///   define a fresh variable out of its tableau (see `Solver`); off only to compare against.
    init(root: View, mode: Mode, warn: @escaping (String) -> Void, eliminatesDefinitions: Bool = true) {
        self.root = root
        self.mode = mode
        self.warn = warn
        solver = Solver(reportsConflicts: true, eliminatesDefinitions: eliminatesDefinitions)
        build()
    }

    // MARK: Building

    private func build() {
        let subtree = root.viewsInSubtree
        views = subtree.map(ViewReference.init)
        let active = subtree.flatMap(\.constraints).filter { $0.validationProblem == nil }
        for constraint in active {
            for view in Self.positionedViews(of: constraint) { managed.insert(ObjectIdentifier(view)) }
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
            where attribute == .firstBaseline || attribute == .lastBaseline {
                if let view = item?.owningView { baselineViews.insert(ObjectIdentifier(view)) }
            }
        }
        // Up to four constraints per view for its frame or intrinsic size and four per guide:
        // an estimate, not a limit.
        let estimate = active.count + 8 * subtree.count + 8
        solver.reserveCapacity(estimate)
        origins.reserveCapacity(estimate)
        intrinsic.reserveCapacity(subtree.count)
        userConstraints.reserveCapacity(active.count)
        addRootConstraints()
        for view in subtree.dropFirst() where !managed.contains(ObjectIdentifier(view)) {
            addFixedFrame(of: view)
        }
        for view in subtree {
            for guide in view.layoutGuides where guide.kind != .custom {
                addGuideConstraints(guide)
            }
        }
        // Intrinsic sizes go in before the user's constraints: a height that is already basic
        // is substituted once into the row of a chained view below it, instead of into every
        // row downstream of it (which made a chain of n labels cost O(n³)).
        for view in subtree where isManaged(view) {
            measure(view, forWidth: nil)
        }
        // Per view the constraints are installed on (tree order, as before), in canonical order.
        let treeIndex = Self.treeIndex(of: subtree)
        for view in subtree {
            let valid = view.constraints.filter { $0.validationProblem == nil }
            for constraint in Self.canonicalOrder(valid, treeIndex: treeIndex) {
                add(constraint)
            }
        }
    }

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
    private static func treeIndex(of subtree: [View]) -> [ObjectIdentifier: Int] {
        var treeIndex: [ObjectIdentifier: Int] = [:]
        treeIndex.reserveCapacity(subtree.count)
        for (index, view) in subtree.enumerated() { treeIndex[ObjectIdentifier(view)] = index }
        return treeIndex
    }

    private static func canonicalOrder(_ constraints: [LayoutConstraint], treeIndex: [ObjectIdentifier: Int]) -> [LayoutConstraint] {
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
    private static func positionedView(by item: any LayoutItem, relatedTo other: (any LayoutItem)?) -> View? {
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
    private static func isContained(_ item: any LayoutItem, in view: View) -> Bool {
        if let subview = item as? View { return subview !== view && subview.isDescendant(of: view) }
        guard let owner = item.owningView else { return false }
        return owner === view || owner.isDescendant(of: view)
    }

    private func isManaged(_ view: View) -> Bool {
        if view === root, case .frames = mode { return false }
        return managed.contains(ObjectIdentifier(view))
    }

    private func addRootConstraints() {
        let variables = root.layoutVariables
        let reference = ViewReference(view: root)
        install(Constraint(Expression(variables.minX), .equal), .fixedFrame(reference, .left, value: 0))
        install(Constraint(Expression(variables.minY), .equal), .fixedFrame(reference, .top, value: 0))
        switch mode {
        case .frames:
            addFixedSize(of: root)
        case let .fitting(target, horizontal, vertical):
            managed.insert(ObjectIdentifier(root))
            for (variable, attribute, value, priority) in [
                (variables.width, LayoutAttribute.width, target.width, horizontal),
                (variables.height, LayoutAttribute.height, target.height, vertical),
            ] {
                let safeValue = value.isFinite ? value : 0
                let constraint = Constraint(Expression(variable) - safeValue, .equal, priority: Double(priority.rawValue))
                install(constraint, .fittingSize(reference, attribute, target: safeValue, priority: priority))
            }
        }
    }

    private func addFixedSize(of view: View) {
        let variables = view.layoutVariables
        let reference = ViewReference(view: view)
        let width = Constraint(Expression(variables.width) - view.frame.width, .equal)
        let height = Constraint(Expression(variables.height) - view.frame.height, .equal)
        install(width, .fixedFrame(reference, .width, value: view.frame.width))
        install(height, .fixedFrame(reference, .height, value: view.frame.height))
        fixedFrames[ObjectIdentifier(view)] = FixedFrameRecord(frame: view.frame, constraints: [width, height])
    }

    /// Pins a view no constraint mentions to its frame relative to its superview.
    private func addFixedFrame(of view: View) {
        guard let parent = view.superview else { return }
        let own = view.layoutVariables, outer = parent.layoutVariables
        let reference = ViewReference(view: view)
        let frame = view.frame
        let constraints = [
            Constraint(own.minX - outer.minX - frame.minX, .equal),
            Constraint(own.minY - outer.minY - frame.minY, .equal),
            Constraint(Expression(own.width) - frame.width, .equal),
            Constraint(Expression(own.height) - frame.height, .equal),
        ]
        for (constraint, (attribute, value)) in zip(constraints, [(LayoutAttribute.left, frame.minX), (.top, frame.minY), (.width, frame.width), (.height, frame.height)]) {
            install(constraint, .fixedFrame(reference, attribute, value: value))
        }
        fixedFrames[ObjectIdentifier(view)] = FixedFrameRecord(frame: frame, constraints: constraints)
    }

    private func addGuideConstraints(_ guide: LayoutGuide) {
        guard let owner = guide.owningView else { return }
        let insets = insets(of: guide, in: owner)
        let own = guide.layoutVariables, outer = owner.layoutVariables
        let constraints = [
            Constraint(own.minX - outer.minX - insets.left, .equal),
            Constraint(own.minY - outer.minY - insets.top, .equal),
            Constraint(own.width - outer.width + (insets.left + insets.right), .equal),
            Constraint(own.height - outer.height + (insets.top + insets.bottom), .equal),
        ]
        let reference = GuideReference(guide: guide)
        for (constraint, attribute) in zip(constraints, [LayoutAttribute.left, .top, .width, .height]) {
            install(constraint, .guide(reference, attribute))
        }
        guides.append(GuideRecord(guide: reference, insets: insets, constraints: constraints))
    }

    private func insets(of guide: LayoutGuide, in owner: View) -> EdgeInsets {
        switch guide.kind {
        case .layoutMargins: margins(of: owner)
        case .safeArea: owner.safeAreaInsets
        case .custom: .zero
        }
    }

    /// A view's margins as its margins guide uses them: `effectiveLayoutMargins`, raised where
    /// `preservesSuperviewLayoutMargins` asks the view to keep its content inside the
    /// superview's margins (by how far each edge reaches into them, at most the margin).
    private func margins(of view: View) -> EdgeInsets {
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
    private func install(_ constraint: Constraint, _ origin: ConstraintOrigin) {
        origins[ObjectIdentifier(constraint)] = origin
        do {
            try solver.addConstraint(constraint)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            reportConflict(conflicting, broken: origin.description)
        } catch {
            warn("Layout: could not add \(origin.description): \(error)")
        }
    }

    private func reportConflict(_ conflicting: [Constraint], broken: String) {
        let descriptions = conflicting.map { origins[ObjectIdentifier($0)]?.description ?? $0.description }
        warn(ConstraintConflictMessage.make(conflicting: descriptions, broken: broken))
    }

    // MARK: User constraints

    /// The solver constraint for a layout constraint: `first − multiplier × second − constant`.
    private func solverConstraint(for constraint: LayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem else { return nil }
        var expression = Self.expression(first, constraint.firstAttribute)
        if let second = constraint.secondItem {
            expression = expression - constraint.multiplier * Self.expression(second, constraint.secondAttribute)
        }
        expression.constant -= constraint.constant
        return Constraint(expression, constraint.relation, priority: Double(constraint.priority.rawValue))
    }

    /// The attribute of an item as a linear expression of its variables (in root coordinates).
    static func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> Expression {
        let v = item.layoutVariables
        let isLeftToRight = (item.owningView?.layoutDirection ?? .leftToRight) == .leftToRight
        let view = item as? View
        switch attribute {
        case .left: return Expression(v.minX)
        case .right: return v.minX + v.width
        // In right-to-left layouts leading and trailing are measured leftwards (negated), so a
        // positive constant moves toward the trailing side, as in UIKit.
        case .leading: return isLeftToRight ? Expression(v.minX) : -1 * (v.minX + v.width)
        case .trailing: return isLeftToRight ? v.minX + v.width : -1 * Expression(v.minX)
        case .centerX: return Expression(v.minX) + 0.5 * v.width
        case .width: return Expression(v.width)
        case .top: return Expression(v.minY)
        case .bottom: return v.minY + v.height
        case .centerY: return Expression(v.minY) + 0.5 * v.height
        case .height: return Expression(v.height)
        case .firstBaseline:
            if let offset = view?.firstBaselineOffsetFromTop, offset.isFinite { return v.minY + offset }
            return v.minY + v.height
        case .lastBaseline:
            if let offset = view?.lastBaselineOffsetFromBottom, offset.isFinite { return v.minY + v.height - offset }
            return v.minY + v.height
        case .notAnAttribute: return Expression()
        }
    }

    @discardableResult
    private func add(_ constraint: LayoutConstraint) -> Bool {
        guard let solverConstraint = solverConstraint(for: constraint) else { return false }
        origins[ObjectIdentifier(solverConstraint)] = .user(constraint)
        do {
            try solver.addConstraint(solverConstraint)
            userConstraints[ObjectIdentifier(constraint)] = solverConstraint
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            brokenConstraints.append(constraint)
            reportConflict(conflicting, broken: constraint.description)
        } catch {
            brokenConstraints.append(constraint)
            warn("Layout: could not add \(constraint): \(error)")
        }
        isDirty = true
        return true
    }

    /// Adds a newly activated constraint; false when the engine must be rebuilt instead
    /// (an item that was not yet constrained would stop keeping its frame).
    func activate(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.validationProblem == nil else { return true }
        for view in Self.positionedViews(of: constraint) where view !== root {
            if !managed.contains(ObjectIdentifier(view)) { return false }
        }
        if [constraint.firstAttribute, constraint.secondAttribute].contains(where: { $0 == .firstBaseline || $0 == .lastBaseline }) {
            return false
        }
        return add(constraint)
    }

    /// Removes a deactivated constraint.
    func deactivate(_ constraint: LayoutConstraint) {
        brokenConstraints.removeAll { $0 === constraint }
        guard let solverConstraint = userConstraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(solverConstraint)
        origins[ObjectIdentifier(solverConstraint)] = nil
        isDirty = true
    }

    /// Applies a changed constant incrementally; a constant a required constraint cannot take
    /// is refused with a warning and the layout keeps the old one.
    func constantChanged(_ constraint: LayoutConstraint) {
        guard let solverConstraint = userConstraints[ObjectIdentifier(constraint)] else { return }
        guard let firstItem = constraint.firstItem else { return }
        var expression = Self.expression(firstItem, constraint.firstAttribute)
        if let second = constraint.secondItem {
            expression = expression - constraint.multiplier * Self.expression(second, constraint.secondAttribute)
        }
        let newConstant = expression.constant - constraint.constant
        do {
            try solver.updateConstant(of: solverConstraint, to: newConstant)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            // As when adding: break the constraint that caused the conflict.
            try? solver.removeConstraint(solverConstraint)
            userConstraints[ObjectIdentifier(constraint)] = nil
            brokenConstraints.append(constraint)
            reportConflict(conflicting, broken: constraint.description)
        } catch {
            warn("Layout: could not change the constant of \(constraint): \(error)")
        }
        isDirty = true
    }

    // MARK: Intrinsic size

    /// Marks a view to be measured again; false when the engine must be rebuilt.
    func intrinsicSizeInvalidated(of view: View) -> Bool {
        if baselineViews.contains(ObjectIdentifier(view)) { return false }
        guard isManaged(view) else { return true }
        pendingMeasurement.append(ViewReference(view: view))
        isDirty = true
        return true
    }

    /// Re-installs a view's intrinsic constraints with its new priorities.
    func contentPrioritiesChanged(of view: View) {
        guard isManaged(view) else { return }
        if let record = intrinsic.removeValue(forKey: ObjectIdentifier(view)) {
            for constraint in record.constraints { try? solver.removeConstraint(constraint) }
        }
        pendingMeasurement.append(ViewReference(view: view))
        isDirty = true
    }

    private static func sanitized(_ size: Size) -> Size {
        func metric(_ value: Double) -> Double { value.isFinite && value >= 0 ? value : View.noIntrinsicMetric }
        return Size(width: metric(size.width), height: metric(size.height))
    }

    /// Measures a view (for the width it has, when it has one) and updates its constraints.
    /// Returns true when its intrinsic size changed.
    @discardableResult
    private func measure(_ view: View, forWidth width: Double?) -> Bool {
        let key = ObjectIdentifier(view)
        // Measured a hair wider than solved, so a line as wide as the width it was fed still fits.
        let size = Self.sanitized(view.intrinsicContentSize(forWidth: width.map { $0 + Self.measuringWidthTolerance }))
        if var record = intrinsic[key], record.size == size {
            record.measuredWidth = width
            intrinsic[key] = record
            return false
        }
        let old = intrinsic[key]
        let presenceUnchanged = old.map { ($0.size.width < 0) == (size.width < 0) && ($0.size.height < 0) == (size.height < 0) } ?? false
        if presenceUnchanged, let old {
            // Same axes: move the constants (an incremental edit of the solver).
            var index = 0
            for (axis, value) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] where value >= 0 {
                for _ in 0..<2 {
                    let constraint = old.constraints[index]
                    try? solver.updateConstant(of: constraint, to: -value)
                    origins[ObjectIdentifier(constraint)] = .intrinsicSize(ViewReference(view: view), axis, isHugging: index % 2 == 1, size: value, priority: index % 2 == 1 ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis))
                    index += 1
                }
            }
            intrinsic[key] = IntrinsicRecord(view: old.view, size: size, constraints: old.constraints, measuredWidth: width)
            return true
        }
        if let old {
            for constraint in old.constraints { try? solver.removeConstraint(constraint) }
        }
        var constraints: [Constraint] = []
        let variables = view.layoutVariables
        let reference = ViewReference(view: view)
        for (axis, value, variable) in [(LayoutAxis.horizontal, size.width, variables.width), (.vertical, size.height, variables.height)] where value >= 0 {
            let compression = view.contentCompressionResistancePriority(for: axis)
            let hugging = view.contentHuggingPriority(for: axis)
            let atLeast = Constraint(Expression(variable) - value, .greaterThanOrEqual, priority: Double(compression.rawValue))
            let atMost = Constraint(Expression(variable) - value, .lessThanOrEqual, priority: Double(hugging.rawValue))
            install(atLeast, .intrinsicSize(reference, axis, isHugging: false, size: value, priority: compression))
            install(atMost, .intrinsicSize(reference, axis, isHugging: true, size: value, priority: hugging))
            constraints += [atLeast, atMost]
        }
        intrinsic[key] = IntrinsicRecord(view: reference, size: size, constraints: constraints, measuredWidth: width)
        return true
    }

    // MARK: Margins and safe area

    /// Margins or safe area settings changed somewhere in the tree.
    func guideInsetsChanged() {
        isDirty = true
    }

    /// A view's frame was set by hand: a view that keeps its frame follows it.
    func frameChanged(of view: View) {
        guard var record = fixedFrames[ObjectIdentifier(view)], record.frame != view.frame else { return }
        let frame = view.frame
        let values = record.constraints.count == 2 ? [frame.width, frame.height] : [frame.minX, frame.minY, frame.width, frame.height]
        for (constraint, value) in zip(record.constraints, values) {
            try? solver.updateConstant(of: constraint, to: -value)
        }
        record.frame = frame
        fixedFrames[ObjectIdentifier(view)] = record
        isDirty = true
    }

    private func updateSafeAreaInsets() -> Bool {
        guard case .frames = mode else { return false }
        var changed = false
        var safeRects: [ObjectIdentifier: Rect] = [:]
        var frames: [ObjectIdentifier: Rect] = [:]
        for reference in views {
            let view = reference.view
            let frame = solvedRect(of: view.layoutVariables)
            frames[ObjectIdentifier(view)] = frame
            let insets: EdgeInsets
            if let parent = view.superview, let parentSafe = safeRects[ObjectIdentifier(parent)],
               let parentFrame = frames[ObjectIdentifier(parent)] {
                insets = View.safeAreaInsets(of: frame, within: parentSafe, bounds: parentFrame, additional: view.additionalSafeAreaInsets)
            } else {
                let window = view.windowSafeAreaInsets, extra = view.additionalSafeAreaInsets
                insets = EdgeInsets(top: window.top + extra.top, left: window.left + extra.left, bottom: window.bottom + extra.bottom, right: window.right + extra.right)
            }
            if insets != view.safeAreaInsets {
                view.safeAreaInsets = insets
                changed = true
            }
            safeRects[ObjectIdentifier(view)] = frame.inset(by: insets)
        }
        return changed
    }

    private func updateGuideInsets() -> Bool {
        var changed = false
        for index in guides.indices {
            let guide = guides[index].guide.guide
            guard let owner = guide.owningView else { continue }
            let insets = insets(of: guide, in: owner)
            guard insets != guides[index].insets else { continue }
            let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom]
            for (constraint, constant) in zip(guides[index].constraints, constants) {
                try? solver.updateConstant(of: constraint, to: constant)
            }
            guides[index].insets = insets
            changed = true
        }
        return changed
    }

    // MARK: Solving

    private func solvedRect(of variables: LayoutVariables) -> Rect {
        Rect(x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
             width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// Measures, solves and re-measures until intrinsic sizes, safe areas and margins agree
    /// with the solution (height-for-width), at most `maximumStabilizationPasses` times.
    func stabilize() {
        let pending = pendingMeasurement
        pendingMeasurement = []
        for reference in pending {
            measure(reference.view, forWidth: nil)
        }
        for pass in 0..<Self.maximumStabilizationPasses {
            var changed = updateSafeAreaInsets()
            changed = updateGuideInsets() || changed
            // In tree order, so the solver sees the same edits in the same order on every run.
            for reference in views where reference.view.hasHeightForWidth {
                let view = reference.view
                guard let record = intrinsic[ObjectIdentifier(view)] else { continue }
                let width = max(0, solver.value(of: view.layoutVariables.width))
                // Widths do not depend on heights here: a view whose width did not move keeps
                // its measurement, so measuring settles once the widths do.
                if let measured = record.measuredWidth, abs(measured - width) <= Self.measuringWidthTolerance { continue }
                changed = measure(view, forWidth: width) || changed
            }
            if !changed { return }
            if pass == Self.maximumStabilizationPasses - 1 {
                warn("Layout: intrinsic sizes did not settle after \(Self.maximumStabilizationPasses) passes; using the last solution.")
            }
        }
    }

    /// Stabilises and writes frames (relative to superviews) and guide frames.
    func applyFrames() {
        stabilize()
        // Siblings share their superview's rect: solve for it once, not once per subview.
        var parentRects: [ObjectIdentifier: Rect] = [:]
        for reference in views.dropFirst() {
            let view = reference.view
            guard managed.contains(ObjectIdentifier(view)), let parent = view.superview else { continue }
            let own = solvedRect(of: view.layoutVariables)
            let outer = parentRects[ObjectIdentifier(parent)] ?? solvedRect(of: parent.layoutVariables)
            parentRects[ObjectIdentifier(parent)] = outer
            view.isApplyingLayout = true
            view.frame = Rect(x: own.minX - outer.minX, y: own.minY - outer.minY, width: own.width, height: own.height)
            view.isApplyingLayout = false
        }
        for reference in views {
            let view = reference.view
            guard !view.layoutGuides.isEmpty else { continue }
            let outer = solvedRect(of: view.layoutVariables)
            for guide in view.layoutGuides {
                let own = solvedRect(of: guide.layoutVariables)
                guide.layoutFrame = Rect(x: own.minX - outer.minX, y: own.minY - outer.minY, width: own.width, height: own.height)
            }
        }
        isDirty = false
    }

    /// The solved size of the root (fitting mode).
    func fittingSize() -> Size {
        stabilize()
        let variables = root.layoutVariables
        return Size(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// Whether a view's frame is not fully determined by the constraints.
    func hasAmbiguousLayout(_ view: View) -> Bool {
        guard isManaged(view) else { return false }
        return view.layoutVariables.all.contains { solver.isAmbiguous($0) }
    }
}
