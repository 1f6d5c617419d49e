import Budget
import EpoxyCore
import EpoxySolver

// Fitting the root's height inside the frames engine, so sizing a root to its content and then
// laying it out build one engine, not a fitting engine and then a frames engine.
extension LayoutEngine {
    /// Solves for the root's height at its current width and fixes the root there: the root's
    /// height gives way to one pulled toward zero at `.fittingSizeLevel` (what
    /// `systemLayoutSizeFitting` does with a required width), and the height found then holds
    /// as the root's fixed height. Returns that height.
    func fitRootHeight() -> Double {
        let key = ObjectIdentifier(root)
        guard case .frames = mode, let record = fixedFrames[key], record.constraints.count == 2 else { return root.frame.height }
        // Nothing changed since the last fit: the height fixed then is the one a fit would find,
        // and taking it out, solving and putting it back would only make every frame dirty.
        if rootHeightIsFitted { return record.frame.height }
        let fitting: Constraint
        if let pending = fittingRootHeight {
            fitting = pending
        } else {
            removeOwnConstraint(record.constraints[1])
            fitting = installFittingSize(.height, of: root, toward: 0, priority: .fittingSizeLevel)
        }
        fittingRootHeight = nil
        stabilize()
        // A spent budget leaves the tableau partial: keep the height the root had.
        let solved = solver.value(of: root.layoutVariables.height)
        let isSolved = !WorkBudget.isCurrentExceeded && solved.isFinite
        let height = isSolved ? solved : root.frame.height
        removeOwnConstraint(fitting)
        let fixed = installFixedSize(.height, of: root, value: height)
        let frame = Rect(origin: record.frame.origin, size: Size(width: record.frame.width, height: height))
        fixedFrames[key] = FixedFrameRecord(frame: frame, constraints: [record.constraints[0], fixed])
        isDirty = true
        // A spent budget or an unsolved height leaves nothing to keep.
        rootHeightIsFitted = isSolved
        return height
    }
}
