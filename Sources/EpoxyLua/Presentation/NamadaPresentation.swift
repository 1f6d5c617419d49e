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

    func prepare() throws -> LayoutRoot { .view(handle.view) }

    var rendersFromState: Bool { false }
}
