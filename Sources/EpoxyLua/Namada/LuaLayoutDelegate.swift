import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// NamadaLayout's delegate from Lua: `{ viewHaveNoSuperview = function(view) return parent end,
/// errorWhenLayout = function(view, message) … end }` in a pass's options. Errors still raise
/// after the delegate heard of them; a failing callback fails the layout pass that called it.
final class LuaLayoutDelegate: NamadaLayoutDelegate {
    private let viewHaveNoSuperview: LuaRef?
    private let errorWhenLayout: LuaRef?
    /// Not owned: the state owns the functions this delegate holds.
    @LuaStateReference private var state: LuaState?

    init(viewHaveNoSuperview: LuaRef?, errorWhenLayout: LuaRef?, state: LuaState) {
        self.viewHaveNoSuperview = viewHaveNoSuperview
        self.errorWhenLayout = errorWhenLayout
        self.state = state
    }

    func namadaLayout(viewHaveNoSuperview view: View) -> View? {
        guard let result = call(viewHaveNoSuperview, "viewHaveNoSuperview", [handle(view)]) else { return nil }
        return state?.object(result, as: NamadaViewHandle.self)?.view
    }

    func namadaLayout(_ view: View, errorWhenLayout error: NamadaLayoutError) {
        call(errorWhenLayout, "errorWhenLayout", [handle(view), .string(error.description)])
    }

    private func handle(_ view: View) -> LuaValue {
        .object(NamadaViewHandle(view: view, chain: nil, pass: nil))
    }

    @discardableResult
    private func call(_ function: LuaRef?, _ name: String, _ arguments: [LuaValue]) -> LuaValue? {
        guard let function, let state else { return nil }
        do {
            return try state.call(function.value, arguments).first
        } catch {
            state.recordCallbackFailure(error, in: "layout delegate's \(name)", function: function)
            return nil
        }
    }
}
