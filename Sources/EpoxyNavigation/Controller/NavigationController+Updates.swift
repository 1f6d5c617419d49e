import EpoxyCore
import EpoxyLayout

// Applying stacks: validation, the diff, making view controllers, and the model callbacks.
extension NavigationController {
    /// The non-`nil` models of `stack`, after checking what would make it inconsistent.
    func validatedModels(_ stack: [NavigationModel?]) throws -> [NavigationModel] {
        var models: [NavigationModel] = []
        models.reserveCapacity(stack.count)
        for (index, model) in stack.enumerated() {
            guard let model else { continue }
            if model.isRoot, !models.isEmpty {
                throw NavigationError.rootNotFirst(dataID: NavigationError.name(of: model.dataID), index: index)
            }
            models.append(model)
        }
        guard let first = models.first else { throw NavigationError.emptyStack }
        if first.isRoot {
            lastNonRootWarning = nil
        } else if lastNonRootWarning != first.dataID {
            // Epoxy accepts it, but nothing can pop that screen, so its `remove` is never called.
            lastNonRootWarning = first.dataID
            EpoxyLogger.current.warn(
                "The first model of the navigation stack, \(first.dataID.base), is not a root model "
                    + "(NavigationModel.root): it can never be popped, so its remove is never called.")
        }
        return models
    }

    /// Applies `models` now: plans the new stack (which may throw, leaving everything as it was),
    /// then carries out the change and reports it.
    func apply(_ models: [NavigationModel], animated: Bool) throws -> NavigationStackUpdate {
        queue.beginApplying()
        defer { queue.endApplying() }

        var made: [StackedViewController] = []
        let plan: NavigationStackPlan
        do {
            plan = try stack.plan(models) { model, kept in
                let controller = try makeStackedViewController(for: model, kept: kept)
                if let controller { made.append(controller) }
                return controller
            }
        } catch {
            made.forEach(Self.unwrap)
            throw error
        }
        warnAboutDuplicates(plan.duplicates, in: models)

        let before = stack
        stack = plan.stack
        let transition = NavigationTransition(
            removed: plan.removed.compactMap { $0.entry.controller?.stackable },
            added: plan.added.compactMap { $0.controller?.stackable },
            from: before.top?.controller.stackable,
            to: stack.top?.controller.stackable)
        let previousTop = before.top?.model
        let newTop = stack.top
        let started = run(transition, animated: animated) {
            for removal in plan.removed where !removal.isReplaced {
                removal.entry.model.remove()
                removal.entry.model.handleDidRemove()
            }
            for entry in plan.added {
                guard let controller = entry.controller, !plan.replacements.contains(ObjectIdentifier(controller.stackable)) else { continue }
                entry.model.handleDidAdd(controller.made)
            }
            Self.notifyTopChange(from: previousTop, to: newTop)
        }
        return report(
            cause: .setStack, before: before,
            removed: plan.removed.map(\.entry.model.dataID), added: plan.added.map(\.model.dataID),
            animated: animated, started: started)
    }

    /// Pops the top screen (the stack has at least two) as the back gesture does.
    func popTop(animated: Bool) -> NavigationStackUpdate {
        queue.beginApplying()
        defer { queue.endApplying() }

        let before = stack
        guard let popped = stack.popTop(), let poppedController = popped.controller else {
            return report(cause: .back, before: before, removed: [], added: [], animated: animated, started: false)
        }
        let transition = NavigationTransition(
            removed: [poppedController.stackable], added: [],
            from: poppedController.stackable, to: stack.top?.controller.stackable)
        let newTop = stack.top
        let started = run(transition, animated: animated) { [weak self] in
            // A stack set before the pop still holds the popped screen; it must not come back.
            self?.queue.filterPending(removing: popped.model)
            popped.model.remove()
            popped.model.handleDidRemove()
            Self.notifyTopChange(from: popped.model, to: newTop)
        }
        return report(
            cause: .back, before: before, removed: [popped.model.dataID], added: [],
            animated: animated, started: started)
    }

    /// Applies waiting stacks while the controller is idle.
    func applyPendingStacks() {
        var applied = 0
        while !queue.isBusy, let pending = queue.takePending() {
            applied += 1
            guard applied <= Self.maximumChainedUpdates else {
                EpoxyLogger.current.warn(
                    "Navigation stacks kept changing after \(Self.maximumChainedUpdates) updates in a row; "
                        + "dropped the latest (do callbacks keep setting new stacks?).")
                return
            }
            do {
                _ = try apply(pending.models, animated: pending.animated)
            } catch {
                EpoxyLogger.current.warn("A queued navigation stack was refused: \(error)")
            }
        }
    }

