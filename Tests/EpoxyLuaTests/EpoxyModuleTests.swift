import LuaRuntime
import XCTest
@testable import EpoxyLua

/// The install list: every feature of the API, each function installed once, as a global and a field of `epoxy`.
final class EpoxyModuleTests: XCTestCase {
    func testNoTwoFeaturesInstallTheSameFunction() {
        let environment = ScriptEnvironment(fontDirectory: nil)
        var owners: [String: String] = [:]
        for feature in EpoxyModule.features {
            for function in feature.make(environment: environment) {
                if let owner = owners[function.name] {
                    XCTFail("\(function.name) is installed by both \(owner) and \(feature)")
                }
                owners[function.name] = "\(feature)"
            }
        }
        XCTAssertEqual(owners["diff"], "DiffFunctions")
        XCTAssertEqual(owners["NavigationController"], "NavigationFunctions")
    }

    func testEveryFeaturesFunctionsAndNamespacesAreGlobalsAndFieldsOfEpoxy() throws {
        let host = try ScriptHost()
        let environment = ScriptEnvironment(fontDirectory: nil)
        let names = EpoxyModule.features.flatMap { $0.make(environment: environment).map(\.name) }
            + ["State", "NavigationModel", "Label", "Layout"]
        let installed = try host.lua.load(string: "local name = ...; return _G[name] ~= nil and rawequal(_G[name], require('epoxy')[name])")
        for name in names {
            XCTAssertEqual(try host.lua.call(installed, [.string(name)]), [true], name)
        }
    }
}
