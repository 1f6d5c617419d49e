import XCTest
@testable import EpoxyCore

final class EpoxyLoggerTests: XCTestCase {
    func testPrintingLoggerFormatsEachKind() {
        let collector = LineCollector()
        let logger = EpoxyLogger.printing(to: collector.append)
        logger.warn("duplicate IDs", fileID: "screen.lua", line: 12)
        logger.assertionFailure("unreachable", fileID: "EpoxyCore/X.swift", line: 3)
        logger.assert(1 > 2, "math broke", fileID: "EpoxyCore/Y.swift", line: 4)
        logger.assert(2 > 1, "not logged", fileID: "EpoxyCore/Y.swift", line: 5)
        XCTAssertEqual(collector.lines, [
            "warning: duplicate IDs (screen.lua:12)",
            "assertion failure: unreachable (EpoxyCore/X.swift:3)",
            "assertion failed: math broke (EpoxyCore/Y.swift:4)",
        ])
    }

    func testWarningsNameScriptLocationsButNeverSwiftSources() {
        let collector = LineCollector()
        let logger = EpoxyLogger.printing(to: collector.append)
        logger.warn("here")
        logger.warn("in a script", fileID: "screen.lua", line: 3)
        XCTAssertEqual(collector.lines, ["warning: here", "warning: in a script (screen.lua:3)"])
    }

    func testMessagesAreOnlyBuiltWhenNeeded() {
        var built = 0
        func message() -> String {
            built += 1
            return "expensive"
        }
        EpoxyLogger.printing(to: { _ in }).assert(true, message())
        EpoxyLogger.silent.warn(message())
        XCTAssertEqual(built, 0)
        EpoxyLogger.printing(to: { _ in }).assert(false, message())
        XCTAssertEqual(built, 1)
    }

    func testCustomHandlersReceiveEverything() {
        let collector = LineCollector()
        let logger = EpoxyLogger(
            assert: { condition, message, fileID, line in collector.append("A \(condition()) \(message()) \(fileID) \(line)") },
            assertionFailure: { message, fileID, line in collector.append("F \(message()) \(fileID) \(line)") },
            warn: { message, fileID, line in collector.append("W \(message()) \(fileID) \(line)") })
        logger.assert(true, "ok", fileID: "f", line: 1)
        logger.assertionFailure("bad", fileID: "g", line: 2)
        logger.warn("hm", fileID: "h", line: 3)
        XCTAssertEqual(collector.lines, ["A true ok f 1", "F bad g 2", "W hm h 3"])
    }

    func testCurrentIsScopedByItsOwner() {
        let outer = LineCollector()
        let inner = LineCollector()
        EpoxyLogger.$current.withValue(.printing(to: outer.append)) {
            EpoxyLogger.current.warn("outer", fileID: "a", line: 1)
            EpoxyLogger.$current.withValue(.printing(to: inner.append)) {
                EpoxyLogger.current.warn("inner", fileID: "b", line: 2)
            }
            EpoxyLogger.current.warn("outer again", fileID: "c", line: 3)
        }
        XCTAssertEqual(outer.lines, ["warning: outer (a:1)", "warning: outer again (c:3)"])
        XCTAssertEqual(inner.lines, ["warning: inner (b:2)"])
    }

    func testCurrentIsInheritedByChildTasks() async {
        let collector = LineCollector()
        await EpoxyLogger.$current.withValue(.printing(to: collector.append)) {
            await Task { EpoxyLogger.current.warn("from a task", fileID: "t", line: 9) }.value
        }
        XCTAssertEqual(collector.lines, ["warning: from a task (t:9)"])
    }

    func testStandardLoggerNeverTraps() {
        // Writes to standard error; reaching the end of the test is the assertion.
        EpoxyLogger.standard.assertionFailure("test: assertion failures must not trap")
        EpoxyLogger.standard.assert(false, "test: failed assertions must not trap")
    }
}
