import EpoxyCore
import LuaRuntime

/// The model constructors: `HGroup`, `VGroup`, `ZGroup`, their `…Item` forms,
/// `SpacerItem`, `Component`, and the built-in component namespaces (`Label.groupItem{…}`, …).
enum ModelFunctions: LuaAPIFeature {
    /// The constructor functions, installed like every other API function.
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [
            ("HGroup", { call in [.object(LuaModel(try GroupModelParser.group(.HGroup, isItem: false, call: call)))] }),
            ("VGroup", { call in [.object(LuaModel(try GroupModelParser.group(.VGroup, isItem: false, call: call)))] }),
            ("ZGroup", { call in [.object(LuaModel(try GroupModelParser.group(.ZGroup, isItem: false, call: call)))] }),
            ("HGroupItem", { call in [.object(LuaModel(try GroupModelParser.group(.HGroup, isItem: true, call: call)))] }),
            ("VGroupItem", { call in [.object(LuaModel(try GroupModelParser.group(.VGroup, isItem: true, call: call)))] }),
            ("ZGroupItem", { call in [.object(LuaModel(try GroupModelParser.group(.ZGroup, isItem: true, call: call)))] }),
            ("SpacerItem", { call in [.object(LuaModel(try GroupModelParser.spacer(call: call)))] }),
            ("Component", { call in [.object(try LuaComponentDefinition.define(call: call))] }),
        ]
    }

    /// Registers the model and component-definition userdata types and installs the built-in
    /// component namespaces as globals and fields of `module`.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {
        try ModelType.register(in: lua)
        try ComponentDefinitionType.register(in: lua)
        try ItemModelType.register(in: lua)
        try BarModelType.register(in: lua)
        for component in BuiltinComponent.catalog {
            let namespace = try lua.makeTable(["name": .string(component.name)])
            try lua.register("groupItem", in: namespace) { call in
                let model = try ComponentModel.builtin(component, call: call)
                return [.object(LuaModel(ModelNode(body: .component(model), dataID: model.item.dataID)))]
            }
            try lua.register("barModel", in: namespace) { call in [.object(try BarModelConstructor.builtin(component, call: call))] }
            for constructor in ["itemModel", "supplementaryItemModel"] {
                let itemModels = ItemModelCache()
                let memo = try ItemModelMemo(in: lua)
                let make = try lua.makeFunction(name: constructor, memo: memo.table) { call in
                    [.object(try ItemModelType.builtin(component, call: call, constructor: constructor, cache: itemModels, memo: memo))]
                }
                try lua.set(.string(constructor), make.value, in: namespace)
            }
            try guardUnknownFields(of: namespace, named: component.name, in: lua)
            try lua.set(.string(component.name), namespace.value, in: module)
            try lua.setGlobal(component.name, namespace.value)
        }
    }

    /// Makes reading a missing field of a namespace an error naming the closest one
    /// (`Label.grupItem` → "no field 'grupItem' on Label; did you mean 'groupItem'?") instead of a
    /// `nil` that fails later as "attempt to call a nil value".
    private static func guardUnknownFields(of namespace: LuaRef, named name: String, in lua: LuaState) throws {
        let index = try lua.makeFunction(name: "__index") { call in
            let key = try call.value(2)
            let valid = ["barModel", "cellModel", "groupItem", "itemModel", "name", "supplementaryItemModel"]
            var message = "no field '\(key.stringValue ?? key.typeName)' on \(name)"
            if let key = key.stringValue, let suggestion = ClosestName.suggestion(for: key, among: valid) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw LuaArgumentError(message: message + " (fields: \(valid.joined(separator: ", ")))")
        }
        try lua.setMetatable(try lua.makeTable(["__index": index.value]), of: namespace)
    }
}
