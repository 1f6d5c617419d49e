import LuaRuntime

/// The bar model constructors: `X.barModel{ dataID =, content =, style =, behaviors = }` for
/// built-in components and `Row.barModel{ dataID =, content =, style = }` for components defined
/// in Lua. The dataID defaults to the component's name, so a screen's one navigation bar keeps
/// its view across renders without naming it.
enum BarModelConstructor {
    /// `X.barModel{…}` of a built-in component.
    static func builtin(_ component: BuiltinComponent, call: LuaCall) throws -> LuaBarModel {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(["dataID", "content", "style", "behaviors"], what: "\(component.name).barModel")
        var fields = arguments.value.namedFields ?? [:]
        if fields["dataID"] == nil || fields["dataID"] == .nil { fields["dataID"] = .string(component.name) }
        let style = try self.style(of: component, arguments)
        let model = try ComponentModel.make(component, fields: fields, style: style, call: call)
        return LuaBarModel(
            componentName: component.name, dataID: model.item.dataID,
            styleID: StyleIdentity.style(component: component.name, style: .dictionary(style)),
            content: fields["content"] ?? .nil, item: model.item, location: call.callerLocation)
    }

    /// `Row.barModel{…}` of a component defined with `Component{…}`.
    static func defined(_ definition: LuaComponentDefinition, call: LuaCall) throws -> LuaBarModel {
        let node = try definition.model(call: call, constructor: "barModel")
        guard case .component(let component) = node.body else {
            throw LuaArgumentError(message: "\(definition.name).barModel did not make a component")
        }
        let arguments = call.isNil(1) ? LuaValue.dictionary([:]) : try call.namedFieldsSnapshot(1)
        return LuaBarModel(
            componentName: definition.name, dataID: component.item.dataID,
            styleID: StyleIdentity.style(component: definition.name, style: arguments["style"]),
            content: arguments["content"], item: component.item, location: call.callerLocation)
    }

    /// The style fields of the `style` argument: a table, or a name the component knows.
    private static func style(of component: BuiltinComponent, _ arguments: TableArgument) throws -> [LuaKey: LuaValue] {
        switch arguments.value["style"] {
        case .nil: return [:]
        case .string(let name):
            guard let shorthand = component.styleShorthand else {
                throw arguments.error("style", "table expected, got string (\(component.name) has no named styles)")
            }
            return shorthand(name)
        case .dictionary(let fields): return fields
        case .array(let elements) where elements.isEmpty: return [:]
        case let other: throw arguments.error("style", "table expected, got \(other.typeName)")
        }
    }
}
