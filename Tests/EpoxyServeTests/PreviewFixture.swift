import EpoxyLua
import EpoxyScreens
import FlyingFox
import Foundation
import LuaRuntime
@testable import epoxy

/// A preview of a script written to a temporary folder, with its request handler, for tests
/// that send requests straight to the handler (no socket, no browser).
final class PreviewFixture {
    /// A list whose first row counts taps and whose "boom" row fails in its handler at line 9.
    static let counterScript = """
        local state = State{ count = 0 }
        return ViewController{
          layout = "list",
          sections = function()
            return { SectionModel{ dataID = "rows", items = {
              TextRow.itemModel{ dataID = "counter", content = { title = "Count " .. state.count } }
                :didSelect(function() state.count = state.count + 1 end),
              TextRow.itemModel{ dataID = "boom", content = { title = "Boom" } }
                :didSelect(function() error("the boom row failed") end),
              TextRow.itemModel{ dataID = "spin", content = { title = "Spin" } }
                :didSelect(function() while true do end end),
            } } }
          end,
        }
        """

    let folder: String
    let script: String
    let session: PreviewSession
    let handler: PreviewRequestHandler

    init(script source: String = PreviewFixture.counterScript, timeLimit: Duration = .seconds(2), device: Device = .iphone15) throws {
        // Short, because Lua shortens chunk names longer than 60 bytes with "...".
        folder = "/tmp/eps-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        script = folder + "/screen.lua"
        try source.write(toFile: script, atomically: true, encoding: .utf8)
        let configuration = LuaState.Configuration(
            memoryLimit: 256 << 20, timeLimit: timeLimit, callbackTimeLimit: timeLimit, scriptFolder: folder)
        session = PreviewSession(
            script: script, configuration: configuration, device: device, contentSizeCategory: nil, log: { _ in })
        handler = PreviewRequestHandler(session: session)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes a file of the folder (the script, or a module it requires).
    func write(_ name: String, _ contents: String) throws {
        try contents.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    /// Sends a request to the handler as a browser on the loopback would.
    func request(
        _ method: HTTPMethod, _ path: String, json: String? = nil, headers extra: [HTTPHeader: String] = [:]
    ) async throws -> HTTPResponse {
        var headers: [HTTPHeader: String] = [.host: "127.0.0.1:8080"]
        if json != nil { headers[.contentType] = "application/json" }
        for (name, value) in extra { headers[name] = value }
        let parts = path.split(separator: "?", maxSplits: 1).map(String.init)
        let query = parts.count > 1
            ? parts[1].split(separator: "&").map { pair -> HTTPRequest.QueryItem in
                let sides = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return .init(name: sides[0], value: sides.count > 1 ? sides[1] : "")
            }
            : []
        let request = HTTPRequest(
            method: method, version: .http11, path: parts[0], query: query, headers: headers, body: Data((json ?? "").utf8))
        return try await handler.handleRequest(request)
    }

    /// The body of a JSON response as a dictionary.
    static func object(_ response: HTTPResponse) async throws -> [String: Any] {
        let data = try await response.bodyData
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The `error` of a 4xx response.
    static func errorMessage(_ response: HTTPResponse) async throws -> String? {
        try await object(response)["error"] as? String
    }

    /// The text of a response.
    static func text(_ response: HTTPResponse) async throws -> String {
        String(decoding: try await response.bodyData, as: UTF8.self)
    }
}
