import EpoxyCore
import LuaRuntime

/// The Lua side of ``LuaComponentDefinition``: `Row.groupItem{…}`, `Row.instance{…}`, `Row{…}`
/// (same as `instance`), `Row.name`, and `tostring(Row)` reading `Component MessageRow`.
enum ComponentDefinitionType {
    static func register(in lua: LuaState) throws {
        try lua.registerType(LuaComponentDefinition.self, name: LuaComponentDefinition.typeName, metamethods: [
            "__index": { call in
                guard let definition = call.objectOrNil(1, as: LuaComponentDefinition.self),
                      case .string(let key) = try call.value(2) else { return [.nil] }
                switch key {
                case "name": return [.string(definition.name)]
                case "barModel", "groupItem", "instance", "itemModel", "supplementaryItemModel": return [try definition.constructor(key, in: call.state).value]
                case "cellModel": return [try DeklarativFunctions.cellModelConstructor(for: definition, in: call.state).value]
                default:
                    let valid = ["barModel", "cellModel", "groupItem", "instance", "itemModel", "name", "supplementaryItemModel"]
                    var message = "no field '\(key)' on component '\(definition.name)'"
                    if let suggestion = ClosestName.suggestion(for: key, among: valid) { message += "; did you mean '\(suggestion)'?" }
                    throw LuaArgumentError(message: message + " (fields: \(valid.joined(separator: ", ")))")
                }
            },
            "__call": { call in
                guard let definition = call.objectOrNil(1, as: LuaComponentDefinition.self) else { return [.nil] }
                return [.object(LuaModel(try definition.model(call: call.droppingSelf(), constructor: "instance")))]
            },
            "__tostring": { call in
                [.string("Component " + (call.objectOrNil(1, as: LuaComponentDefinition.self)?.name ?? "?"))]
            },
        ])
    }
}
