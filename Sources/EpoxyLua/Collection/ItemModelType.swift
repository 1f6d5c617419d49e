import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime

/// The Lua side of ``LuaItemModelBox``: `model:didSelect(fn)` and the other modifiers return
/// new models, `model.dataID` reads the dataID, `tostring(model)` reads `Label.itemModel#title`,
/// and an unknown key is an error naming the closest modifier.
enum ItemModelType {
    /// Registers the userdata type with one shared function per modifier.
    static func register(in lua: LuaState) throws {
        var modifiers: [String: LuaRef] = [:]
        for name in ItemModelModifiers.names {
            modifiers[name] = try lua.makeFunction(name: name) { call in
                guard let box = call.objectOrNil(1, as: LuaItemModelBox.self) else {
                    throw LuaArgumentError(message: "calling '\(name)' on bad self (item model expected, got \(call.typeName(1)); use model:\(name)(…))")
                }
                return [.object(LuaItemModelBox(try ItemModelModifiers.apply(name, to: box, call: call.droppingSelf())))]
            }
        }
        try lua.registerType(LuaItemModelBox.self, name: LuaItemModelBox.typeName, metamethods: [
            "__index": { call in
                guard let box = call.objectOrNil(1, as: LuaItemModelBox.self),
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
                [.string(call.objectOrNil(1, as: LuaItemModelBox.self)?.model.description ?? LuaItemModelBox.typeName)]
            },
        ])
    }

    /// Makes a built-in's item model from `X.itemModel{…}` or `X.supplementaryItemModel{…}`;
    /// the same arguments as last time for that dataID give the same model (`cache`), and calls
    /// with only scalar fields are remembered in `memo`, which answers them in Lua next time.
    static func builtin(
        _ component: BuiltinComponent, call: LuaCall, constructor: String, cache: ItemModelCache, memo: ItemModelMemo
    ) throws -> LuaItemModelBox {
        // Read once: the cache and the memo both key on them, and every row of a list's first
        // layout comes here.
        let fields = call.scalarFields(1, limit: ItemModelCache.cacheableFields.count)
        let box = try builtin(component, call: call, constructor: constructor, cache: cache, scalarFields: fields)
        if let fields {
            try memo.remember(box, fields: fields, in: call.state)
        }
        return box
    }

    private static func builtin(
        _ component: BuiltinComponent, call: LuaCall, constructor: String, cache: ItemModelCache,
        scalarFields: [(key: String, value: LuaValue)]?
    ) throws -> LuaItemModelBox {
        // A list's re-render calls this for every row: rows whose scalar fields are unchanged
        // are found without converting their table.
        if let scalarFields, let model = cache.model(scalarFields: scalarFields) {
            return LuaItemModelBox(model)
        }
        let arguments: LuaValue? = call.typeName(1) == "table" ? try call.namedFieldsSnapshot(1) : nil
        if let arguments, let model = cache.model(arguments: arguments) {
            return LuaItemModelBox(model)
        }
        let cellID = AnyHashable(GroupItemCellView.hostedItemDataID)
        // Built here to check the arguments (errors carry the caller's line); kept only as the
        // inputs to build it again when a cell shows it, so a long list holds no views' models.
        let made = try ComponentModel.builtin(component, call: call, constructor: constructor, itemDataID: cellID, snapshot: arguments)
        let dataID = try TableArgument(call: call, position: 1, value: .dictionary(made.fields)).dataID()
        let shared = cache.sharedStyle(made.style)
        let style = shared.fields, content = made.fields["content"] ?? .nil
        // Items with behaviors keep their fields; the others are rebuilt from dataID and content.
        let behaviors = made.fields["behaviors"] ?? .nil
        // One function for the rows of a style without behaviors: a function per row kept
        // its captures per row (100,000 rows: about 20 MiB).
        let state = call.state
        let makeItem = behaviors.isNil
            ? cache.sharedItemMaker { itemMaker(component, style: style, behaviors: .nil, constructor: constructor, state: state) }
            : itemMaker(component, style: style, behaviors: behaviors, constructor: constructor, state: state)
        let model = LuaItemModel(
            dataID: dataID, componentName: component.name, constructor: constructor,
            style: shared.value, styleKey: shared.key, content: content, location: call.callerLocation,
            makeItemOfCore: makeItem)
        if let arguments { cache.store(model, arguments: arguments) }
        return LuaItemModelBox(model)
    }

    /// Rebuilds a built-in's item from a model's dataID and content, with `style` and
    /// `behaviors`.
    private static func itemMaker(
        _ component: BuiltinComponent, style: [LuaKey: LuaValue], behaviors: LuaValue, constructor: String, state: LuaState
    ) -> (LuaItemModel.Core) -> AnyGroupItem {
        let cellID = AnyHashable(GroupItemCellView.hostedItemDataID)
        return { [handle = state.handle] core in
            var fields: [LuaKey: LuaValue] = ["dataID": DataIDValue.lua(core.dataIDKey.anyHashable), "content": core.content]
            if !behaviors.isNil { fields["behaviors"] = behaviors }
            return ComponentModel.rebuiltItem(component, fields: fields, style: style, constructor: constructor, itemDataID: cellID,
                location: core.location, state: handle.state)
                ?? AnyGroupItem(dataID: cellID, make: { View() })
        }
    }
}
