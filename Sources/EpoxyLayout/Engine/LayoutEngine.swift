import Budget
import EpoxyCore
import EpoxySolver

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


    unowned let root: View
    let mode: Mode
    let warn: (String) -> Void
    // The engine's state skips dynamic exclusivity checks (a runtime call per access, several
    // per constraint a build adds): the engine never calls out while it modifies a table.
    @exclusivity(unchecked) var views: [ViewReference] = []
    @exclusivity(unchecked) var managed: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var baselineViews: Set<ObjectIdentifier> = []
    /// The solver constraint of each user constraint the solver holds.
    @exclusivity(unchecked) var userConstraints = UserConstraintTable()
    /// Where each constraint the engine made itself comes from (a user constraint's is found
    /// through `userConstraints` when a conflict names it).
    @exclusivity(unchecked) var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
    @exclusivity(unchecked) var fixedFrames: [ObjectIdentifier: FixedFrameRecord] = [:]
    @exclusivity(unchecked) var intrinsic: [ObjectIdentifier: IntrinsicRecord] = [:]
    @exclusivity(unchecked) var guides: [GuideRecord] = []
    // Declared after the tables that also hold its constraints, so it goes after them (stored
    // properties are destroyed in declaration order): the constraints are then freed by the
    // solver in the order they were made, not by the tables in hash order.
    let solver: Solver
    /// What writing frames reads (see `FramePlan`); made by the build, or on the first write
    /// when a spent budget ended the build before.
    @exclusivity(unchecked) var framePlan: FramePlan?
    @exclusivity(unchecked) var pendingMeasurement: [ViewReference] = []
    /// Members of bound pairs split by an edit or a removal, to be added on their own when the
    /// edit or the batch of removals is done (see `splitBoundPair`); empty otherwise.
    @exclusivity(unchecked) var splitPartners: [LayoutConstraint] = []
    /// Constraints broken to resolve a conflict (not in the solver, still active).
    @exclusivity(unchecked) var brokenConstraints: [LayoutConstraint] = []
    /// Whether something changed since the frames were last applied. Every change to what the
    /// solver holds sets it, so it also ends a fitted root height's claim to be current.
    @exclusivity(unchecked) var isDirty = true {
        didSet { if isDirty { rootHeightIsFitted = false } }
    }
    /// Whether nothing changed since `fitRootHeight()` fixed the root's height: fitting again
    /// would find the height the root has (a re-render that changed nothing lays out again).
    @exclusivity(unchecked) var rootHeightIsFitted = false
    /// Whether the build leaves the root's height to `fitRootHeight()`.
    let fitsRootHeight: Bool
    /// The root's height constraint at the fitting priority while the build's height is still
    /// to be fitted.
    @exclusivity(unchecked) var fittingRootHeight: Constraint?

    /// - Parameters:
    ///   - fitsRootHeight: in `.frames` mode, leaves the root's height to `fitRootHeight()`,
    ///     which is to be called before frames are applied.
    ///   - eliminatesDefinitions: whether the solver keeps required equalities that define a
    ///     fresh variable out of its tableau (see `Solver`); off only to compare against.
    init(root: View, mode: Mode, fitsRootHeight: Bool = false, warn: @escaping (String) -> Void, eliminatesDefinitions: Bool = true) {
        self.root = root
        self.mode = mode
        self.fitsRootHeight = fitsRootHeight
        self.warn = warn
        solver = Solver(reportsConflicts: true, eliminatesDefinitions: eliminatesDefinitions)
        build()
    }

    // MARK: Building

    func build() {
        let subtree = root.viewsInSubtree
        views = subtree.map(ViewReference.init)
        // One pass over every view's constraints: each constraint's items are read (weak
        // references) and checked once, and what the valid ones position is noted, and bound
        // pairs found, while they are at hand (a second pass over a large tree's constraints
        // found them out of cache). A spent budget ends the build early (fewer constraints,
        // still a consistent engine): the host raises the limit error before anyone relies on
        // the frames.
        var meter = WorkMeter()
        var validByView: [[ResolvedLayoutConstraint]] = []
        var rolesByView: [[BoundPairRole]?] = []
        validByView.reserveCapacity(subtree.count)
        rolesByView.reserveCapacity(subtree.count)
        var validCount = 0
        for view in subtree {
            let constraints = view.constraints
            var valid: [ResolvedLayoutConstraint] = []
            var roles: [BoundPairRole]?
            // A group's container holds the links of all its items: grown by doubling, its
            // list was copied a dozen times into fresh memory.
            valid.reserveCapacity(constraints.count)
            for constraint in constraints {
                guard let resolved = ResolvedLayoutConstraint(constraint), constraint.validationProblem(resolved) == nil else { continue }
                if meter.isExceeded() { return }
                notePositionedViews(of: resolved)
                if constraint.relation == .equal && !constraint.priority.isRequired {
                    Self.pairWithBound(resolved, at: valid.count, among: valid, capacity: constraints.count, &roles)
                }
                valid.append(resolved)
            }
            validCount += valid.count
            validByView.append(valid)
            rolesByView.append(roles)
        }
        // Up to four constraints per view for its frame or intrinsic size and four per guide:
        // an estimate, not a limit.
        let estimate = validCount + 8 * subtree.count + 8
        solver.reserveCapacity(estimate)
        origins.reserveCapacity(8 * subtree.count + 8)
        intrinsic.reserveCapacity(subtree.count)
        userConstraints.reserveCapacity(validCount)
        addRootConstraints()
        for view in subtree.dropFirst() where !managed.contains(ObjectIdentifier(view)) {
            addFixedFrame(of: view)
        }
        // Intrinsic sizes go in before the user's constraints: a height that is already basic
        // is substituted once into the row of a chained view below it, instead of into every
        // row downstream of it (which made a chain of n labels cost O(n³)).
        for view in subtree where isManaged(view) {
            if meter.isExceeded() { return }
            measure(view, forWidth: nil)
        }
        // Per view the constraints are installed on (tree order, as before), in canonical order,
        // after the view's margin and safe-area guides. A view's guides follow it, so they go in
        // after its ancestors' constraints (which place it): a VGroup's link then defines the
        // next row's top, and the row's guides are defined from it, instead of the guides
        // taking the top first and the tops of a stack entering the tableau, each row holding
        // every height above it.
        let treeIndex = Self.treeIndex(of: subtree)
        framePlan = FramePlan(subtree: subtree, isManaged: isManaged, treeIndex: treeIndex)
        for (index, (view, valid)) in zip(subtree, validByView).enumerated() {
            if meter.isExceeded() { return }
            for guide in view.layoutGuides where guide.kind != .custom {
                addGuideConstraints(guide)
            }
            let roles = rolesByView[index]
            Self.forEachInCanonicalOrder(valid, treeIndex: treeIndex) { position in
                switch roles?[position] ?? .unpaired {
                case .unpaired: add(valid[position])
                case .bound(let preference): addBoundPair(valid[position], valid[preference])
                case .preference: break
                }
            }
        }
    }

    /// Marks the views a constraint positions as managed, and the views whose baselines it
    /// mentions.
    private func notePositionedViews(of resolved: ResolvedLayoutConstraint) {
        let positioned = Self.positionedViews(of: resolved)
        if let view = positioned.first { managed.insert(view) }
        if let view = positioned.second { managed.insert(view) }
        guard resolved.mentionsBaseline else { return }
        let constraint = resolved.constraint
        if constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline {
            baselineViews.insert(ObjectIdentifier(resolved.firstView))
        }
        if constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline, let view = resolved.secondView {
            baselineViews.insert(ObjectIdentifier(view))
        }
    }
}
