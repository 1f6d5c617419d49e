/// A screen a script defines with `ViewController{ title =, body =, topBars =, bottomBars =,
/// avoidsKeyboard = }`: providers (functions, re-run on every render) or fixed values for the
/// content and the bars. Each time the screen is shown or pushed, a new
/// ``ScriptedViewController`` is made from it, as a Swift `makeViewController` makes one.
final class LuaScreenDefinition {
    /// The metatable name of screen definitions.
    static let typeName = "EpoxyViewController"
    /// The fields `ViewController{…}` accepts.
    static let fields = ["avoidsKeyboard", "body", "bottomBars", "title", "topBars"]

    /// The screen's title (what a navigation stack lists).
    let title: String?
    /// A group or component, or a function returning one; nil shows no content.
    let body: LuaValue
    /// A list of bar models, or a function returning one.
    let topBars: LuaValue
    let bottomBars: LuaValue
    /// Whether the bottom bars move above the keyboard.
    let avoidsKeyboard: Bool

    private init(title: String?, body: LuaValue, topBars: LuaValue, bottomBars: LuaValue, avoidsKeyboard: Bool) {
        self.title = title
        self.body = body
        self.topBars = topBars
        self.bottomBars = bottomBars
        self.avoidsKeyboard = avoidsKeyboard
    }

    /// Reads `ViewController{…}`'s argument 1, checking every field.
    static func define(call: LuaCall) throws -> LuaScreenDefinition {
        guard call.typeName(1) == "table" else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table", actual: call.typeName(1))
        }
        let arguments = TableArgument(call: call, position: 1, value: try call.snapshot(1))
        try arguments.checkFields(fields, what: "ViewController")
        for field in ["topBars", "bottomBars"] {
            let value = arguments.value[.string(field)]
            switch value {
            case .nil, .function: continue
            case let list where LuaSequence.isList(list): continue
            default: throw arguments.error(field, "function or list of bar models expected, got \(value.typeName)")
            }
        }
        switch arguments.value["body"] {
        case .nil, .function, .userdata, .object: break
        case let other: throw arguments.error("body", "function, group or component expected, got \(other.typeName)")
        }
        return LuaScreenDefinition(
            title: try arguments.optionalString("title"),
            body: arguments.value["body"],
            topBars: arguments.value["topBars"],
            bottomBars: arguments.value["bottomBars"],
            avoidsKeyboard: try arguments.optionalBoolean("avoidsKeyboard") ?? false)
    }
}
