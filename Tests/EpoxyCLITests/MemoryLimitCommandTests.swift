import Foundation
import XCTest

/// `--memory-limit` caps what the host allocates for the script too (models, views, text caches),
/// not only Lua's heap: the run stops with the limit's message and exit 1, never by the kernel.
final class MemoryLimitCommandTests: XCTestCase {
    func testTwentyThousandLabelsStopAtTheMemoryLimit() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("labels.lua", """
            local items = {}
            for i = 1, 20000 do
              items[i] = Label.groupItem{ dataID = "l" .. i, content = "Label number " .. i, style = "body" }
            end
            return VGroup{ spacing = 4, table.unpack(items) }
            """)
        let output = try EpoxyProcess.run(["run", path, "--memory-limit", "64M", "--format", "none", "--time-limit", "60s"])
        XCTAssertEqual(output.status, 1, output.standardError)
        XCTAssertTrue(output.standardError.contains("memory limit of 64 MiB exceeded"), output.standardError)
    }

    func testTheSameScreenFitsUnderTheDefaultLimit() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("labels.lua", """
            local items = {}
            for i = 1, 2000 do
              items[i] = Label.groupItem{ dataID = "l" .. i, content = "Label number " .. i, style = "body" }
            end
            return VGroup{ spacing = 4, table.unpack(items) }
            """)
        let output = try EpoxyProcess.run(["run", path, "--format", "none", "--time-limit", "60s"])
        XCTAssertEqual(output.status, 0, output.standardError)
    }
}
