import EpoxyCore
import EpoxyLayout
import LuaRuntime

/// Finds the view a binding argument names: a NamadaLayout view handle, or the dataID of a
/// view on the stage.
enum BindingViews {
    static func view(_ call: LuaCall, _ position: Int, environment: ScriptEnvironment) throws -> View {
        let value = try call.value(position)
        if let handle = call.state.object(value, as: NamadaViewHandle.self) { return handle.view }
        guard let dataID = DataIDValue.hashable(value) else {
            throw LuaArgumentError(position: position, function: call.functionName, expected: "view or dataID", actual: call.typeName(position))
        }
        guard let view = environment.presenter.stage.constrainable(for: dataID) as? View else {
            throw LuaArgumentError(position: position, function: call.functionName, problem: "no view with dataID '\(DataIDFormatter.string(for: dataID))' is shown")
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
