import EpoxyScreens
import LuaRuntime

/// One kind of root the ``Presenter`` puts on stage: a provider function, a group or component,
/// a `ViewController` screen, a navigation flow, a declarative table, a NamadaLayout root. Each
/// kind recognises its own Lua values (``make(for:in:presenter:)``); the presenter does the rest
/// the same way for all of them: it installs what ``prepare()`` returns, calls ``didInstall()``,
/// and makes ``render(cause:)`` the render loop's renderer when the kind ``rendersFromState``.
protocol Presentation: AnyObject {
    /// The presentation of `value` when it is this kind of root; nil for any other value.
    static func make(for value: LuaValue, in lua: LuaState, presenter: Presenter) -> Self?

    /// Builds (rendering once when the kind renders) what to install. Throwing leaves the stage
    /// as it was.
    func prepare() throws -> LayoutRoot

    /// Runs once the root is installed: what needs the window's size (a stack's screens).
    func didInstall() throws

    /// Whether `State` assignments and `render()` re-render the root.
    var rendersFromState: Bool { get }

    /// Rebuilds the root from state and returns what changed, by scope.
    func render(cause: String) throws -> [RenderReport.Change]
}

extension Presentation {
    func didInstall() throws {}

    var rendersFromState: Bool { true }

    func render(cause: String) throws -> [RenderReport.Change] { [] }
}
