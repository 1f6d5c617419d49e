import EpoxyCore

// Stabilising (height for width, safe area), writing frames, fitting sizes and ambiguity.
extension LayoutEngine {
    func solvedRect(of variables: LayoutVariables) -> Rect {
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
        let plan = currentFramePlan()
        // Every frame in one pass over the solution, not four calls per view.
        let values = solver.values(of: plan.variables)
        values.withUnsafeBufferPointer { values in
            for (index, reference) in views.enumerated() where plan.writesFrame[index] {
                let parentIndex = plan.superviewIndices[index]
                let own = FramePlan.rect(at: index, in: values), outer = FramePlan.rect(at: parentIndex, in: values)
                let view = reference.view
                view.isApplyingLayout = true
                view.frame = Rect(x: own.minX - outer.minX, y: own.minY - outer.minY, width: own.width, height: own.height)
                view.isApplyingLayout = false
            }
            for (offset, (guide, owner)) in plan.guides.enumerated() {
                let own = FramePlan.rect(at: views.count + offset, in: values), outer = FramePlan.rect(at: owner, in: values)
                guide.guide.layoutFrame = Rect(x: own.minX - outer.minX, y: own.minY - outer.minY, width: own.width, height: own.height)
            }
        }
        isDirty = false
    }

    /// The frame plan of the build, made now when a spent budget ended the build before it.
    func currentFramePlan() -> FramePlan {
        if let framePlan { return framePlan }
        let subtree = views.map(\.view)
        let plan = FramePlan(subtree: subtree, isManaged: isManaged, treeIndex: Self.treeIndex(of: subtree))
        framePlan = plan
        return plan
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
