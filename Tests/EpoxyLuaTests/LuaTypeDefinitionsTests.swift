import XCTest

@testable import EpoxyLua

/// `epoxy types` declares exactly the globals the API installs, every modifier and method the
/// bindings register, and writes files Lua itself can load.
final class LuaTypeDefinitionsTests: XCTestCase {
    private func installedGlobals() throws -> Set<String> {
        let host = try ScriptHost()
        let names = try host.run(source: """
            local names = {}
            for name in pairs(require("epoxy")) do names[#names + 1] = name end
            return table.concat(names, " ")
            """, chunkName: "=names").first?.stringValue ?? ""
        return Set(names.split(separator: " ").map(String.init))
    }

    func testDefinitionsDeclareExactlyTheInstalledGlobals() throws {
        let installed = try installedGlobals()
        let declared = Set(LuaAPITypes.globals.map(\.name) + BuiltinComponent.catalog.map(\.name))
        XCTAssertEqual(installed.subtracting(declared).sorted(), [], "globals without a type in LuaAPITypes")
        XCTAssertEqual(declared.subtracting(installed).sorted(), [], "types in LuaAPITypes naming no global")

        let definitions = LuaLSDefinitions.write()
        for name in installed.sorted() {
            XCTAssertTrue(definitions.contains("\nfunction \(name)(") || definitions.contains("\n\(name) = "),
                          "\(name) is not defined in the LuaLS file")
        }
    }

    func testEveryRegisteredModifierIsAMethodOfItsClass() throws {
        let definitions = LuaLSDefinitions.write()
        let expected: [(String, [String])] = [
            ("epoxy.Model", ModelModifiers.allNames),
            ("epoxy.ItemModel", ItemModelModifiers.names),
            ("epoxy.BarModel", BarModelType.modifierNames),
            ("epoxy.SectionModel", SectionModelType.modifierNames),
            ("epoxy.NavigationModel", LuaNavigationModel.modifierNames),
            ("epoxy.NamadaContent", Array(NamadaContentMethods.methods.keys)),
            ("epoxy.DeclarativeTable", Array(DeklarativFunctions.tableMethods.keys)),
        ]
        for (className, methods) in expected {
            XCTAssertFalse(methods.isEmpty, className)
            for method in methods {
                XCTAssertTrue(definitions.contains("---@field \(method) fun(self: \(className)"), "\(className):\(method)")
            }
        }
        XCTAssertTrue(definitions.contains("---@field padding fun(self: epoxy.Model, insets: epoxy.Insets): epoxy.Model"))
    }

    func testDefinitionsAndLuacheckConfigurationAreValidLua() throws {
        let host = try ScriptHost()
        for (name, text) in [("luals", LuaLSDefinitions.write()), ("luacheck", LuacheckStandard.write())] {
            XCTAssertNoThrow(try host.lua.load(string: text, chunkName: "=\(name)"), name)
        }
        // The luacheck file fills `stds` with the API's globals when run as luacheck runs it.
        let check = try host.run(source: """
            local stds, files = {}, {}
            local chunk = assert(load(..., "=luacheckrc", "t", { stds = stds, files = files }))
            """.replacingOccurrences(of: "...", with: "[==[\(LuacheckStandard.write())]==]") + """

            chunk()
            local found = {}
            for _, name in ipairs(stds.epoxy.read_globals) do found[name] = true end
            return found.diff and found.Label and found.ViewController and not found.describe
              and stds.epoxy_spec.read_globals[1] ~= nil
            """, chunkName: "=check")
        XCTAssertEqual(check.first, .boolean(true))
    }

    func testParametersSplitAtTopLevelCommasOnly() {
        let parameters = LuaLSDefinitions.parameters("a: { x: number, y: number }, b?: fun(c: integer, d: string): table<string, number>")
        XCTAssertEqual(parameters.map(\.name), ["a", "b?"])
        XCTAssertEqual(parameters.map(\.type), ["{ x: number, y: number }", "fun(c: integer, d: string): table<string, number>"])
    }
}
