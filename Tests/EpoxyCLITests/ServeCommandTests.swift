import Foundation
import XCTest

/// `epoxy serve`: started on a free port, it prints its URL, serves the page, the SVG and the
/// state over the loopback, takes a tap, reloads on a file change, and stops by itself
/// (`--exit-after`) or on SIGTERM with status 0.
final class ServeCommandTests: XCTestCase {
    /// Starts `epoxy serve` and returns it with the URL it printed.
    static func serve(_ arguments: [String], descriptorLimit: Int? = nil) throws -> (process: BackgroundProcess, url: String) {
        let process = try BackgroundProcess(["serve"] + arguments + ["--port", "0"], descriptorLimit: descriptorLimit)
        try process.waitFor(" at http://127.0.0.1:", timeout: 20)
        let line = try XCTUnwrap(process.standardOutput.split(separator: "\n").first { $0.hasPrefix("Serving ") })
        let url = String(try XCTUnwrap(line.split(separator: " ").last))
        XCTAssertTrue(url.hasPrefix("http://127.0.0.1:") && url.hasSuffix("/"), url)
        XCTAssertNotEqual(url, "http://127.0.0.1:0/", "port 0 picks a free port")
        return (process, url)
    }

    func testServesThePageTheSVGAndTakesATap() throws {
        let script = EpoxyProcess.repositoryRoot.appendingPathComponent("examples/collection/readme_list.lua").path
        let (process, url) = try Self.serve([script, "--device", "iphone-se", "--exit-after", "60"])
        XCTAssertTrue(process.standardOutput.hasPrefix("Serving \(script) at http://127.0.0.1:"), process.standardOutput)

        let page = try LoopbackHTTP.request(url)
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.contentType, "text/html; charset=utf-8")
        XCTAssertTrue(page.text.contains("<title>epoxy serve</title>"))

