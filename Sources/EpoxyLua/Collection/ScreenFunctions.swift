import EpoxyCore
import LuaRuntime

/// The collection screen constructors: `ViewController{…}`, `SectionModel{…}`, the `Layout`
/// table (`Layout.flow{…}`, `Layout.grid{…}`, `Layout.list{…}`, `Layout.compositional{…}`) and
/// the compositional layout values (`LayoutItem{…}`, `LayoutGroup.horizontal{…}`/`.vertical{…}`,
/// `LayoutSection{…}`, `LayoutBoundaryItem{…}`).
enum ScreenFunctions: LuaAPIFeature {
    /// The constructor functions, installed like every other API function.
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [
            ("ViewController", { call in [.object(try LuaScreen.make(call: call))] }),
            ("SectionModel", { call in [.object(LuaSectionModelBox(try SectionModelParser.section(call: call)))] }),
            ("LayoutItem", { call in [.object(try CompositionalLayoutParser.item(call: call))] }),
            ("LayoutSection", { call in [.object(try CompositionalLayoutParser.section(call: call))] }),
            ("LayoutBoundaryItem", { call in [.object(try CompositionalLayoutParser.boundaryItem(call: call))] }),
        ]
    }

    /// Registers the screen, section and layout userdata types and installs `Layout` as a
    /// global and a field of `module`.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {
        try SectionModelType.register(in: lua)
        try lua.registerType(LuaCollectionLayout.self, name: LuaCollectionLayout.typeName, metamethods: [
            "__tostring": { call in
                [.string("Layout." + (call.objectOrNil(1, as: LuaCollectionLayout.self)?.name ?? "?"))]
            },
        ])
        try lua.registerType(LuaCompositionalElement.self, name: LuaCompositionalElement.typeName, metamethods: [
            "__tostring": { call in
                [.string(call.objectOrNil(1, as: LuaCompositionalElement.self)?.description ?? LuaCompositionalElement.typeName)]
            },
        ])
        try lua.registerType(LuaScreen.self, name: LuaScreen.typeName, metamethods: [
            "__index": { call in
                guard let screen = call.objectOrNil(1, as: LuaScreen.self),
                      case .string(let key) = try call.value(2) else { return [.nil] }
                switch key {
                case "title": return [screen.controller.title.map(LuaValue.string) ?? .nil]
                case "renderCount": return [.integer(Int64(screen.controller.renderCount))]
                case "avoidsKeyboard": return [.boolean(screen.avoidsKeyboard)]
                case "topBars": return [screen.topBars.map { .function($0) } ?? .nil]
                case "bottomBars": return [screen.bottomBars.map { .function($0) } ?? .nil]
                default:
                    let valid = ["avoidsKeyboard", "bottomBars", "renderCount", "title", "topBars"]
                    var message = "no field '\(key)' on ViewController"
                    if let suggestion = ClosestName.suggestion(for: key, among: valid) { message += "; did you mean '\(suggestion)'?" }
                    throw LuaArgumentError(message: message + " (fields: \(valid.joined(separator: ", ")))")
                }
            },
            "__tostring": { _ in [.string("ViewController")] },
        ])
        let layout = try lua.makeTable()
        try lua.register("flow", in: layout) { call in [.object(try CollectionLayoutParser.flow(call: call))] }
        try lua.register("grid", in: layout) { call in [.object(try CollectionLayoutParser.grid(call: call))] }
        try lua.register("list", in: layout) { call in [.object(try CollectionLayoutParser.list(call: call))] }
        try lua.register("compositional", in: layout) { call in [.object(try CompositionalLayoutParser.compositional(call: call))] }
        try lua.set(.string("Layout"), layout.value, in: module)
        try lua.setGlobal("Layout", layout.value)
        let group = try lua.makeTable()
        try lua.register("horizontal", in: group) { call in [.object(try CompositionalLayoutParser.group(call: call, axis: .horizontal))] }
        try lua.register("vertical", in: group) { call in [.object(try CompositionalLayoutParser.group(call: call, axis: .vertical))] }
        try lua.set(.string("LayoutGroup"), group.value, in: module)
        try lua.setGlobal("LayoutGroup", group.value)
    }
}
