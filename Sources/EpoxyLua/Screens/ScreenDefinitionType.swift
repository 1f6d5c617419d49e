/// The Lua side of ``LuaScreenDefinition``: `screen.title`, `screen.type` ("ViewController")
/// and `tostring(screen)` reading `ViewController "Inbox"`.
enum ScreenDefinitionType {
    static func register(in lua: LuaState) throws {
        try lua.registerType(LuaScreenDefinition.self, name: LuaScreenDefinition.typeName, metamethods: [
            "__index": { call in
                guard let screen = call.state.object(try call.value(1), as: LuaScreenDefinition.self),
                      case .string(let key) = try call.value(2) else { return [.nil] }
                switch key {
                case "title": return [screen.title.map(LuaValue.string) ?? .nil]
                case "type": return [.string("ViewController")]
                default: return [.nil]
                }
            },
            "__tostring": { call in
                let title = call.state.object(try call.value(1), as: LuaScreenDefinition.self)?.title
                return [.string("ViewController" + (title.map { " \"\($0)\"" } ?? ""))]
            },
        ])
    }
}
