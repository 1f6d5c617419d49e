import EpoxyScreens
import LuaRuntime

/// A group, group item or component instance, shown as it is (it never re-renders by itself:
/// a provider function that returns it does).
final class GroupPresentation: Presentation {
    private let model: LuaModel

    private init(model: LuaModel) {
        self.model = model
    }

    static func make(for value: LuaValue, in lua: LuaState, presenter: Presenter) -> GroupPresentation? {
        lua.object(value, as: LuaModel.self).map(GroupPresentation.init)
    }

    func prepare() throws -> LayoutRoot { model.node.layoutRoot() }

    var rendersFromState: Bool { false }
}
