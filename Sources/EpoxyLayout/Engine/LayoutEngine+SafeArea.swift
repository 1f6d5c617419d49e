import EpoxyCore

// Margins and safe area insets, and the guides that follow them.
extension LayoutEngine {
    /// Margins or safe area settings changed somewhere in the tree.
    func guideInsetsChanged() {
        isDirty = true
    }

    /// A view's frame was set by hand: a view that keeps its frame follows it.
    func frameChanged(of view: View) {
        guard var record = fixedFrames[ObjectIdentifier(view)], record.frame != view.frame else { return }
        let frame = view.frame
        var values = record.constraints.count == 2 ? [frame.width, frame.height] : [frame.minX, frame.minY, frame.width, frame.height]
        // A root height still to be fitted is not fixed yet: only its width follows.
        if fittingRootHeight != nil, view === root { values.removeLast() }
        for (constraint, value) in zip(record.constraints, values) {
            try? solver.updateConstant(of: constraint, to: -value)
        }
        record.frame = frame
        fixedFrames[ObjectIdentifier(view)] = record
        isDirty = true
    }

    func updateSafeAreaInsets() -> Bool {
        guard case .frames = mode else { return false }
        var changed = false
        let plan = currentFramePlan()
        // Every frame in one pass; a view's superview comes before it in tree order, so its
        // safe rect is known by index.
        let values = solver.values(of: plan.variables)
        var safeRects = [Rect](repeating: .zero, count: views.count)
        values.withUnsafeBufferPointer { values in
            for (index, reference) in views.enumerated() {
                let view = reference.view
                let frame = FramePlan.rect(at: index, in: values)
                let parentIndex = plan.superviewIndices[index]
                let insets: EdgeInsets
                if parentIndex >= 0 {
                    insets = View.safeAreaInsets(of: frame, within: safeRects[parentIndex], bounds: FramePlan.rect(at: parentIndex, in: values),
                                                 additional: view.additionalSafeAreaInsets)
                } else {
                    let window = view.windowSafeAreaInsets, extra = view.additionalSafeAreaInsets
                    insets = EdgeInsets(top: window.top + extra.top, left: window.left + extra.left, bottom: window.bottom + extra.bottom, right: window.right + extra.right)
                }
                if insets != view.safeAreaInsets {
                    view.safeAreaInsets = insets
                    // As UIKit's safeAreaInsetsDidChange: views that place content by the safe
                    // area (a collection's content insets) lay out again.
                    view.needsLayout = true
                    changed = true
                }
                safeRects[index] = frame.inset(by: insets)
            }
        }
        return changed
    }

    func updateGuideInsets() -> Bool {
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
}
