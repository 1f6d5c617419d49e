import EpoxyScreens

/// The Lua side of ``LuaItemModelBox``: `model:didSelect(fn)` and the other modifiers return
/// new models, `model.dataID` reads the dataID, `tostring(model)` reads `Label.itemModel#title`,
/// and an unknown key is an error naming the closest modifier.
enum ItemModelType {
    /// Registers the userdata type with one shared function per modifier.
    static func register(in lua: LuaState) throws {
        var modifiers: [String: LuaRef] = [:]
        for name in ItemModelModifiers.names {
            modifiers[name] = try lua.makeFunction(name: name) { call in
                guard let box = call.state.object(try call.value(1), as: LuaItemModelBox.self) else {
                    throw LuaArgumentError(message: "calling '\(name)' on bad self (item model expected, got \(call.typeName(1)); use model:\(name)(…))")
                }
                return [.object(LuaItemModelBox(try ItemModelModifiers.apply(name, to: box, call: call.droppingSelf())))]
            }
        }
        try lua.registerType(LuaItemModelBox.self, name: LuaItemModelBox.typeName, metamethods: [
            "__index": { call in
                guard let box = call.state.object(try call.value(1), as: LuaItemModelBox.self),
                      case .string(let key) = try call.value(2) else { return [.nil] }
                switch key {
                case "dataID": return [DataIDValue.lua(box.model.dataID)]
                case "content": return [box.model.content]
                case "type": return [.string("\(box.model.componentName).\(box.model.constructor)")]
                default:
                    guard ItemModelModifiers.names(for: box).contains(key), let function = modifiers[key] else {
                        throw ItemModelModifiers.unknown(key, on: box)
                    }
                    return [function.value]
                }
            },
            "__tostring": { call in
                [.string(call.state.object(try call.value(1), as: LuaItemModelBox.self)?.model.description ?? LuaItemModelBox.typeName)]
            },
        ])
    }

    /// Makes a built-in's item model from `X.itemModel{…}` or `X.supplementaryItemModel{…}`.
    static func builtin(_ component: BuiltinComponent, call: LuaCall, constructor: String) throws -> LuaItemModelBox {
        let made = try ComponentModel.builtin(
            component, call: call, constructor: constructor, itemDataID: AnyHashable(GroupItemCellView.hostedItemDataID))
        let dataID = try TableArgument(call: call, position: 1, value: .dictionary(made.fields)).dataID()
        return LuaItemModelBox(LuaItemModel(
            dataID: dataID, componentName: component.name, constructor: constructor,
            style: .dictionary(made.style), content: made.fields["content"] ?? .nil, item: made.item))
    }
}
