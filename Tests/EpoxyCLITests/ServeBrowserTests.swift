import Foundation
import XCTest

/// `epoxy serve` in a real headless browser (Debian's Chromium, which scripts/setup installs):
/// Tests/Browser/preview_in_chromium.py loads the page, points at a row and reads its frame in
/// the side panel, clicks it with real mouse events, waits for the tap's change, scrolls with the
/// wheel and by dragging, switches to dark appearance and takes screenshots, which this test
/// checks are pictures of the page.
///
/// Skips only when no Chromium is installed. `EPOXY_BROWSER_SCREENSHOTS=DIR` keeps the screenshots.
final class ServeBrowserTests: XCTestCase {
    private static var chromium: String? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["EPOXY_CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func testClickingARowInChromiumChangesTheScreen() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("Chromium is not installed (looked for EPOXY_CHROMIUM, /usr/bin/chromium, /usr/bin/chromium-browser): scripts/setup installs Debian's chromium package")
        }
        let root = EpoxyProcess.repositoryRoot
        let script = root.appendingPathComponent("examples/collection/readme_list.lua").path
        let (server, url) = try ServeCommandTests.serve([script, "--device", "iphone-se", "--exit-after", "120"])
        defer { _ = server.terminate() }

        let keep = ProcessInfo.processInfo.environment["EPOXY_BROWSER_SCREENSHOTS"]
        let scripts = try TemporaryScripts()
        let folder = keep.map { URL(fileURLWithPath: $0) } ?? scripts.folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let light = folder.appendingPathComponent("serve-light.png").path
        let dark = folder.appendingPathComponent("serve-dark.png").path

        let (status, printed) = try Self.drive(chromium: chromium, [
            "--url", url, "--click", "counter", "--expect", "Count 1", "--screenshot", light, "--dark-screenshot", dark, "--scroll",
        ])
        XCTAssertEqual(status, 0, printed)
        XCTAssertTrue(printed.contains(#"newest report: tap("counter") | state.count → | items: ~counter"#), printed)
        XCTAssertTrue(printed.contains("hovering shows ") && printed.contains("frame ("), printed)
        XCTAssertTrue(printed.contains("the wheel scrolled the collection from y = -20 to y = 220"), printed)
        // 120 pixels dragged: 120 points, a little more when the page scaled the device down to fit.
        XCTAssertTrue(printed.contains("dragging scrolled it to y = 34") && printed.contains("(no tap)"), printed)

        for picture in [light, dark] {
            let data = try Data(contentsOf: URL(fileURLWithPath: picture))
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(picture) is a PNG")
            // IHDR: width and height, big-endian, at bytes 16–23: the browser window's size.
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(width, 1100, picture)
            XCTAssertGreaterThan(height, 600, picture)
            XCTAssertGreaterThan(data.count, 20_000, "\(picture) has the page drawn, not a blank window")
        }
        // The server saw the browser's events: the state it serves now says so.
        let state = try LoopbackHTTP.request(url + "api/state").object
        let causes = (state["reports"] as? [[String: Any]])?.compactMap { $0["cause"] as? String } ?? []
        XCTAssertEqual(causes.first, "load")
        XCTAssertEqual(causes.dropFirst().first, #"tap("counter")"#)
        XCTAssertTrue(causes.contains("scroll{ x = 0, y = 220 }"), "\(causes)")
        XCTAssertEqual(causes.last, "appearance: dark")
        XCTAssertEqual(causes.filter { $0.hasPrefix("tap(") }.count, 1, "the drag tapped nothing")
        XCTAssertEqual((state["settings"] as? [String: Any])?["appearance"] as? String, "dark")
    }

    func testSavingABrokenScriptShowsItsFileAndLineOverTheLastGoodScreen() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("Chromium is not installed (looked for EPOXY_CHROMIUM, /usr/bin/chromium, /usr/bin/chromium-browser): scripts/setup installs Debian's chromium package")
        }
        let scripts = try TemporaryScripts()
        let script = try scripts.write("screen.lua", """
            local state = State{ liked = false }
            show(function()
              return VGroup{ spacing = 8,
                Label.groupItem{ dataID = "title", content = state.liked and "Liked" or "Not yet", style = "title2" },
                Button.groupItem{ dataID = "like", content = "Like", behaviors = { didTap = function() state.liked = true end } },
              }
            end)
            """)
        let (server, url) = try ServeCommandTests.serve([script, "--exit-after", "120"])
        defer { _ = server.terminate() }
        let shot = scripts.folder.appendingPathComponent("serve-error.png").path
        let (status, printed) = try Self.drive(chromium: chromium, [
            "--url", url, "--click", "like", "--expect", "Liked", "--screenshot", shot, "--break", script,
        ])
        XCTAssertEqual(status, 0, printed)
        XCTAssertTrue(printed.contains("saving a broken script shows '\(script):2 · runtime error during reload (screen.lua changed)'"), printed)
    }

    /// Runs Tests/Browser/preview_in_chromium.py with `arguments`; its exit status and output.
    private static func drive(chromium: String, _ arguments: [String]) throws -> (Int32, String) {
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        driver.arguments = ["python3", EpoxyProcess.repositoryRoot.appendingPathComponent("Tests/Browser/preview_in_chromium.py").path,
                            "--chromium", chromium] + arguments
        let output = Pipe()
        driver.standardOutput = output
        driver.standardError = output
        try driver.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        driver.waitUntilExit()
        return (driver.terminationStatus, printed)
    }
}
