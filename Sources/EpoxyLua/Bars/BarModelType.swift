import EpoxyCore
import LuaRuntime

/// The Lua side of ``LuaBarModel``: `bar:willDisplay(fn)`, `bar:didDisplay(fn)`,
/// `bar:styleID(x)` and `bar:makeCoordinator(fn)` return new models; `bar.dataID` reads the
/// dataID; `tostring(bar)` reads `NavigationBar.barModel#NavigationBar`.
enum BarModelType {
    /// The modifiers a bar model has.
    static let modifierNames = ["didDisplay", "makeCoordinator", "styleID", "willDisplay"]

    /// Registers the userdata type.
    static func register(in lua: LuaState) throws {
        var modifiers: [String: LuaRef] = [:]
        for name in modifierNames {
            modifiers[name] = try lua.makeFunction(name: name) { call in
                guard let model = call.objectOrNil(1, as: LuaBarModel.self) else {
                    throw LuaArgumentError(message: "calling '\(name)' on bad self (bar model expected, got \(call.typeName(1)); use bar:\(name)(…))")
                }
                return [.object(try apply(name, to: model, call: call.droppingSelf()))]
            }
        }
        try lua.registerType(LuaBarModel.self, name: LuaBarModel.typeName, metamethods: [
            "__index": { call in
                guard let model = call.objectOrNil(1, as: LuaBarModel.self),
                      case .string(let key) = try call.value(2) else { return [.nil] }
                switch key {
                case "dataID": return [DataIDValue.lua(model.dataID)]
                case "type": return [.string("\(model.componentName).barModel")]
                default:
                    if let function = modifiers[key] { return [function.value] }
                    var message = "no modifier '\(key)' on \(model.description)"
                    if let suggestion = ClosestName.suggestion(for: key, among: modifierNames) { message += "; did you mean '\(suggestion)'?" }
                    throw LuaArgumentError(message: message + " (bar model modifiers: \(modifierNames.joined(separator: ", ")))")
                }
            },
            "__tostring": { call in
                [.string(call.objectOrNil(1, as: LuaBarModel.self)?.description ?? LuaBarModel.typeName)]
            },
        ])
    }

    private static func apply(_ name: String, to model: LuaBarModel, call: LuaCall) throws -> LuaBarModel {
        switch name {
        case "willDisplay": return model.with(willDisplay: model.willDisplay + [try call.function(1)])
        case "didDisplay": return model.with(didDisplay: model.didDisplay + [try call.function(1)])
        case "makeCoordinator": return model.with(makeCoordinator: try call.function(1))
        default:
            guard let styleID = DataIDValue.hashable(try call.value(1)) else {
                throw LuaArgumentError(position: 1, function: name, expected: "string, number or boolean", actual: DataIDValue.describe(try call.value(1)))
            }
            return model.with(styleID: StyleIdentity.custom(styleID))
        }
    }
}
