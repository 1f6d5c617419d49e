import Foundation

/// The API the generator covers, read from the built binary rather than kept as a second list:
/// the globals are the names of `require("epoxy")` (the registry `LuaAPIDocumentationTests`
/// checks against docs/lua-api.md), their fields (factories such as `Label.itemModel`), and the
/// methods of a sample value of every kind: names the value's "unknown key" error lists, and
/// names documented in docs/lua-api.md that the value answers with a function.
struct FuzzAPI {
    /// Global name → Lua type (`function`, `table`).
    var globals: [String: String] = [:]
    /// Table global → its string keys whose values are functions (factories).
    var factories: [String: [String]] = [:]
    /// Value kind → method names.
    var methods: [FuzzKind: [String]] = [:]

    /// Every global, sorted (the order cases draw from).
    var globalNames: [String] { globals.keys.sorted() }

    /// Runs the discovery script in a child of `executable`.
    static func discover(executable: String, documentation: URL) throws -> FuzzAPI {
        let text = try String(contentsOf: documentation, encoding: .utf8)
        let candidates = Set(text.matches(of: /[`:]([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.output.1) }).sorted()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epoxy-fuzz-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("discover.lua")
        try source(candidates: candidates).write(to: script, atomically: true, encoding: .utf8)
        let child = FuzzChildProcess(executable: executable, deadline: 30, memoryCeiling: 2 << 30, environment: ["NO_COLOR": "1"])
        let result = try child.run(["run", script.path, "--format", "none"])
        guard result.ending == .exited(0) else {
            throw NSError(domain: "FuzzAPI", code: 1, userInfo: [
                NSLocalizedDescriptionKey: "API discovery failed (\(result.ending)): \(result.standardError)"])
        }
        var api = FuzzAPI()
        for line in result.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { continue }
            let names = fields[3].split(separator: " ").map(String.init)
            switch fields[0] {
            case "global":
                api.globals[fields[1]] = fields[2]
                if !names.isEmpty { api.factories[fields[1]] = names }
            case "methods":
                if let kind = FuzzKind(rawValue: fields[1]) { api.methods[kind] = names }
            default: break
            }
        }
        return api
    }

    /// The discovery script: globals with their function fields, then each kind's methods.
    private static func source(candidates: [String]) -> String {
        let samples = FuzzKind.allCases.map { kind in
            "sample(\"\(kind.rawValue)\", function() \(kind.sample) end)"
        }.joined(separator: "\n")
        return """
            local candidates = { \(candidates.map { "\"\($0)\"" }.joined(separator: ", ")) }
            local epoxy = require("epoxy")
            local names = {}
            for name in pairs(epoxy) do names[#names + 1] = name end
            table.sort(names)
            local function joined(set)
              local list = {}
              for key in pairs(set) do list[#list + 1] = key end
              table.sort(list)
              return table.concat(list, " ")
            end
            for _, name in ipairs(names) do
              local value, fields = epoxy[name], {}
              if type(value) == "table" then
                for key, field in pairs(value) do
                  if type(key) == "string" and type(field) == "function" then fields[key] = true end
                end
              end
              print("global\\t" .. name .. "\\t" .. type(value) .. "\\t" .. joined(fields))
            end
            local function sample(kind, make)
              local ok, value = pcall(make)
              if not ok then error("sample of " .. kind .. " failed: " .. tostring(value)) end
              local found = {}
              local _, message = pcall(function() return value.fuzzNoSuchKey end)
              local listed = tostring(message):match("modifiers: ([^)]*)%)")
              for key in (listed or ""):gmatch("[%a_][%w_]*") do found[key] = true end
              for _, key in ipairs(candidates) do
                local okField, field = pcall(function() return value[key] end)
                if okField and type(field) == "function" then found[key] = true end
              end
              print("methods\\t" .. kind .. "\\t-\\t" .. joined(found))
            end
            \(samples)
            """
    }
}
