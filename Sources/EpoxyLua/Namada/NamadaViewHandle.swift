import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// A view as Lua holds it: the root `layoutContent` returns, or what a `put` returns — then also
/// the view's chain (`:top(…)`, `:width(…)`, `:text(…)`), usable while its pass runs.
final class NamadaViewHandle {
    static let typeName = "NamadaView"

    let view: View
    /// The chain of the pass that put the view, nil for a root.
    let chain: ViewLayout<View>?
    let pass: NamadaPass?

    init(view: View, chain: ViewLayout<View>?, pass: NamadaPass?) {
        self.view = view
        self.chain = chain
        self.pass = pass
    }

    /// The chain, with the caller's `file:line` recorded for the requests it makes; an error when
    /// the view's pass has finished.
    func openChain(_ call: LuaCall) throws -> ViewLayout<View> {
        guard let chain, pass?.isOpen == true else {
            throw LuaArgumentError(message: "'\(call.functionName)' on \(view.layoutItemDescription) outside its layout: make constraints inside layoutContent(function(content) … end) or view:layout(function(l) … end)")
        }
        chain.context.sourceLocation = call.callerLocation
        return chain
    }

    /// Runs `body` on the open chain and raises at once any error it reported (a bad priority,
    /// a size without a value), so the script's line is the one with the problem.
    func withChain(_ call: LuaCall, _ body: (ViewLayout<View>) throws -> Void) throws -> [LuaValue] {
        let chain = try openChain(call)
        let errorCount = chain.context.errors.count
        try body(chain)
        if chain.context.errors.count > errorCount, let error = chain.context.errors.last {
            throw LuaArgumentError(message: error.message)
        }
        return [.object(self)]
    }
}
