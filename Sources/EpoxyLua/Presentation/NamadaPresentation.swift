import EpoxyNamadaLayout
import EpoxyScreens
import LuaRuntime

/// A NamadaLayout screen (`NamadaLayout{…}`'s view), shown as it is: its bindings update it.
final class NamadaPresentation: Presentation {
    private let handle: NamadaViewHandle

    private init(handle: NamadaViewHandle) {
        self.handle = handle
    }

    static func make(for value: LuaValue, in lua: LuaState, presenter: Presenter) -> NamadaPresentation? {
        lua.object(value, as: NamadaViewHandle.self).map(NamadaPresentation.init)
    }

    /// A `ScreenView` (what `layoutContent` on a screen returns) fills the window as a view
    /// controller's view does; a view a pass put is shown as a view.
    func prepare() throws -> LayoutRoot { handle.view is ScreenView ? .screen(handle.view) : .view(handle.view) }

    var rendersFromState: Bool { false }
}
