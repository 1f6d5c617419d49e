import EpoxyScreens
import LuaRuntime

/// A `ViewController{…}` screen: its collection controller, under a ``ScriptedScreenHost`` when
/// it has `topBars` or `bottomBars`. Every render runs its sections function (and bar functions).
final class ScreenPresentation: Presentation {
    private let screen: LuaScreen
    @LuaStateReference private var lua: LuaState?
    private unowned let presenter: Presenter
    /// The bars host, made by ``prepare()`` for a screen with bars.
    private var host: ScriptedScreenHost?

    private init(screen: LuaScreen, lua: LuaState, presenter: Presenter) {
        self.screen = screen
        self.lua = lua
        self.presenter = presenter
    }

    static func make(for value: LuaValue, in lua: LuaState, presenter: Presenter) -> ScreenPresentation? {
        lua.object(value, as: LuaScreen.self).map { ScreenPresentation(screen: $0, lua: lua, presenter: presenter) }
    }

    private var hasBars: Bool { screen.topBars != nil || screen.bottomBars != nil }

    func prepare() throws -> LayoutRoot {
        if hasBars {
            guard let lua else { throw LuaArgumentError(message: "show: the script's state is gone") }
            let host = try presenter.hosts.host(for: screen, in: lua, keyboard: presenter.stage.keyboard)
            _ = try host.render(cause: "show")
            self.host = host
            return .viewController(host)
        }
        let controller = screen.controller
        // Shown again while on stage, the screen keeps its render: no extra render for `show`.
        if controller.renderCount == 0 || presenter.stage.root?.viewController !== controller {
            try controller.render(cause: "show")
        }
        return .viewController(controller)
    }

    func didInstall() throws {
        guard host == nil else { return }
        // The first layout may run only now that the screen has the window's size.
        presenter.stage.layoutIfNeeded()
        if let error = screen.controller.collectionView.takeLayoutError() { throw error }
    }

    func render(cause: String) throws -> [RenderReport.Change] {
        if let host { return try host.render(cause: cause) }
        let report = try screen.controller.render(cause: cause)
        presenter.stage.layoutIfNeeded()
        return report.changes
    }
}
