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

    func testAPictureLargerThanTheLimitIsRefusedBeforeItIsDrawn() throws {
        let scripts = try TemporaryScripts()
        let script = try scripts.write("picture.lua", """
            setDevice{ width = 8000, height = 8000 }
            show(VGroup{ Label.groupItem{ dataID = "a", content = "hi" } })
            return snapshot("png", { scale = 2 })
            """)
        // 16,000 pixels a side is within the largest picture drawn, but its canvas alone is 1 GB.
        let fromLua = try EpoxyProcess.run(["run", script, "--format", "none"])
        XCTAssertEqual(fromLua.status, 1, fromLua.standardError)
        XCTAssertTrue(fromLua.standardError.contains("picture.lua:3: memory limit of 512 MiB exceeded"), fromLua.standardError)
        XCTAssertFalse(fromLua.standardError.contains("did not stop"), fromLua.standardError)

        let screen = try scripts.write("screen.lua", #"return VGroup{ Label.groupItem{ dataID = "a", content = "hi" } }"#)
        let output = scripts.folder.appendingPathComponent("screen.png").path
        let fromFlags = try EpoxyProcess.run(["run", screen, "--format", "png", "--output", output, "--size", "16000x16000", "--scale", "1"])
        XCTAssertEqual(fromFlags.status, 1, fromFlags.standardError)
        XCTAssertTrue(fromFlags.standardError.contains("memory limit of 512 MiB exceeded"), fromFlags.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))

        // A picture that fits is still drawn.
        let fits = try EpoxyProcess.run(["run", screen, "--format", "png", "--output", output, "--size", "1000x1000", "--scale", "1"])
        XCTAssertEqual(fits.status, 0, fits.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
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

    /// A fuzz finding: a runaway recursion caught at the limit, then a cell model whose content
    /// is a 300,000-element table. The cell model pushed a copy of its arguments back into Lua
    /// for the component's constructor (75 MB of host memory for that content), on top of what
    /// the recursion had freed: 186 MiB resident under a 64 MiB limit, past the fuzz campaign's
    /// cap (limit + 50% + the host's baseline). The arguments now go over as they are.
    func testACellModelWithAHugeContentStaysUnderTheFuzzCap() throws {
        try assertAfterARunawayRecursion(
            "print(pcall(CheckboxRow.cellModel, { dataID = \"s\", content = t, style = { spacing = 1 } }))",
            printing: "content': string expected, got table")
    }

    /// Fuzz finding (seed 13273497325423871562): after the same recursion, a component model
    /// whose `behaviors` was a 300,000-element list. Checking its field names read the list as
    /// a dictionary, 40 MB of host memory: 156 MiB resident under a 64 MiB limit, past the fuzz
    /// campaign's cap. An array has no field names to check.
    func testAGroupItemWithAHugeListForBehaviorsStaysUnderTheFuzzCap() throws {
        try assertAfterARunawayRecursion(
            "print(pcall(TextField.groupItem, { dataID = 2, behaviors = t }))",
            printing: "true\tTextField.groupItem#2")
    }

    /// Fuzz finding (seed 11212297010031553459): after the same recursion, a cell model whose
    /// arguments were a 300,000-element list. Reading the arguments' fields made a dictionary of
    /// the list (40 MB of host memory, between two samples of the limit): 153 MiB resident under
    /// a 64 MiB limit. Every constructor that reads a table of fields now reads a list as none:
    /// given the list, each adds far less host memory than the list takes in Lua (it added 38 MiB).
    func testAListWhereATableOfFieldsBelongsIsNotCopiedIntoADictionary() throws {
        let output = try assertReadingAddsLittleHostMemory(
            table: "", calls: ["ButtonRow.cellModel", "Label.itemModel", "Label.groupItem", "Label.barModel", "Command", "VGroup"])
        XCTAssertTrue(output.contains("true\tButtonRow.cellModel"), output)
        XCTAssertTrue(output.contains("unknown field '2' (Command takes id"), output)
    }

    /// Fuzz finding (seed 8847225306491029341): `diffSections` inserting 300,000 items into a
    /// section. Encoding the changeset held 370 MB unlimited, 170 MiB resident under a 64 MiB
    /// limit. The encoding now checks what its entries will hold before building them.
    func testAHugeChangesetStopsAtTheLimitBeforeItIsEncoded() throws {
        try assertAfterARunawayRecursion(
            "print(pcall(diffSections, { { dataID = 'a', items = {} } }, { { dataID = 'a', items = t } }))",
            printing: "memory limit of 64 MiB exceeded")
    }

    /// Fuzz finding (seed 3725786472737495201): `diff` of 200,000 small tables reached 164 MiB
    /// resident under a 64 MiB limit in the campaign (two workers, heap samples late): the copy
    /// into Swift and the diff's working set grew between two samples. `diff` now checks its
    /// working set before it runs, and reading a table into Swift counts what the copy holds
    /// (this statement alone: 122 MiB resident before, 101 MiB after).
    func testAHugeListOfTablesIsNotDiffedPastTheLimit() throws {
        try assertAfterARunawayRecursion(
            "local u = {} for i = 1, 200000 do u[i] = { dataID = i % 1000, v = i } end print(pcall(diff, {}, u))",
            printing: "memory limit of 64 MiB exceeded")
    }

    /// A component's content of 400,000 fields was read into a dictionary sized for them before
    /// the copy was counted (40 MB at once), and a list of 400,000 45-byte strings was counted at
    /// a value per element, not the strings' own storage: they added 49 and 25 MiB of resident
    /// memory to the table in Lua, under a 64 MiB limit. The copy is now counted before it is
    /// allocated, its long strings with it, and stops at the limit.
    func testAHugeContentIsCountedBeforeItIsCopiedIntoSwift() throws {
        let scripts = try TemporaryScripts()
        let child = try Self.child()
        for entry in ["t['k' .. i] = i", "t[i] = string.rep('x', 40) .. i"] {
            let table = "local t = {} for i = 1, 400000 do \(entry) end\n"
            let tableOnly = try scripts.write("table.lua", table)
            let withModel = try scripts.write("model.lua", table + """
                local Big = Component{ name = "Big", measure = function() return { width = 10, height = 10 } end }
                return VGroup{ Big.groupItem{ dataID = "a", content = t } }
                """)
            func run(_ path: String) throws -> FuzzChildProcess.Result {
                try child.run(["run", path, "--memory-limit", "64M", "--time-limit", "10s", "--format", "none"])
            }
            let base = try run(tableOnly)
            XCTAssertEqual(base.ending, .exited(0), base.standardError)
            let result = try run(withModel)
            XCTAssertTrue(result.standardError.contains("model.lua:3: memory limit of 64 MiB exceeded"), result.standardError)
            XCTAssertLessThan(result.maxResidentBytes - base.maxResidentBytes, 16 << 20, "host memory added by copying \(entry)")
        }
    }

    /// 30,000 zero-height items are all on screen: the collection made a cell (and its views)
    /// for each without checking the budget, 310 MB resident under a 64 MiB limit (60,000 ended
    /// in the last resort at 565 MB). A spent budget now stops making cells.
    func testZeroHeightItemsAllOnScreenStopAtTheLimit() throws {
        let scripts = try TemporaryScripts()
        let executable = try EpoxyProcess.executable.path
        let cap = FuzzCampaign.memoryCap(limitMiB: 64, baselineResident: try FuzzTests.baselineResident(executable: executable))
        let child = try Self.child(executable)
        let screens = [
            "ViewController{ layout = \"list\", sections = function() return { SectionModel{ dataID = \"s\", items = items } } end }",
            "(function() local table = DeclarativeTVC{} table:set{ rows = cells } return table end)()",
        ]
        for screen in screens {
            let path = try scripts.write("cells.lua", """
                local items, cells = {}, {}
                for i = 1, 30000 do items[i] = ColorView.itemModel{ dataID = i }; cells[i] = ColorView.cellModel{ dataID = i, height = 0 } end
                return \(screen)
                """)
            let result = try child.run(["run", path, "--memory-limit", "64M", "--time-limit", "20s", "--format", "none"])
            XCTAssertTrue(result.standardError.contains("memory limit of 64 MiB exceeded"), result.standardError)
            XCTAssertFalse(result.standardError.contains("process exits"), result.standardError)
            XCTAssertLessThanOrEqual(result.maxResidentBytes, cap, "\(screen): peak resident \(result.maxResidentBytes >> 20) MiB")
        }
    }

    /// A limit reached laying out the root a script returned (no Lua code runs then) names the
    /// script: it said only "memory limit of 16 MiB exceeded".
    func testALimitReachedShowingTheReturnedRootNamesTheScript() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("lines.lua", """
            local text = string.rep("a\\n", 400000)
            return VGroup{ Label.groupItem{ dataID = "long", content = text }:numberOfLines(0) }
            """)
        let output = try EpoxyProcess.run(["run", path, "--memory-limit", "16M", "--format", "none"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("lines.lua: memory limit of 16 MiB exceeded (showing the root it returned)"), output.standardError)
    }

    /// Every function that takes a table of fields reads it by name: a 300,000-element array part
    /// beside a field is walked past, as model constructors do (it added 53 MiB for these calls).
    func testTablesOfFieldsLeaveAHugeArrayPartInLua() throws {
        let output = try assertReadingAddsLittleHostMemory(
            table: "t.dataID = 1\n", calls: ["SectionModel", "ViewController", "measureText", "Layout.list"])
        XCTAssertTrue(output.contains("true\tSectionModel#1(0 items)"), output)
        XCTAssertTrue(output.contains("bad argument #1 to 'measureText' (field 'text': string expected, got nil)"), output)
    }

    /// Runs `t`, a 300,000-element list changed by `table`, with and without passing it to each
    /// of `calls` (under `pcall`): the calls add less than 16 MiB of resident memory, a fraction
    /// of what the list takes in Lua. Returns the output of the run with the calls.
    private func assertReadingAddsLittleHostMemory(table: String, calls: [String], line: UInt = #line) throws -> String {
        let scripts = try TemporaryScripts()
        let list = "local t = {} for i = 1, 300000 do t[i] = i end\n" + table
        let listOnly = try scripts.write("list.lua", list)
        let withCalls = try scripts.write("list_calls.lua", list + calls.map { "print(pcall(\($0), t))" }.joined(separator: "\n"))
        let child = try Self.child()
        func run(_ path: String) throws -> FuzzChildProcess.Result {
            let result = try child.run(["run", path, "--memory-limit", "64M", "--time-limit", "10s", "--format", "none"])
            XCTAssertEqual(result.ending, .exited(0), result.standardError, line: line)
            return result
        }
        let base = try run(listOnly).maxResidentBytes
        let result = try run(withCalls)
        XCTAssertLessThan(result.maxResidentBytes - base, 16 << 20, "host memory added by reading the list as arguments", line: line)
        return result.standardOutput
    }

    /// After the same recursion, an item model whose table of fields also holds a 300,000-element
    /// array part. The whole table was read into a dictionary (44 MiB of host memory) and kept in
    /// the model: 189 MiB resident under a 64 MiB limit for these three calls. A constructor now
    /// reads only the named fields of its table.
    func testAnItemModelWithAHugeArrayPartBesideItsFieldsStaysUnderTheFuzzCap() throws {
        try assertAfterARunawayRecursion(
            "t.dataID = 1 print(pcall(Label.itemModel, t)) print(pcall(Label.groupItem, t)) print(pcall(ButtonRow.cellModel, t))",
            printing: "true\tLabel.itemModel#1")
    }

    /// Fuzz finding (seed 2489199532090902187): after the same recursion, a 1 MiB text measured
    /// 8 points wide, a line per character. Breaking it held about 100 bytes per line (the
    /// broken lines, then the laid-out ones), 100 MB of host memory made faster than the heap
    /// samples caught it: 224 MiB resident under a 64 MiB limit. The line breaker now checks
    /// what its lines will hold against the memory the limit leaves, and stops at it.
    func testAHugeTextBrokenIntoALinePerCharacterStopsAtTheMemoryLimit() throws {
        try assertAfterARunawayRecursion(
            "print(pcall(measureText, { text = (\"x\"):rep(1 << 20), width = 8, numberOfLines = 0, style = \"largeTitle\", contentSizeCategory = \"accessibilityLarge\" }))",
            printing: "memory limit of 64 MiB exceeded")
    }

    /// A child `epoxy` run as the fuzz campaign runs its cases, its peak resident memory measured.
    private static func child(_ executable: String? = nil) throws -> FuzzChildProcess {
        FuzzChildProcess(executable: try executable ?? EpoxyProcess.executable.path, deadline: 30, memoryCeiling: 1 << 31,
                         environment: ["NO_COLOR": "1"])
    }

    /// Runs a script three times under a 64 MiB limit, as the fuzz campaign runs its cases: a
    /// runaway recursion caught by `pcall`, then `call` with `t`, a 300,000-element list. The
    /// output has `expected`, or the run stopped at the limit; the peak resident memory stays
    /// under the campaign's cap.
    private func assertAfterARunawayRecursion(_ call: String, printing expected: String, line: UInt = #line) throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("recursion_then_call.lua", """
            local function f(n) return Label.groupItem{ dataID = f(n + 1), content = "x" } end
            print(pcall(f, 1))
            local t = {} for i = 1, 300000 do t[i] = i end
            \(call)
            """)
        let executable = try EpoxyProcess.executable.path
        let cap = FuzzCampaign.memoryCap(limitMiB: 64, baselineResident: try FuzzTests.baselineResident(executable: executable))
        let child = try Self.child(executable)
        for _ in 0..<3 {
            let result = try child.run(["run", path, "--memory-limit", "64M", "--time-limit", "10s", "--format", "none"])
            // The recursion ends either way the limit allows: a memory error the script catches,
            // or the run stopped at the limit.
            XCTAssertTrue(result.standardOutput.contains(expected)
                || result.standardError.contains("memory limit of 64 MiB exceeded"), result.standardOutput + result.standardError, line: line)
            XCTAssertLessThanOrEqual(result.maxResidentBytes, cap, "peak resident \(result.maxResidentBytes >> 20) MiB", line: line)
        }
    }
}
