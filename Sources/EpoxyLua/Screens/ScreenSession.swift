import EpoxyBars
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyNavigation
import EpoxyScreens

/// The screens a state shows on its window: a scripted `ViewController{…}` or a
/// `NavigationController{…}`, how each re-renders on `render()` and `State` changes, `back()`
/// and the keyboard.
final class ScreenSession {
    private let stage: Stage
    private let renderLoop: RenderLoop
    /// The shown navigation controller, when the root is one.
    private(set) var navigation: NavigationController?
    /// Stack changes since the last render report (pushes by a render, pops by `back()`).
    private var pendingStackChanges: [NavigationStackUpdate] = []

    init(stage: Stage, renderLoop: RenderLoop) {
        self.stage = stage
        self.renderLoop = renderLoop
    }

    /// Shows `value` when it is a screen or navigation controller definition, registering its
    /// renderer; returns false for anything else (groups and components are shown by the caller).
    ///
    /// - Throws: What the providers raised, or a ``LuaArgumentError`` for a bad stack or screen.
    func show(_ value: LuaValue, in state: LuaState, on session: StageSession) throws -> Bool {
        if let definition = state.object(value, as: LuaScreenDefinition.self) {
            let controller = try ScriptedViewController.make(definition, in: state, keyboard: stage.keyboard)
            navigation = nil
            renderLoop.setRenderer(nil)
            session.show(.viewController(controller))
            renderLoop.setRenderer { [weak self, weak controller] cause in
                guard let self, let controller else { return RenderReport(cause: cause) }
                return RenderReport(cause: cause, changes: try controller.render(), warnings: self.stage.warnings)
            }
            return true
        }
        if let definition = state.object(value, as: LuaNavigationDefinition.self) {
            let controller = NavigationController()
            controller.onUpdate = { [weak self] update in self?.pendingStackChanges.append(update) }
            try setStack(of: controller, from: definition, in: state)
            pendingStackChanges = []
            navigation = controller
            renderLoop.setRenderer(nil)
            session.show(.viewController(controller))
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
        guard let navigation else {
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
        navigation.map { Array($0.stackDataIDs.reversed()) } ?? []
    }

    // MARK: Navigation

    private func render(
        _ controller: NavigationController, definition: LuaNavigationDefinition, in state: LuaState, cause: String
    ) throws -> RenderReport {
        try setStack(of: controller, from: definition, in: state)
        var changes: [RenderReport.Change] = []
        let top = controller.topViewController
        for case let screen as ScriptedViewController in controller.viewControllers {
            let screenChanges = try screen.render()
            if screen === top { changes += screenChanges }
        }
        let updates = pendingStackChanges
        pendingStackChanges = []
        changes.append(Self.stackChange(updates))
        return RenderReport(cause: cause, changes: changes, warnings: stage.warnings)
    }

    /// Evaluates the stack provider and applies it.
    private func setStack(of controller: NavigationController, from definition: LuaNavigationDefinition, in state: LuaState) throws {
        let value = try ScreenRendering.evaluate(definition.stack, in: state)
        guard LuaSequence.isList(value), !value.isNil else {
            throw LuaArgumentError(message: "NavigationController stack: got \(value.typeName), expected a list of navigation models")
        }
        var models: [NavigationModel] = []
        for (position, element) in LuaSequence.elements(of: value) {
            guard let model = state.object(element, as: LuaNavigationModel.self) else {
                throw LuaArgumentError(message: "NavigationController stack[\(position)]: got \(element.typeName), expected NavigationModel{…}, NavigationModel.root{…}, false or nil")
            }
            if models.isEmpty, !model.isRoot {
                throw LuaArgumentError(message: "NavigationController stack: the first screen, '\(DataIDValue.describe(model.dataID))', is not a root; the stack must start with NavigationModel.root{…}")
            }
            if !models.isEmpty, model.isRoot {
                throw LuaArgumentError(message: "NavigationController stack[\(position)]: the root model '\(DataIDValue.describe(model.dataID))' must be the first screen of the stack")
            }
            models.append(model.swiftModel(in: state) { [weak self, weak state] value, dataID in
                guard let self, let state else { throw LuaArgumentError(message: "the script's state is gone") }
                return try self.makeController(from: value, dataID: dataID, in: state)
            })
        }
        guard !models.isEmpty else {
            throw LuaArgumentError(message: "NavigationController stack: the stack is empty; it needs at least its NavigationModel.root{…}")
        }
        do {
            try controller.setStack(models, animated: false)
        } catch let error as NavigationError {
            throw LuaArgumentError(message: "NavigationController stack: \(error.description)")
        }
    }

    /// The view controller for what `makeViewController` returned.
    private func makeController(from value: LuaValue, dataID: AnyHashable, in state: LuaState) throws -> ViewController {
        if let definition = state.object(value, as: LuaScreenDefinition.self) {
            return try ScriptedViewController.make(definition, in: state, keyboard: stage.keyboard)
        }
        if let model = state.object(value, as: LuaModel.self), case .group(let group) = model.node.layoutRoot() {
            return GroupViewController(group: group)
        }
        throw LuaArgumentError(message: "makeViewController of '\(DataIDValue.describe(dataID))' returned \(value.typeName); expected ViewController{…}, a group or a component")
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
