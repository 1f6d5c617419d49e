import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import LuaRuntime

/// Finds the view a binding argument names: a NamadaLayout view handle, or the dataID of a
/// view on the stage, or a path of dataIDs to one (see ``DataIDPath``).
enum BindingViews {
    /// - Throws: ``LuaArgumentError`` when the argument is neither, when nothing shown has the
    ///   path, when several elements do (a dataID every row repeats: the message lists paths to
    ///   them, as `tap` does) and when the element it names is a group or a spacer.
    static func view(_ call: LuaCall, _ position: Int, environment: ScriptEnvironment) throws -> View {
        let value = try call.value(position)
        if let handle = call.state.object(value, as: NamadaViewHandle.self) { return handle.view }
        guard let path = DataIDPath(call.typeName(position) == "table" ? try call.snapshot(position) : value) else {
            throw LuaArgumentError(position: position, function: call.functionName,
                                   expected: "view, dataID or path of dataIDs", actual: call.typeName(position))
        }
        let element = try environment.presenter.requireElement(at: path, function: call.functionName)
        guard let view = element as? View else {
            throw LuaArgumentError(position: position, function: call.functionName,
                                   problem: "\(path.displayName) names a \(element is any Group ? "group" : "spacer"), not a view")
        }
        return view
    }

    /// The field handle at `position`.
    static func field(_ call: LuaCall, _ position: Int) throws -> LuaFieldState {
        guard let field = call.objectOrNil(position, as: LuaFieldState.self) else {
            throw LuaArgumentError(position: position, function: call.functionName,
                                   expected: "state field handle (state[\"$name\"])", actual: call.typeName(position))
        }
        return field
    }
}
