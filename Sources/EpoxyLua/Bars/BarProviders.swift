import EpoxyBars
import LuaRuntime

/// Runs a screen's `topBars`/`bottomBars` function and checks what it returned: a list of bar
/// models (`false`/`nil` entries are absent).
enum BarProviders {
    /// The bars `provider` returns; none without a provider.
    static func bars(_ provider: LuaRef?, field: String, in state: LuaState) throws -> [AnyBarModel] {
        guard let provider else { return [] }
        let value = try state.snapshot(try state.call(provider.value, [], timeLimit: state.configuration.timeLimit).first ?? .nil)
        if value.isNil { return [] }
        guard LuaSequence.isList(value) else {
            let given = state.object(value, as: LuaBarModel.self).map { "\($0.description) (wrap it in a list: { bar })" } ?? value.typeName
            throw LuaArgumentError(message: "the \(field) function of ViewController returned \(given); it must return a list { X.barModel{…}, … }")
        }
        return try LuaSequence.elements(of: value).map { position, element in
            guard let model = state.object(element, as: LuaBarModel.self) else {
                let given = state.object(element, as: LuaModel.self).map { "\($0.node.description) (make bars with X.barModel{…})" } ?? element.typeName
                throw LuaArgumentError(message: "the \(field) function of ViewController returned a bad value at [\(position)]: bar model expected, got \(given)")
            }
            return model.erased(in: state)
        }
    }
}
