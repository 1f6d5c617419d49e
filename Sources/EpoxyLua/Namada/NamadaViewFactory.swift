import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyNamadaLayout
import LuaRuntime

/// Makes the views `put…` factories put: built-in components from the same table their
/// `X.groupItem{…}` takes, containers (views, stacks, scroll views) from `{ dataID =, … }`.
enum NamadaViewFactory {
    /// The view a group item makes (its content and behaviors applied), named by its dataID.
    static func view(from item: AnyGroupItem) throws -> View {
        // A one-item group makes the item's view exactly as a group would; the group is dropped.
        guard let view = VGroup(items: [item]).constrainable(with: item.dataID) as? View else {
            throw LuaArgumentError(message: "'\(DataIDFormatter.string(for: item.dataID))' makes no view (groups and spacers cannot be put; wrap them in a component)")
        }
        if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = DataIDFormatter.string(for: item.dataID) }
        return view
    }

    /// The view argument 1 stands for: a view handle, or a model (`Label.groupItem{…}`).
    static func view(_ call: LuaCall, _ position: Int = 1) throws -> View {
        let value = try call.value(position)
        if let handle = call.state.object(value, as: NamadaViewHandle.self) { return handle.view }
        if let model = call.state.object(value, as: LuaModel.self) { return try view(from: model.node.groupItem()) }
        throw LuaArgumentError(position: position, function: call.functionName, expected: "view or component model", actual: call.typeName(position))
    }

    /// A built-in component's view from `{ dataID =, content =, style =, behaviors = }` at argument 1.
    static func component(_ component: BuiltinComponent, _ call: LuaCall) throws -> View {
        try view(from: ComponentModel.builtin(component, call: call).item)
    }

    /// A plain view, stack or scroll view from an optional `{ dataID =, … }`.
    static func container(_ make: () -> View, _ call: LuaCall, allowed: [String] = ["dataID"], what: String) throws -> View {
        let view = make()
        let value = try call.namedFieldsSnapshot(1)
        guard !value.isNil else { return view }
        guard value.isTableValue else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table", actual: call.typeName(1))
        }
        let table = TableArgument(call: call, position: 1, value: value)
        try table.checkFields(allowed, what: what)
        if let dataID = try table.optionalDataID() { view.accessibilityIdentifier = DataIDFormatter.string(for: dataID) }
        if let container = view as? ContainerView, let color = try StyleValues.color(table, "backgroundColor") {
            container.backgroundColor = color
        }
        if let stack = view as? StackView { try configure(stack, table) }
        return view
    }

    private static func configure(_ stack: StackView, _ table: TableArgument) throws {
        if let spacing = try table.optionalLength("spacing") { stack.spacing = spacing }
        if let name = try table.optionalString("axis") {
            guard let axis = LayoutAxis(rawValue: name) else { throw table.error("axis", ClosestName.unknown("axis", name, valid: LayoutAxis.allCases.map(\.rawValue))) }
            stack.axis = axis
        }
        if let name = try table.optionalString("alignment") {
            let extra: [String: StackAlignment] = ["top": .top, "bottom": .bottom]
            guard let alignment = StackAlignment(rawValue: name) ?? extra[name] else {
                throw table.error("alignment", ClosestName.unknown("stack alignment", name, valid: StackAlignment.allCases.map(\.rawValue) + ["top", "bottom"]))
            }
            stack.alignment = alignment
        }
        if let name = try table.optionalString("distribution") {
            guard let distribution = StackDistribution(rawValue: name) else {
                throw table.error("distribution", ClosestName.unknown("distribution", name, valid: StackDistribution.allCases.map(\.rawValue)))
            }
            stack.distribution = distribution
        }
    }

    static let stackFields = ["dataID", "backgroundColor", "spacing", "alignment", "distribution", "axis"]
}
