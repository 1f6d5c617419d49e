import EpoxyBars
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyNavigation
import EpoxyScreens

/// The bars and navigation of what a state shows on its window: a `ViewController{…}` with
/// bars (under a ``ScriptedScreenHost``) or a `NavigationController{…}`, how each re-renders on
/// `render()` and `State` changes, `back()`, the keyboard and the bars' scroll percentage.
final class ScreenSession {
    private let stage: Stage
    private let renderLoop: RenderLoop
    /// The shown navigation controller, when the root is one.
    private(set) var navigation: NavigationController?
    /// Stack changes since the last render report (pushes by a render, pops by `back()`).
    private var pendingStackChanges: [NavigationStackUpdate] = []
    /// The host made for each screen while something (the stage, a stack) holds it, reused when
    /// the screen is shown or pushed again: a screen's controller has one parent at a time.
    private var hosts: [ObjectIdentifier: HostEntry] = [:]

    private struct HostEntry {
        weak var host: ScriptedScreenHost?
    }

    /// How deep flows nest before deeper ones are no longer re-rendered.
    private static let maximumFlowDepth = 16

    /// The nested flows made by `makeViewController`s, with the definitions that re-render them.
    private var flows: [ObjectIdentifier: Flow] = [:]

    private struct Flow {
        weak var controller: NavigationController?
        let definition: LuaNavigationDefinition
    }

    init(stage: Stage, renderLoop: RenderLoop) {
        self.stage = stage
        self.renderLoop = renderLoop
        renderLoop.didFlush = { [weak self] in self?.updateScrollPercentage() }
    }

    /// Shows `value` when it is a navigation controller or a screen with bars, registering its
    /// renderer; returns false for anything else (the caller shows it).
    ///
    /// - Throws: What the providers raised, or a ``LuaArgumentError`` for a bad stack or screen.
    func show(_ value: LuaValue, in state: LuaState, on session: StageSession) throws -> Bool {
        if let screen = state.object(value, as: LuaScreen.self), Self.hasBars(screen) {
            let host = try self.host(for: screen, in: state)
            _ = try host.render(cause: "show")
            renderLoop.setRenderer(nil)
            navigation = nil
            session.show(.viewController(host))
            renderLoop.setRenderer { [weak self, weak host] cause in
                guard let self, let host else { return RenderReport(cause: cause) }
                return RenderReport(cause: cause, changes: try host.render(cause: cause), warnings: self.stage.warnings)
            }
            return true
        }
        if let definition = state.object(value, as: LuaNavigationDefinition.self) {
            let controller = makeNavigationController()
            // The stack is checked before anything changes on screen; its screens are made once
            // the controller is in the window, so they are laid out at the window's size.
            let models = try self.models(from: definition, in: state)
            renderLoop.setRenderer(nil)
            navigation = controller
            session.show(.viewController(controller))
            try apply(models, to: controller)
            pendingStackChanges = []
            renderLoop.setRenderer { [weak self, weak controller, weak state] cause in
                guard let self, let controller, let state else { return RenderReport(cause: cause) }
                return try self.render(controller, definition: definition, in: state, cause: cause)
            }
            return true
        }
        return false
    }

    /// `back()`: pops the top screen of the innermost stack that can go back (calling its
    /// model's `remove`), then re-renders.
    func back() throws {
        try renderLoop.flush()
        guard let navigation, stage.root?.viewController === navigation else {
            throw LuaArgumentError(message: "back(): no navigation controller is shown (show a NavigationController{…} first)")
        }
        guard let target = navigation.backTarget else {
            let root = navigation.stackDataIDs.first.map { " '\(DataIDValue.describe($0))'" } ?? ""
            throw LuaArgumentError(message: "back(): the stack shows only its root screen\(root); there is nothing to go back to")
        }
        do {
            try target.back(animated: false)
        } catch let error as NavigationError {
            throw LuaArgumentError(message: "back(): \(error.description)")
        }
        renderLoop.scheduleUpdate(cause: "back()")
        try renderLoop.flush()
    }

    /// `keyboard(height)`: shows the keyboard `height` points tall (0 hides it) and lays out again.
    func setKeyboardHeight(_ height: Double) throws {
        try renderLoop.flush()
        stage.keyboard.setHeight(height)
        stage.layoutIfNeeded()
    }

    /// The stack of the shown navigation controller, top first (empty without one).
    var stackDataIDs: [AnyHashable] {
        guard let navigation, stage.root?.viewController === navigation else { return [] }
        return navigation.stackDataIDs.reversed()
    }

    /// Hands the shown screen's scroll position to its bars' coordinators.
    func updateScrollPercentage() {
        guard let shown = stage.root?.viewController else { return }
        var current: ViewController? = shown.visibleScreen
        while let controller = current {
            if let host = controller as? ScriptedScreenHost {
                host.updateScrollPercentage()
                return
            }
            current = controller.parent
        }
    }

    // MARK: Screens

    private static func hasBars(_ screen: LuaScreen) -> Bool {
        screen.topBars != nil || screen.bottomBars != nil
    }

    /// The host of `screen`: the one made before when it is free, else a new one.
    private func host(for screen: LuaScreen, in state: LuaState) throws -> ScriptedScreenHost {
        hosts = hosts.filter { $0.value.host != nil }
        let key = ObjectIdentifier(screen)
        if let host = hosts[key]?.host, host.screen === screen, host.parent == nil {
            return host
        }
        if let parent = screen.controller.parent {
            // The screen's controller is still held by the host of an earlier showing.
            guard parent.parent == nil else {
                throw LuaArgumentError(message: "the ViewController is already on screen in another place (a screen can be on a stack once)")
            }
            screen.controller.willMove(toParent: nil)
            screen.controller.removeFromParent()
            screen.controller.view.removeFromSuperview()
        }
        let host = ScriptedScreenHost(screen: screen, state: state, keyboard: stage.keyboard)
        hosts[key] = HostEntry(host: host)
        return host
    }

