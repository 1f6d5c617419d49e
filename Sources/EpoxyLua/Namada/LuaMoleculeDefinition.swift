import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// The Lua functions of a `Molecule{…}` or `MoleculeCell{…}`, and how a molecule's view calls
/// them: `layoutContent(content, view)` in a pass of its own whose first error the caller
/// raises; the other callbacks' errors fail the event that ran them, as a behavior's do.
struct LuaMoleculeDefinition {
    let layoutContent: LuaRef
    let willLayout: LuaRef?
    let didLayout: LuaRef?
    let layoutOption: LuaRef?
    let calculatedCellSize: LuaRef?
    let calculatedCellHeight: LuaRef?
    let layoutBehaviour: CellLayoutBehaviour

    /// Runs `layoutContent` for `view` into `container`; returns the error it raised, if any.
    func runLayoutContent(of view: View, into container: LayoutContainer, state: LuaState?) -> Error? {
        guard let state else { return LuaArgumentError(message: "the molecule's Lua state is gone") }
        let pass = NamadaPass()
        defer { pass.close() }
        do {
            try state.call(layoutContent.value, [
                .object(NamadaContentHandle(container: container, pass: pass)),
                .object(NamadaViewHandle(view: view, chain: nil, pass: nil)),
            ])
            return nil
        } catch {
            return error
        }
    }

    /// Calls an optional callback with `arguments`; its errors fail the event that ran it. Returns its first result.
    @discardableResult
    func callBack(_ function: LuaRef?, _ name: String, of view: View, _ arguments: [LuaValue], state: LuaState?) -> LuaValue {
        guard let function, let state else { return .nil }
        do {
            return try state.call(function.value, arguments).first ?? .nil
        } catch {
            state.recordCallbackFailure(error, in: "\(name) of \(view.layoutItemDescription)", function: function)
            return .nil
        }
    }
}
