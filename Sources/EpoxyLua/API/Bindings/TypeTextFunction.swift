import EpoxyComponents
import EpoxyLayout

/// `typeText(dataID, text)`: types into the shown TextField with that dataID through
/// `TextField.simulateTyping`, as the keyboard would (its `didChangeText` and bindings run),
/// flushing pending updates before and after.
///
/// Interim: the events branch brings its own `typeText` (with `tap`, `scroll`, …), which
/// calls the same `simulateTyping`; when both are merged, keep that one and delete this file.
enum TypeTextFunction {
    static func make(environment: ScriptEnvironment) -> EpoxyModule.Function {
        ("typeText", { call in
            let renderLoop = environment.renderLoop
            try renderLoop.flush()
            guard let dataID = DataIDValue.hashable(try call.value(1)) else {
                throw LuaArgumentError(position: 1, function: call.functionName, expected: "dataID (string, number or boolean)", actual: call.typeName(1))
            }
            let text = try call.string(2)
            guard let field = environment.stage.constrainable(for: dataID) as? TextField else {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: "no TextField with dataID '\(DataIDValue.describe(dataID))' is shown")
            }
            field.simulateTyping(text)
            try renderLoop.flush()
            return []
        })
    }
}
