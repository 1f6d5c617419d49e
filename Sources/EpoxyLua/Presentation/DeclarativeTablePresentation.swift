import EpoxyDeklarativ
import EpoxyScreens
import LuaRuntime

/// A DeklarativTVC table or collection, shown as it is: `tvc:set()` updates it.
final class DeclarativeTablePresentation: Presentation {
    private let controller: DeclarativeTVC

    private init(controller: DeclarativeTVC) {
        self.controller = controller
    }

    static func make(for value: LuaValue, in lua: LuaState, presenter: Presenter) -> DeclarativeTablePresentation? {
        DeklarativFunctions.controller(of: value, in: lua).map(DeclarativeTablePresentation.init)
    }

    func prepare() throws -> LayoutRoot { .viewController(controller) }

    var rendersFromState: Bool { false }
}