    // MARK: Navigation

    private func render(
        _ controller: NavigationController, definition: LuaNavigationDefinition, in state: LuaState, cause: String
    ) throws -> RenderReport {
        let changes = try renderStack(of: controller, from: definition, in: state, cause: cause, depth: 0)
        let updates = pendingStackChanges
        pendingStackChanges = []
        stage.layoutIfNeeded()
        return RenderReport(cause: cause, changes: changes + [Self.stackChange(updates)], warnings: stage.warnings)
    }

    /// Applies the stack function, then renders every screen on the stack (nested flows
    /// included); returns the changes of the top screen.
    private func renderStack(
        of controller: NavigationController, from definition: LuaNavigationDefinition, in state: LuaState,
        cause: String, depth: Int
    ) throws -> [RenderReport.Change] {
        try setStack(of: controller, from: definition, in: state)
        var changes: [RenderReport.Change] = []
        let top = controller.topViewController
        for screen in controller.viewControllers {
            let screenChanges: [RenderReport.Change]
            switch screen {
            case let host as ScriptedScreenHost:
                screenChanges = try host.render(cause: cause)
            case let collection as ScreenViewController:
                screenChanges = try collection.render(cause: cause).changes
            case let wrapper as NavigationWrapperViewController:
                // Flows cannot contain themselves (the core refuses it); the depth bound is a backstop.
                guard depth < Self.maximumFlowDepth, let nested = flows[ObjectIdentifier(wrapper.nested)] else {
                    screenChanges = []
                    break
                }
                screenChanges = try renderStack(of: wrapper.nested, from: nested.definition, in: state, cause: cause, depth: depth + 1)
            default:
                screenChanges = []
            }
            if screen === top { changes += screenChanges }
        }
        return changes
    }

    /// Evaluates the stack function and applies its models.
    private func setStack(of controller: NavigationController, from definition: LuaNavigationDefinition, in state: LuaState) throws {
        try apply(try models(from: definition, in: state), to: controller)
    }

    /// The models the stack function returns, checked: a root first, then screens.
    private func models(from definition: LuaNavigationDefinition, in state: LuaState) throws -> [NavigationModel] {
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
                throw LuaArgumentError(message: "the navigation stack starts with '\(DataIDValue.describe(model.dataID))', which is not a root: the first screen must be NavigationModel.root{…}")
            }
            if !models.isEmpty, model.isRoot {
                throw LuaArgumentError(message: "the navigation stack has the root model '\(DataIDValue.describe(model.dataID))' at [\(position)]: a root must be the first screen")
            }
            models.append(model.swiftModel(in: state) { [weak self, weak state] value, dataID in
                guard let self, let state else { throw LuaArgumentError(message: "the script's state is gone") }
                return try self.makeController(from: value, dataID: dataID, in: state)
            })
        }
        guard !models.isEmpty else {
            throw LuaArgumentError(message: "the navigation stack is empty: it needs at least its NavigationModel.root{…}")
        }
        return models
    }

    private func apply(_ models: [NavigationModel], to controller: NavigationController) throws {
        do {
            try controller.setStack(models, animated: false)
        } catch let error as NavigationError {
            throw LuaArgumentError(message: "the navigation stack was refused: \(error.description)")
        }
    }

    /// The view controller for what `makeViewController` returned.
    private func makeController(from value: LuaValue, dataID: AnyHashable, in state: LuaState) throws -> ViewController {
        if let definition = state.object(value, as: LuaNavigationDefinition.self) {
            // A nested flow: its own stack, wrapped by the outer controller, re-rendered with it.
            let nested = makeNavigationController()
            try apply(try models(from: definition, in: state), to: nested)
            flows = flows.filter { $0.value.controller != nil }
            flows[ObjectIdentifier(nested)] = Flow(controller: nested, definition: definition)
            return nested
        }
        if let screen = state.object(value, as: LuaScreen.self) {
            let host = try host(for: screen, in: state)
            _ = try host.render(cause: "push")
            return host
        }
        if let model = state.object(value, as: LuaModel.self), case .group(let group) = model.node.layoutRoot() {
            return GroupViewController(group: group)
        }
        throw LuaArgumentError(message: "makeViewController of '\(DataIDValue.describe(dataID))' returned \(value.typeName); it must return ViewController{…}, NavigationController{…}, a group or a component")
    }

    /// A navigation controller that wraps nested flows and reports its updates.
    private func makeNavigationController() -> NavigationController {
        let controller = NavigationController(wrapNavigation: NavigationController.wrapInContainer)
        controller.onUpdate = { [weak self] update in self?.pendingStackChanges.append(update) }
        return controller
    }

    /// The pushes and pops of a render as one change (`stack: +thread -compose`).
    static func stackChange(_ updates: [NavigationStackUpdate]) -> RenderReport.Change {
        var change = RenderReport.Change(scope: "stack")
        for update in updates {
            for dataID in update.removed {
                let name = DataIDValue.describe(dataID)
                if let index = change.inserted.firstIndex(of: name) { change.inserted.remove(at: index) } else { change.deleted.append(name) }
            }
            change.inserted += update.added.map(DataIDValue.describe)
        }
        return change
    }
}
