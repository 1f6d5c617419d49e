import EpoxyCore
import EpoxySolver

// Intrinsic content sizes as hugging and compression constraints, measured and re-measured.
extension LayoutEngine {
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

    static func sanitized(_ size: Size) -> Size {
        func metric(_ value: Double) -> Double { value.isFinite && value >= 0 ? value : View.noIntrinsicMetric }
        return Size(width: metric(size.width), height: metric(size.height))
    }

    /// Measures a view (for the width it has, when it has one) and updates its constraints.
    /// Returns true when its intrinsic size changed.
    @discardableResult
    func measure(_ view: View, forWidth width: Double?) -> Bool {
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
}
