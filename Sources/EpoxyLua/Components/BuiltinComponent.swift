import EpoxyCore
import EpoxyLayoutGroups
import LuaRuntime

/// How a built-in component (`Label`, `Button`, …) is made from a script's
/// `X.groupItem{ dataID=, content=, style=, behaviors= }`: which style fields exist, which
/// modifiers set them, which behaviors it has, and how the Swift item is built.
struct BuiltinComponent {
    /// The inputs of one item, checked by ``build``.
    struct Inputs {
        let dataID: AnyHashable
        /// The dataID behavior callbacks report (the item's own; differs from `dataID` for
        /// collection items, whose group item takes the cell's fixed identifier).
        var callbackDataID: AnyHashable
        /// The item's argument table; `content` is read from its `content` field.
        let arguments: TableArgument
        /// The style fields, as a table argument whose path is `style`.
        let style: TableArgument
        let behaviors: [String: LuaRef]
        let state: LuaState

        /// The callback for behavior `name`, if the script gave one.
        func callback(_ name: String) -> BehaviorCallback? {
            behaviors[name].map { BehaviorCallback(function: $0, name: name, dataID: callbackDataID, state: state) }
        }
    }

    /// The namespace's global name.
    let name: String
    /// The fields a style table may have.
    let styleFields: [String]
    /// Modifier names that set a style field, beyond the fields' own names (`textAlignment` → `alignment`).
    let setterAliases: [String: String]
    /// The behaviors `behaviors = { … }` may hold.
    let behaviorNames: [String]
    /// A style given as a string (a Label's `"headline"`) as style fields; nil when not allowed.
    let styleShorthand: ((String) -> [LuaKey: LuaValue])?
    /// Makes the Swift item; throws errors naming the bad field.
    let build: (Inputs) throws -> AnyGroupItem

    /// The style field a modifier sets, nil when it is no setter of this component.
    func styleField(forModifier modifier: String) -> String? {
        if styleFields.contains(modifier) { return modifier }
        return setterAliases[modifier]
    }

    /// Every setter modifier (field names and aliases).
    var setterNames: [String] {
        (styleFields + setterAliases.keys).sorted()
    }
}