    /// Sends `didHide` to the old top model and `didShow` to the new one when the top screen's
    /// `dataID` changed.
    static func notifyTopChange(
        from previous: NavigationModel?,
        to next: (model: NavigationModel, controller: StackedViewController)?
    ) {
        if let previous, let next, previous.dataID == next.model.dataID { return }
        previous?.handleDidHide()
        if let next { next.model.handleDidShow(next.controller.made) }
    }

    /// Makes a model's view controller, refusing ones that are already in use or contain this
    /// controller, and wraps nested navigation controllers.
    func makeStackedViewController(
        for model: NavigationModel,
        kept: Set<ObjectIdentifier>
    ) throws -> StackedViewController? {
        guard let made = try model.makeViewController() else { return nil }
        try checkUsable(made, dataID: model.dataID, kept: kept)
        guard let nested = made as? NavigationController, let wrapNavigation else {
            return StackedViewController(made: made, stackable: made)
        }
        let wrapper = wrapNavigation(nested)
        if wrapper !== nested {
            do {
                try checkUsable(wrapper, dataID: model.dataID, kept: kept)
            } catch {
                Self.unwrap(StackedViewController(made: nested, stackable: wrapper))
                throw error
            }
            if nested.parent !== wrapper {
                EpoxyLogger.current.warn(
                    "wrapNavigation returned a view controller that does not hold the nested navigation "
                        + "controller of \(model.dataID.base) as a child.")
            }
        }
        return StackedViewController(made: nested, stackable: wrapper)
    }

    /// Takes a nested navigation controller back out of the wrapper made for an update that was
    /// refused, so a later stack can use it again.
    static func unwrap(_ controller: StackedViewController) {
        guard controller.made !== controller.stackable, controller.made.parent === controller.stackable else { return }
        controller.made.willMove(toParent: nil)
        controller.made.removeFromParent()
    }

    /// Throws unless `controller` can be pushed: not this controller or one containing it, not a
    /// child of any container, not showing its view elsewhere, not made for another model.
    func checkUsable(_ controller: ViewController, dataID: AnyHashable, kept: Set<ObjectIdentifier>) throws {
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === controller {
                throw NavigationError.viewControllerContainsNavigationController(dataID: NavigationError.name(of: dataID))
            }
            ancestor = current.parent
        }
        let showsViewElsewhere = controller.isViewLoaded && controller.view.superview != nil
        if controller.parent != nil || showsViewElsewhere || kept.contains(ObjectIdentifier(controller)) {
            throw NavigationError.viewControllerInUse(dataID: NavigationError.name(of: dataID))
        }
    }

    /// Warns, in Epoxy's words, about `dataID`s shared by several models.
    func warnAboutDuplicates(_ duplicates: [[Int]], in models: [NavigationModel]) {
        guard !duplicates.isEmpty else { return }
        var lines = [
            "Warning! Duplicate data IDs detected. Navigation models should have unique data IDs within "
                + "a navigation stack. Duplicate data IDs can cause undefined behavior. Digest:",
        ]
        for offsets in duplicates {
            guard let first = offsets.first, models.indices.contains(first) else { continue }
            lines.append("- Navigation model with ID \(models[first].dataID.base) duplicated at positions \(DuplicateIdentifiersWarning.positions(offsets))")
        }
        EpoxyLogger.current.warn(lines.joined(separator: "\n"))
    }

    /// Builds the update for a change, tells `didSetViewControllers` and `onUpdate`, returns it.
    func report(
        cause: NavigationStackUpdate.Cause,
        before: NavigationStack,
        removed: [AnyHashable],
        added: [AnyHashable],
        animated: Bool,
        started: Bool
    ) -> NavigationStackUpdate {
        let old = before.stackables.map(ObjectIdentifier.init)
        let new = stack.stackables.map(ObjectIdentifier.init)
        let kind: NavigationStackUpdate.Kind
        if old == new {
            kind = .unchanged
        } else if new.count > old.count, Array(new.prefix(old.count)) == old {
            kind = .pushed
        } else if old.count > new.count, Array(old.prefix(new.count)) == new {
            kind = .popped
        } else {
            kind = .replaced
        }
        let update = NavigationStackUpdate(
            kind: kind, cause: cause, stackBefore: before.shownDataIDs, stackAfter: stack.shownDataIDs,
            added: added, removed: removed, isAnimated: animated, startedTransition: started)
        didSetViewControllers(viewControllers, animated: animated)
        onUpdate?(update)
        return update
    }
}