        let svg = try LoopbackHTTP.request(url + "screen.svg")
        XCTAssertEqual(svg.status, 200)
        XCTAssertEqual(svg.contentType, "image/svg+xml; charset=utf-8")
        XCTAssertTrue(svg.text.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="375" height="667""#), svg.text)
        XCTAssertTrue(svg.text.contains(#"data-id="counter""#) && svg.text.contains(">Count 0</text>"))

        let tapped = try LoopbackHTTP.request(url + "api/event", method: "POST", json: #"{"type": "tap", "dataID": "counter"}"#)
        XCTAssertEqual(tapped.status, 200, tapped.text)
        XCTAssertTrue((tapped.object["svg"] as? String)?.contains(">Count 1</text>") ?? false)
        let after = try LoopbackHTTP.request(url + "screen.svg")
        XCTAssertTrue(after.text.contains(">Count 1</text>"), "the server keeps the state between requests")

        let refused = try LoopbackHTTP.request(url + "api/event", method: "POST", json: #"{"type": "tap"}"#)
        XCTAssertEqual(refused.status, 400)
        XCTAssertEqual(refused.object["error"] as? String, #"a tap needs "dataID" (a string, number or boolean)"#)
        XCTAssertEqual(process.terminate(), 0, "SIGTERM stops the preview successfully")
    }

    func testReloadsWhenAModuleChangesAndShowsErrorsWithFileAndLine() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("title.lua", "return 'Hello'")
        let script = try scripts.write("screen.lua", """
            return VGroup{ Label.groupItem{ dataID = "title", content = require("title") } }
            """)
        let (process, url) = try Self.serve([script, "--poll", "--exit-after", "60"])
        try process.waitFor("watching 2 files (screen.lua, title.lua) with polling every 250 ms", inErrors: true)
        XCTAssertTrue(try LoopbackHTTP.request(url + "screen.svg").text.contains(">Hello</text>"))

        try scripts.write("title.lua", "return 'Bonjour'")
        try process.waitFor("changed: title.lua; reloading", inErrors: true)
        try waitUntil { try LoopbackHTTP.request(url + "screen.svg").text.contains(">Bonjour</text>") }

        try scripts.write("screen.lua", "return VGroup{ Lable.groupItem{} }")
        try waitUntil { try LoopbackHTTP.request(url + "api/state").object["error"] != nil }
        let state = try LoopbackHTTP.request(url + "api/state").object
        let error = try XCTUnwrap(state["error"] as? [String: Any])
        XCTAssertEqual(error["file"] as? String, script, "the full path, though Lua shortens long chunk names with ...")
        XCTAssertEqual(error["line"] as? Int, 1)
        let message = try XCTUnwrap(error["message"] as? String)
        XCTAssertTrue(message.hasSuffix("/screen.lua:1: attempt to index a nil value (global 'Lable'); did you mean 'Label'?"), message)
        XCTAssertTrue((state["svg"] as? String)?.contains(">Bonjour</text>") ?? false, "the last good screen stays")
        XCTAssertTrue(process.standardError.contains("(keeping the last good screen)"), process.standardError)
        XCTAssertEqual(process.waitForExit(timeout: 0.2), nil, "still serving after the error")
    }

    /// More connections than the process has file descriptors made the server library end its
    /// run ("Too many open files") and `epoxy serve` exit 1; it listens again on the same port.
    func testTheServerOutlivesRunningOutOfFileDescriptors() throws {
        let script = EpoxyProcess.repositoryRoot.appendingPathComponent("examples/collection/readme_list.lua").path
        let (process, url) = try Self.serve([script, "--exit-after", "60"], descriptorLimit: 64)
        let port = try XCTUnwrap(UInt16(url.dropFirst("http://127.0.0.1:".count).dropLast()))
        var held: [Int32] = []
        for _ in 0..<100 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if connected == 0 { held.append(descriptor) } else { close(descriptor) }
        }
        try process.waitFor("listening again", inErrors: true, timeout: 20)
        for descriptor in held { close(descriptor) }
        try waitUntil(timeout: 20) { (try? LoopbackHTTP.request(url + "api/state"))?.status == 200 }
        XCTAssertEqual(process.terminate(), 0, process.standardError)
    }

    func testExitAfterEndsByItself() throws {
        let scripts = try TemporaryScripts()
        let script = try scripts.write("screen.lua", "return VGroup{ Label.groupItem{ dataID = 't', content = 'Hi' } }")
        let (process, _) = try Self.serve([script, "--exit-after", "1"])
        XCTAssertEqual(process.waitForExit(timeout: 10), 0)
    }

    func testABusyPortFailsAtOnce() throws {
        let script = EpoxyProcess.repositoryRoot.appendingPathComponent("examples/message_row.lua").path
        let (first, url) = try Self.serve([script, "--exit-after", "60"])
        defer { first.terminate() }
        let port = String(url.dropFirst("http://127.0.0.1:".count).dropLast())
        let started = Date()
        let second = try EpoxyProcess.run(["serve", script, "--port", port])
        XCTAssertEqual(second.status, 1, second.standardError)
        XCTAssertTrue(second.standardError.contains("cannot listen on 127.0.0.1:\(port)"), second.standardError)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "waited out a timeout instead of the failed bind")
    }

    func testUsageErrors() throws {
        let missing = try EpoxyProcess.run(["serve", "no-such-script.lua"])
        XCTAssertEqual(missing.status, 64)
        let port = try EpoxyProcess.run(["serve", EpoxyProcess.repositoryRoot.appendingPathComponent("examples/message_row.lua").path, "--port", "70000"])
        XCTAssertEqual(port.status, 64)
        XCTAssertTrue(port.standardError.contains("--port must be in 0…65535, got 70000"), port.standardError)
        let help = try EpoxyProcess.run(["serve", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("epoxy serve examples/app/app.lua"), help.standardOutput)
        XCTAssertFalse(help.standardOutput.contains("exit-after"), "the test-only flag is hidden")
    }

    /// Polls `condition` for up to `timeout` seconds.
    private func waitUntil(timeout: TimeInterval = 8, _ condition: () throws -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return }
            usleep(50_000)
        }
        XCTFail("condition never held", file: file, line: line)
    }
}
