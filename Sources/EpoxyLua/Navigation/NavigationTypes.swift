import EpoxyCore
import LuaRuntime

/// The Lua sides of ``LuaNavigationModel`` (`model:didShow(fn)` …, `model.dataID`,
/// `tostring(model)`) and ``LuaNavigationDefinition`` (`tostring(nav)`).
enum NavigationTypes {
    static func register(in lua: LuaState) throws {
        var modifiers: [String: LuaRef] = [:]
        for name in LuaNavigationModel.modifierNames {
            modifiers[name] = try lua.makeFunction(name: name) { call in
                guard let model = call.objectOrNil(1, as: LuaNavigationModel.self) else {
                    throw LuaArgumentError(message: "calling '\(name)' on bad self (navigation model expected, got \(call.typeName(1)); use model:\(name)(…))")
                }
                return [.object(model.adding(try call.droppingSelf().function(1), to: name))]
            }
        }
        try lua.registerType(LuaNavigationModel.self, name: LuaNavigationModel.typeName, metamethods: [
            "__index": { call in
                guard let model = call.objectOrNil(1, as: LuaNavigationModel.self),
                      case .string(let key) = try call.value(2) else { return [.nil] }
                switch key {
                case "dataID": return [DataIDValue.lua(model.dataID)]
                case "isRoot": return [.boolean(model.isRoot)]
                case "type": return [.string(model.isRoot ? "NavigationModel.root" : "NavigationModel")]
                default:
                    if let function = modifiers[key] { return [function.value] }
                    let valid = LuaNavigationModel.modifierNames
                    var message = "no modifier '\(key)' on \(model.description)"
                    if let suggestion = ClosestName.suggestion(for: key, among: valid) { message += "; did you mean '\(suggestion)'?" }
                    throw LuaArgumentError(message: message + " (navigation model modifiers: \(valid.joined(separator: ", ")))")
                }
            },
            "__tostring": { call in
                [.string(call.objectOrNil(1, as: LuaNavigationModel.self)?.description ?? LuaNavigationModel.typeName)]
            },
        ])
        try lua.registerType(LuaNavigationDefinition.self, name: LuaNavigationDefinition.typeName, metamethods: [
            "__index": { call in
                guard case .string("type") = try call.value(2) else { return [.nil] }
                return [.string("NavigationController")]
            },
            "__tostring": { _ in [.string("NavigationController")] },
        ])
    }
}
