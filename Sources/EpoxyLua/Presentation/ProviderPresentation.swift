import EpoxyCore
import EpoxyScreens
import LuaRuntime

/// `show(function() return root end)`: shows what the function returns and calls it again on
/// every render, updating the shown root in place.
final class ProviderPresentation: Presentation {
    private let provider: LuaRef
    @LuaStateReference private var lua: LuaState?
    private unowned let presenter: Presenter

    private init(provider: LuaRef, lua: LuaState, presenter: Presenter) {
        self.provider = provider
        self.lua = lua
        self.presenter = presenter
    }

    static func make(for value: LuaValue, in lua: LuaState, presenter: Presenter) -> ProviderPresentation? {
        guard case .function(let provider) = value else { return nil }
        return ProviderPresentation(provider: provider, lua: lua, presenter: presenter)
    }

    func prepare() throws -> LayoutRoot {
        try evaluate()
    }

    func render(cause: String) throws -> [RenderReport.Change] {
        guard lua != nil else { return [] }
        let before = presenter.dataIDs
        presenter.install(try evaluate())
        return [Self.change(scope: "root", from: before, to: presenter.dataIDs)]
    }

    /// Calls the provider and checks it returned something showable.
    private func evaluate() throws -> LayoutRoot {
        guard let lua else { throw LuaArgumentError(message: "show: the script's state is gone") }
        let value = try lua.call(provider).first ?? .nil
        guard let model = lua.object(value, as: LuaModel.self) else {
            throw LuaArgumentError(message: "show: the function returned \(value.typeName), expected a group, group item or component instance")
        }
        return model.node.layoutRoot()
    }

    /// The dataIDs inserted, deleted and moved between two renders of a root.
    private static func change(scope: String, from old: [AnyHashable], to new: [AnyHashable]) -> RenderReport.Change {
        let changeset = makeChangeset(from: old, to: new, identifiedBy: { $0 }, isEqual: { _, _ in true })
        return RenderReport.Change(
            scope: scope,
            inserted: changeset.inserts.map { DataIDFormatter.string(for: new[$0]) },
            deleted: changeset.deletes.map { DataIDFormatter.string(for: old[$0]) },
            moved: changeset.moves.map { DataIDFormatter.string(for: new[$0.new]) })
    }
}
