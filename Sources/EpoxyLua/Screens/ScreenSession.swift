import EpoxyBars
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyNavigation
import EpoxyScreens
import LuaRuntime

/// The bars and navigation of what a state shows on its window: a `ViewController{…}` with
/// bars (under a ``ScriptedScreenHost``) or a `NavigationController{…}`, how each re-renders on
/// `render()` and `State` changes, `back()`, the keyboard and the bars' scroll percentage.
final class ScreenSession {
    let stage: Stage
    private let renderLoop: RenderLoop
    /// The shown navigation controller, when the root is one.
    var navigation: NavigationController?
    /// Stack changes since the last render report (pushes by a render, pops by `back()`).
    var pendingStackChanges: [NavigationStackUpdate] = []
    /// The host made for each screen while something (the stage, a stack) holds it, reused when
    /// the screen is shown or pushed again: a screen's controller has one parent at a time.
    private var hosts: [ObjectIdentifier: HostEntry] = [:]

    private struct HostEntry {
        weak var host: ScriptedScreenHost?
    }

    /// How deep flows nest before deeper ones are no longer re-rendered.
    static let maximumFlowDepth = 16

    /// The nested flows made by `makeViewController`s, with the definitions that re-render them.
    var flows: [ObjectIdentifier: Flow] = [:]

    /// How many nested flows are being made right now (one inside another's makeViewController).
    var flowsBeingMade = 0

    struct Flow {
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
            _ = try renderTop(of: controller, in: state, cause: "show", depth: 0)
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
            let root = navigation.stackDataIDs.first.map { " '\(DataIDFormatter.string(for: $0))'" } ?? ""
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
    func host(for screen: LuaScreen, in state: LuaState) throws -> ScriptedScreenHost {
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
}
