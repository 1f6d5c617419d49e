import EpoxyCollectionView
import EpoxyCore
import LuaRuntime

/// The chained modifiers of item models: callbacks, `styleID`, `selectionStyle`,
/// `isMovable`, `flowLayoutItemSize` and `aspectRatio`. Each returns a changed copy.
enum ItemModelModifiers {
    /// Every modifier of item models.
    static let names = [
        "didSelect", "willDisplay", "didEndDisplaying", "didChangeState",
        "styleID", "selectionStyle", "isMovable", "flowLayoutItemSize", "aspectRatio",
    ]
    /// The modifiers of supplementary item models (no selection, no moving).
    static let supplementaryNames = ["willDisplay", "didEndDisplaying", "styleID", "aspectRatio"]

    /// The modifiers `box` has.
    static func names(for box: LuaItemModelBox) -> [String] {
        box.isSupplementary ? supplementaryNames : names
    }

    /// Applies modifier `name` with the call's arguments (argument 1 is the first after `self`).
    static func apply(_ name: String, to box: LuaItemModelBox, call: LuaCall) throws -> LuaItemModel {
        guard names(for: box).contains(name) else { throw unknown(name, on: box) }
        var settings = box.model.settings
        switch name {
        case "didSelect", "willDisplay", "didEndDisplaying", "didChangeState":
            let function = try call.function(1)
            let callback = ItemCallbackFunction(function: function, name: name, state: call.state).callback
            switch name {
            case "didSelect": settings.callbacks.didSelect = callback
            case "willDisplay": settings.callbacks.willDisplay = callback
            case "didEndDisplaying": settings.callbacks.didEndDisplaying = callback
            default: settings.callbacks.didChangeState = callback
            }
        case "styleID":
            guard let styleID = DataIDValue.hashable(try call.value(1)) else {
                throw LuaArgumentError(position: 1, function: name, expected: "string, number or boolean", actual: DataIDValue.describe(try call.value(1)))
            }
            settings.styleID = styleID
        case "selectionStyle":
            settings.selectionStyle = try selectionStyle(call)
        case "isMovable":
            guard case .boolean(let movable) = try call.value(1) else {
                throw LuaArgumentError(position: 1, function: name, expected: "boolean", actual: call.typeName(1))
            }
            settings.isMovable = movable
        case "aspectRatio":
            settings.aspectRatio = try ModelModifiers.aspectRatio(call)
        default:
            settings.flowLayoutItemSize = try CollectionValues.optionalSize(call, position: 1)
        }
        return box.model.with(settings)
    }

    /// "no modifier 'x' on Label.itemModel; did you mean 'y'? (modifiers: …)".
    static func unknown(_ name: String, on box: LuaItemModelBox) -> LuaArgumentError {
        let valid = names(for: box)
        var message = "no modifier '\(name)' on \(box.model.componentName).\(box.model.constructor)"
        if let suggestion = ClosestName.suggestion(for: name, among: valid) { message += "; did you mean '\(suggestion)'?" }
        return LuaArgumentError(message: message + " (modifiers: \(valid.joined(separator: ", ")))")
    }

    /// `"noBackground"` or `{ color = "blue" }`.
    private static func selectionStyle(_ call: LuaCall) throws -> SelectionStyle {
        let value = try call.snapshot(1)
        if value.stringValue == "noBackground" { return .noBackground }
        if value.isTableValue {
            let table = TableArgument(call: call, position: 1, value: value)
            try table.checkFields(["color"], what: "selectionStyle")
            return .color(try table.string("color"))
        }
        throw LuaArgumentError(position: 1, function: call.functionName, problem: "\"noBackground\" or { color = … } expected, got \(value.stringValue.map { "\"\($0)\"" } ?? value.typeName)")
    }
}
