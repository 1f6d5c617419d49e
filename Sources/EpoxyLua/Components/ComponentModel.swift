import EpoxyCore
import EpoxyLayoutGroups
import LuaRuntime

/// A component's group item as a model: the Swift item, and for built-ins what it was made
/// from, so style setters (`:numberOfLines(2)`) can make it again with one field changed.
struct ComponentModel {
    /// The component's name (`Label`, or a `Component{ name = … }`).
    let name: String
    /// How it was made: `groupItem` or `instance`.
    let constructor: String
    /// The Swift item.
    let item: AnyGroupItem
    /// The built-in it came from, nil for Lua components.
    let builtin: BuiltinComponent?
    /// The item's fields (`dataID`, `content`, `behaviors`) and its style fields.
    let fields: [LuaKey: LuaValue]
    let style: [LuaKey: LuaValue]

    /// A model whose views keep `content`, the value the script passed, as their
    /// `modelContent` (what `find(dataID).content` returns), and are named in diagnostics by
    /// their `dataID` (the script's, also for a cell's item) and `location`, the script's
    /// `file:line` that made the model.
    init(
        name: String, constructor: String, item: AnyGroupItem, builtin: BuiltinComponent?,
        fields: [LuaKey: LuaValue], style: [LuaKey: LuaValue], content: LuaValue, dataID: AnyHashable, location: String?
    ) {
        self.name = name
        self.constructor = constructor
        self.item = item.modelOrigin(ModelOrigin.text(dataID: dataID, location: location))
            .configuringView { view in view.modelContent = content }
        self.builtin = builtin
        self.fields = fields
        self.style = style
    }

    /// Makes a built-in's model from `X.groupItem{ … }`'s argument 1, checking every field.
    /// - Parameters:
    ///   - constructor: The constructor's name for messages (`groupItem`, `itemModel`, …).
    ///   - itemDataID: The dataID of the Swift item when it differs from the script's (a
    ///     collection cell's fixed identifier); behaviors still report the script's dataID.
    ///   - snapshot: Argument 1 already read with ``LuaCall/namedFieldsSnapshot(_:)``, if the
    ///     caller has it.
    static func builtin(
        _ component: BuiltinComponent, call: LuaCall, constructor: String = "groupItem", itemDataID: AnyHashable? = nil,
        snapshot: LuaValue? = nil
    ) throws -> ComponentModel {
        guard call.typeName(1) == "table" else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table", actual: call.typeName(1))
        }
        let arguments = TableArgument(call: call, position: 1, value: try snapshot ?? call.namedFieldsSnapshot(1))
        try arguments.checkFields(["dataID", "content", "style", "behaviors"], what: "\(component.name).\(constructor)")
        let style: [LuaKey: LuaValue]
        switch arguments.value["style"] {
        case .nil: style = [:]
        case .string(let name):
            guard let shorthand = component.styleShorthand else {
                throw arguments.error("style", "table expected, got string (\(component.name) has no named styles)")
            }
            style = shorthand(name)
        case .dictionary(let fields): style = fields
        case .array(let elements) where elements.isEmpty: style = [:]
        case let other: throw arguments.error("style", "table expected, got \(other.typeName)")
        }
        return try make(
            component, fields: arguments.value.namedFields ?? [:], style: style, call: call,
            constructor: constructor, itemDataID: itemDataID)
    }

    /// The Swift item of a built-in made again from fields and style that
    /// ``builtin(_:call:constructor:itemDataID:snapshot:)`` already checked: what a collection
    /// item builds when its cell first shows it, outside any call from Lua (so the arguments
    /// are read from the values given, never from the stack). Nil if the state is gone.
    static func rebuiltItem(
        _ component: BuiltinComponent, fields: [LuaKey: LuaValue], style: [LuaKey: LuaValue],
        constructor: String, itemDataID: AnyHashable, location: String?, state: LuaState?
    ) -> AnyGroupItem? {
        guard let state else { return nil }
        let call = LuaCall.withoutArguments(on: state, functionName: "\(component.name).\(constructor)")
        return try? make(
            component, fields: fields, style: style, call: call, constructor: constructor, itemDataID: itemDataID,
            location: location
        ).item
    }

    /// A copy whose style field `field` is `value`, made again (setter modifiers).
    func settingStyle(_ field: String, to value: LuaValue, call: LuaCall) throws -> ComponentModel {
        guard let builtin else {
            throw LuaArgumentError(message: "\(name).\(constructor) has no style setters")
        }
        var style = style
        style[.string(field)] = value
        return try Self.make(builtin, fields: fields, style: style, call: call)
    }

    /// `location` is where the script made the model when the call is not that (an item rebuilt
    /// for a cell during layout); nil: the call's.
    static func make(
        _ component: BuiltinComponent, fields: [LuaKey: LuaValue], style: [LuaKey: LuaValue], call: LuaCall,
        constructor: String = "groupItem", itemDataID: AnyHashable? = nil, location: String? = nil
    ) throws -> ComponentModel {
        let arguments = TableArgument(call: call, position: 1, value: .dictionary(fields))
        let styleArgument = TableArgument(call: call, position: 1, value: .dictionary(style), path: "style")
        try styleArgument.checkFields(component.styleFields, what: "\(component.name) style")
        var behaviors: [String: LuaRef] = [:]
        if let table = try arguments.optionalTable("behaviors") {
            try table.checkFields(component.behaviorNames, what: "\(component.name) behaviors")
            for name in component.behaviorNames {
                behaviors[name] = try table.optionalFunction(name)
            }
        }
        let dataID = try arguments.dataID()
        let inputs = BuiltinComponent.Inputs(
            dataID: itemDataID ?? dataID, callbackDataID: dataID, arguments: arguments, style: styleArgument,
            behaviors: behaviors, state: call.state)
        return ComponentModel(
            name: component.name, constructor: constructor, item: try component.build(inputs), builtin: component,
            fields: fields, style: style, content: fields[.string("content")] ?? .nil, dataID: dataID,
            location: location ?? call.callerLocation)
    }
}
