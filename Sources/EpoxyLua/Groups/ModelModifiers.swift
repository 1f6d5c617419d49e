import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import LuaRuntime

/// The chained modifiers of models: placement (`padding`, alignments, `aspectRatio`), content
/// priorities, HGroup reflow switches and the style setters of built-in components. Each
/// returns a changed copy; the model it is called on never changes.
enum ModelModifiers {
    /// Modifiers every group item has.
    static let placementModifiers = [
        "padding", "verticalAlignment", "horizontalAlignment", "accessibilityAlignment",
        "contentHuggingPriority", "contentCompressionResistancePriority", "aspectRatio",
    ]
    /// Modifiers of HGroups and HGroupItems.
    static let reflowModifiers = ["reflowsForAccessibilityTypeSizes", "forceAccessibilityVerticalLayout"]

    /// The modifiers `node` has.
    static func names(for node: ModelNode) -> [String] {
        var names = placementModifiers
        switch node.body {
        case .group(let group) where group.kind == .HGroup: names += reflowModifiers
        case .component(let component): names += component.builtin?.setterNames ?? []
        default: break
        }
        return names
    }

    /// Whether `node` has modifier `name`: what ``names(for:)`` lists, without building the list
    /// (every `model:modifier(…)` asks twice, once to find the function and once to apply it).
    static func has(_ name: String, on node: ModelNode) -> Bool {
        if placementModifiers.contains(name) { return true }
        switch node.body {
        case .group(let group) where group.kind == .HGroup: return reflowModifiers.contains(name)
        case .component(let component): return component.builtin?.styleField(forModifier: name) != nil
        default: return false
        }
    }

    /// Every modifier name of any model (one Lua function each).
    static var allNames: [String] {
        Array(Set(placementModifiers + reflowModifiers + BuiltinComponent.catalog.flatMap(\.setterNames))).sorted()
    }

    /// Applies modifier `name` with the call's arguments (argument 1 is the first after `self`).
    static func apply(_ name: String, to node: ModelNode, call: LuaCall) throws -> ModelNode {
        guard has(name, on: node) else { throw unknown(name, on: node) }
        var copy = node
        switch name {
        case "padding":
            copy.placement.padding = try padding(call)
        case "verticalAlignment":
            copy.placement.verticalAlignment = try optionalAlignment(call, LayoutValues.vertical)
        case "horizontalAlignment":
            copy.placement.horizontalAlignment = try optionalAlignment(call, LayoutValues.horizontal)
        case "accessibilityAlignment":
            copy.placement.accessibilityAlignment = try optionalAlignment(call, LayoutValues.horizontal)
        case "aspectRatio":
            copy.placement.aspectRatio = try aspectRatio(call)
        case "contentHuggingPriority", "contentCompressionResistancePriority":
            let priority = try check(LayoutValues.priority(try call.value(1)), position: 1, call: call)
            let axis = try check(LayoutValues.axis(try call.value(2)), position: 2, call: call)
            copy.priorities.append(.init(isHugging: name == "contentHuggingPriority", priority: priority, axis: axis))
        case "reflowsForAccessibilityTypeSizes", "forceAccessibilityVerticalLayout":
            guard case .group(var group) = node.body, case .h(var style) = group.style else { throw unknown(name, on: node) }
            guard case .boolean(let flag) = try call.value(1) else {
                throw LuaArgumentError(position: 1, function: name, expected: "boolean", actual: call.typeName(1))
            }
            if name == "reflowsForAccessibilityTypeSizes" {
                style.reflowsForAccessibilityTypeSizes = flag
            } else {
                style.forceVerticalAccessibilityLayout = flag
            }
            group.style = .h(style)
            copy.body = .group(group)
        default:
            guard case .component(let component) = node.body, let field = component.builtin?.styleField(forModifier: name) else {
                throw unknown(name, on: node)
            }
            copy.body = .component(try component.settingStyle(field, to: try call.snapshot(1), call: call))
        }
        return copy
    }

    /// "no modifier 'x' on Label.groupItem; did you mean 'y'? (modifiers: …)".
    static func unknown(_ name: String, on node: ModelNode) -> LuaArgumentError {
        let names = names(for: node)
        var message = "no modifier '\(name)' on \(node.typeName)"
        if let suggestion = ClosestName.suggestion(for: name, among: names) { message += "; did you mean '\(suggestion)'?" }
        return LuaArgumentError(message: message + " (modifiers: \(names.joined(separator: ", ")))")
    }

    /// `:aspectRatio(ratio [, priority])`: width / height, within `AspectRatio.range`; the priority
    /// defaults to required.
    static func aspectRatio(_ call: LuaCall) throws -> AspectRatio {
        guard let ratio = try call.value(1).numberValue else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "number (width / height)", actual: call.typeName(1))
        }
        let priority = call.isNil(2) ? LayoutPriority.required : try check(LayoutValues.priority(try call.value(2)), position: 2, call: call)
        guard let aspectRatio = AspectRatio(ratio, priority: priority) else {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "an aspect ratio (width / height) must be between 0.0001 and 10000, got \(ratio)")
        }
        return aspectRatio
    }

    private static func padding(_ call: LuaCall) throws -> DirectionalEdgeInsets {
        let value = try call.snapshot(1)
        // Negative padding overlaps the item's neighbours, as Epoxy's insets may.
        if let length = value.numberValue {
            guard length.isFinite else {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: "padding must be a finite number")
            }
            return DirectionalEdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        }
        guard value.isTableValue else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "number or table", actual: call.typeName(1))
        }
        return try StyleValues.insets(TableArgument(call: call, position: 1, value: value), allowsNegative: true)
    }

    private static func optionalAlignment<Alignment>(
        _ call: LuaCall, _ parse: (LuaValue, LuaState) -> Parsed<Alignment, String>
    ) throws -> Alignment? {
        let value = try call.snapshot(1)
        if value.isNil { return nil }
        return try check(parse(value, call.state), position: 1, call: call)
    }

    private static func check<Value>(_ result: Parsed<Value, String>, position: Int, call: LuaCall) throws -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let problem): throw LuaArgumentError(position: position, function: call.functionName, problem: problem)
        }
    }
}
