import Budget
import EpoxyCore
import EpoxySolver

// Intrinsic content sizes as compression-resistance and hugging constraints, measured and
// re-measured.
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
            for constraint in record.constraints { removeOwnConstraint(constraint) }
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
        if presenceUnchanged, var record = old {
            // Same axes: move the constants (an incremental edit of the solver).
            record.horizontal = resize(record.horizontal, of: view, .horizontal, from: record.size.width, to: size.width)
            record.vertical = resize(record.vertical, of: view, .vertical, from: record.size.height, to: size.height)
            record.size = size
            record.measuredWidth = width
            intrinsic[key] = record
            return true
        }
        if let old {
            for constraint in old.constraints { removeOwnConstraint(constraint) }
        }
        let variables = view.layoutVariables
        intrinsic[key] = IntrinsicRecord(
            view: ViewReference(view: view), size: size,
            horizontal: constrain(variables.width, of: view, .horizontal, to: size.width),
            vertical: constrain(variables.height, of: view, .vertical, to: size.height),
            measuredWidth: width)
        return true
    }

    /// The origins of an axis's compression-resistance and hugging sides at `size`.
    private func intrinsicOrigins(of view: View, _ axis: LayoutAxis, size: Double) -> (atLeast: ConstraintOrigin, atMost: ConstraintOrigin) {
        let reference = ViewReference(view: view)
        return (.intrinsicSize(reference, axis, isHugging: false, size: size, priority: view.contentCompressionResistancePriority(for: axis)),
                .intrinsicSize(reference, axis, isHugging: true, size: size, priority: view.contentHuggingPriority(for: axis)))
    }

    /// The origin of a two-sided intrinsic constraint: its required side, the only one a
    /// conflict can name (`Solver` reports a two-sided constraint as its required side).
    private func sizedOrigin(of view: View, _ axis: LayoutAxis, size: Double) -> ConstraintOrigin {
        let origins = intrinsicOrigins(of: view, axis, size: size)
        return view.contentHuggingPriority(for: axis).isRequired ? origins.atMost : origins.atLeast
    }

    /// Holds `variable` at `size` (nothing for a negative size, no intrinsic metric).
    private func constrain(_ variable: Variable, of view: View, _ axis: LayoutAxis, to size: Double) -> IntrinsicRecord.Axis {
        guard size >= 0 else { return .none }
        let compression = view.contentCompressionResistancePriority(for: axis)
        let hugging = view.contentHuggingPriority(for: axis)
        let expression = Expression(variable) - size
        if !(compression.isRequired && hugging.isRequired) {
            let constraint = Constraint(expression, atLeastPriority: Double(compression.rawValue), atMostPriority: Double(hugging.rawValue))
            let origin = sizedOrigin(of: view, axis, size: size)
            // As `install`: a spent budget skips the rest.
            if WorkBudget.isCurrentExceeded { return .sized(constraint) }
            origins[ObjectIdentifier(constraint)] = origin
            do {
                try solver.addConstraint(constraint)
                return .sized(constraint)
            } catch SolverError.unsatisfiableConstraint {
                // A required side cannot hold: add the sides one by one, so the other side
                // stays and the warning names the side that breaks.
                origins[ObjectIdentifier(constraint)] = nil
            } catch is WorkBudgetExceeded {
                origins[ObjectIdentifier(constraint)] = nil
                return .sized(constraint)
            } catch {
                origins[ObjectIdentifier(constraint)] = nil
                warn("Layout: could not add \(origin.description): \(error)")
                return .sized(constraint)
            }
        }
        return split(expression, of: view, axis, size: size)
    }

    /// Adds an axis's compression resistance and hugging as two constraints.
    private func split(_ expression: Expression, of view: View, _ axis: LayoutAxis, size: Double) -> IntrinsicRecord.Axis {
        let origins = intrinsicOrigins(of: view, axis, size: size)
        let atLeast = Constraint(expression, .greaterThanOrEqual, priority: Double(view.contentCompressionResistancePriority(for: axis).rawValue))
        let atMost = Constraint(expression, .lessThanOrEqual, priority: Double(view.contentHuggingPriority(for: axis).rawValue))
        install(atLeast, origins.atLeast)
        install(atMost, origins.atMost)
        return .split(atLeast: atLeast, atMost: atMost)
    }

    /// Moves an axis's constraints from `oldSize` to `size`.
    private func resize(_ constraints: IntrinsicRecord.Axis, of view: View, _ axis: LayoutAxis, from oldSize: Double, to size: Double) -> IntrinsicRecord.Axis {
        switch constraints {
        case .none:
            return .none
        case let .sized(constraint):
            do {
                try solver.updateConstant(of: constraint, to: -size)
            } catch SolverError.unsatisfiableConstraint {
                // A required side cannot hold at the new size (the solver kept the old one):
                // split the sides at the old size and move each on its own, so the other side
                // still moves.
                removeOwnConstraint(constraint)
                let variable = axis == .horizontal ? view.layoutVariables.width : view.layoutVariables.height
                return resize(split(Expression(variable) - oldSize, of: view, axis, size: oldSize), of: view, axis, from: oldSize, to: size)
            } catch {}
            origins[ObjectIdentifier(constraint)] = sizedOrigin(of: view, axis, size: size)
            return constraints
        case let .split(atLeast, atMost):
            let origins = intrinsicOrigins(of: view, axis, size: size)
            // A side whose add broke stays out of the solver, and so without an origin.
            for (constraint, origin) in [(atLeast, origins.atLeast), (atMost, origins.atMost)] where solver.hasConstraint(constraint) {
                try? solver.updateConstant(of: constraint, to: -size)
                self.origins[ObjectIdentifier(constraint)] = origin
            }
            return constraints
        }
    }
}
