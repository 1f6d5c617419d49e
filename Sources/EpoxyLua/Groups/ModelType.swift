import LuaRuntime

/// The Lua side of ``LuaModel``: `model:modifier(…)` returns a new model, `model.dataID` reads
/// the dataID, `tostring(model)` reads `Label.groupItem#title`, and an unknown key is an error
/// naming the closest modifier.
enum ModelType {
    /// Registers the userdata type with one shared function per modifier name.
    static func register(in lua: LuaState) throws {
        var modifiers: [String: LuaRef] = [:]
        for name in ModelModifiers.allNames {
            modifiers[name] = try lua.makeFunction(name: name) { call in
                guard let model = call.objectOrNil(1, as: LuaModel.self) else {
                    throw LuaArgumentError(message: "calling '\(name)' on bad self (model expected, got \(call.typeName(1)); use model:\(name)(…))")
                }
                return [.object(LuaModel(try ModelModifiers.apply(name, to: model.node, call: call.droppingSelf())))]
            }
        }
        let table = ModifierTable(functions: modifiers)
        try lua.registerType(LuaModel.self, name: LuaModel.typeName, metamethods: [
            "__index": { call in
                guard let model = call.objectOrNil(1, as: LuaModel.self) else { return [.nil] }
                return [try table.lookup(try call.value(2), on: model.node)]
            },
            "__tostring": { call in
                [.string(call.objectOrNil(1, as: LuaModel.self)?.node.description ?? LuaModel.typeName)]
            },
        ])
    }

    /// The modifier functions by name (shared by every model of the state).
    private final class ModifierTable {
        let functions: [String: LuaRef]

        init(functions: [String: LuaRef]) {
            self.functions = functions
        }

        func lookup(_ key: LuaValue, on node: ModelNode) throws -> LuaValue {
            guard case .string(let name) = key else { return .nil }
            switch name {
            case "dataID": return node.dataID.map(DataIDValue.lua) ?? .nil
            case "type": return .string(node.typeName)
            default:
                guard ModelModifiers.has(name, on: node), let function = functions[name] else {
                    throw ModelModifiers.unknown(name, on: node)
                }
                return function.value
            }
        }
    }
}
