import EpoxyCore
import EpoxyLayout
import EpoxyNavigation
import EpoxyScreens
import LuaRuntime

// Navigation stacks from Lua: the stack function evaluated into checked models, applied to a
// navigation controller, and every screen of the stack (nested flows included) re-rendered.
extension NavigationPresentation {
    /// Applies the stack function, then renders the top screen (inside nested flows too) and
    /// returns its changes. Screens below the top are out of the window: they render when they
    /// are on top again (a render follows every pop), so a push or pop never lays out a screen
    /// nobody sees.
    func renderStack(
        of controller: NavigationController, from definition: LuaNavigationDefinition, in state: LuaState,
        cause: String, depth: Int
    ) throws -> [RenderReport.Change] {
        try setStack(of: controller, from: definition, in: state)
        return try renderTop(of: controller, in: state, cause: cause, depth: depth)
    }

    /// Renders the top screen of `controller` (inside nested flows too); returns its changes.
    func renderTop(of controller: NavigationController, in state: LuaState, cause: String, depth: Int) throws -> [RenderReport.Change] {
        switch controller.topViewController {
        case let host as ScriptedScreenHost:
            return try host.render(cause: cause)
        case let collection as ScreenViewController:
            return try collection.render(cause: cause).changes
        case let wrapper as NavigationWrapperViewController:
            // Flows cannot contain themselves (the core refuses it); the depth bound is a backstop.
            guard depth < Self.maximumFlowDepth, let nested = flows[ObjectIdentifier(wrapper.nested)] else { return [] }
            return try renderStack(of: wrapper.nested, from: nested.definition, in: state, cause: cause, depth: depth + 1)
        default:
            return []
        }
    }

    /// Evaluates the stack function and applies its models.
    func setStack(of controller: NavigationController, from definition: LuaNavigationDefinition, in state: LuaState) throws {
        try apply(try models(from: definition, in: state), to: controller)
    }

    /// The models the stack function returns, checked: a root first, then screens.
    func models(from definition: LuaNavigationDefinition, in state: LuaState) throws -> [NavigationModel] {
        let value = try state.snapshot(try ScreenValues.evaluate(definition.stack, in: state))
        guard LuaSequence.isList(value), !value.isNil else {
            throw LuaArgumentError(message: "the stack function of NavigationController returned \(value.typeName); it must return a list { NavigationModel.root{…}, … }")
        }
        var models: [NavigationModel] = []
        for (position, element) in LuaSequence.elements(of: value) {
            guard let model = state.object(element, as: LuaNavigationModel.self) else {
                throw LuaArgumentError(message: "the stack function of NavigationController returned a bad value at [\(position)]: NavigationModel{…}, NavigationModel.root{…}, false or nil expected, got \(element.typeName)")
            }
            if models.isEmpty, !model.isRoot {
                throw LuaArgumentError(message: "the navigation stack starts with '\(DataIDFormatter.string(for: model.dataID))', which is not a root: the first screen must be NavigationModel.root{…}")
            }
            if !models.isEmpty, model.isRoot {
                throw LuaArgumentError(message: "the navigation stack has the root model '\(DataIDFormatter.string(for: model.dataID))' at [\(position)]: a root must be the first screen")
            }
            models.append(model.swiftModel(in: state) { [weak self, handle = state.handle] value, dataID in
                guard let self, let state = handle.state else { throw LuaArgumentError(message: "the script's state is gone") }
                return try self.makeController(from: value, dataID: dataID, in: state)
            })
        }
        guard !models.isEmpty else {
            throw LuaArgumentError(message: "the navigation stack is empty: it needs at least its NavigationModel.root{…}")
        }
        return models
    }

    func apply(_ models: [NavigationModel], to controller: NavigationController) throws {
        do {
            try controller.setStack(models, animated: false)
        } catch let error as NavigationError {
            throw LuaArgumentError(message: "the navigation stack was refused: \(error.description)")
        }
    }

    /// The view controller for what `makeViewController` returned.
    func makeController(from value: LuaValue, dataID: AnyHashable, in state: LuaState) throws -> ViewController {
        if let definition = state.object(value, as: LuaNavigationDefinition.self) {
            // A nested flow: its own stack, wrapped by the outer controller, re-rendered with it.
            // A flow whose screens make the flow again would nest without end: stop at a depth.
            guard flowsBeingMade < Self.maximumFlowDepth else {
                throw LuaArgumentError(message: "navigation flows nest more than \(Self.maximumFlowDepth) deep at '\(DataIDFormatter.string(for: dataID))' (does a flow's makeViewController return the flow itself?)")
            }
            flowsBeingMade += 1
            defer { flowsBeingMade -= 1 }
            let nested = makeNavigationController()
            try apply(try models(from: definition, in: state), to: nested)
            flows = flows.filter { $0.value.controller != nil }
            flows[ObjectIdentifier(nested)] = Flow(controller: nested, definition: definition)
            return nested
        }
        if let screen = state.object(value, as: LuaScreen.self) {
            // Rendered once on top, in the window (see `renderTop`).
            return try presenter.hosts.host(for: screen, in: state, keyboard: presenter.stage.keyboard)
        }
        if let model = state.object(value, as: LuaModel.self), case .group(let group) = model.node.layoutRoot() {
            return GroupViewController(group: group)
        }
        throw LuaArgumentError(message: "makeViewController of '\(DataIDFormatter.string(for: dataID))' returned \(value.typeName); it must return ViewController{…}, NavigationController{…}, a group or a component")
    }

    /// A navigation controller that wraps nested flows and reports its updates.
    func makeNavigationController() -> NavigationController {
        let controller = NavigationController(wrapNavigation: NavigationController.wrapInContainer)
        controller.onUpdate = { [weak self] update in self?.pendingStackChanges.append(update) }
        return controller
    }

    /// The pushes and pops of a render as one change (`stack: +thread -compose`); a screen
    /// removed and added again (new params) is `replaced`; screens that changed places are
    /// `moved` (Epoxy's moves over the shown stacks, bottom first).
    static func stackChange(_ updates: [NavigationStackUpdate]) -> RenderReport.Change {
        var change = RenderReport.Change(scope: "stack")
        for update in updates {
            let moves = makeChangeset(from: update.stackBefore, to: update.stackAfter, identifiedBy: { $0 }, isEqual: { _, _ in true }).moves
            change.moved += moves.map { DataIDFormatter.string(for: update.stackAfter[$0.new]) }
            for dataID in update.removed {
                let name = DataIDFormatter.string(for: dataID)
                if let index = change.inserted.firstIndex(of: name) { change.inserted.remove(at: index) } else { change.deleted.append(name) }
            }
            for dataID in update.added {
                let name = DataIDFormatter.string(for: dataID)
                if let index = change.deleted.firstIndex(of: name) {
                    change.deleted.remove(at: index)
                    change.replaced.append(name)
                } else {
                    change.inserted.append(name)
                }
            }
        }
        return change
    }
}
