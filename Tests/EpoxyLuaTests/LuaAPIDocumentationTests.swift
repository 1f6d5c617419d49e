import Foundation
import XCTest

@testable import EpoxyLua

/// `docs/lua-api.md` has an entry (`### \`name\``) for every name of `require("epoxy")`, and no
/// entry for a name that does not exist.
final class LuaAPIDocumentationTests: XCTestCase {
    func testEveryGlobalIsDocumentedAndEveryEntryExists() throws {
        let host = try ScriptHost()
        let names = try host.run(source: """
            local names = {}
            for name in pairs(require("epoxy")) do names[#names + 1] = name end
            table.sort(names)
            return table.concat(names, " ")
            """, chunkName: "=names").first?.stringValue ?? ""
        let globals = Set(names.split(separator: " ").map(String.init))
        XCTAssertGreaterThan(globals.count, 30)

        let documentation = try String(contentsOf: Self.documentationURL, encoding: .utf8)
        let entries = Set(documentation.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### `"), line.hasSuffix("`") else { return nil }
            return String(line.dropFirst(5).dropLast())
        })
        XCTAssertEqual(globals.subtracting(entries).sorted(), [], "globals without an entry in docs/lua-api.md")
        XCTAssertEqual(entries.subtracting(globals).sorted(), [], "entries in docs/lua-api.md naming no global")
    }

    private static var documentationURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/lua-api.md")
    }
}
