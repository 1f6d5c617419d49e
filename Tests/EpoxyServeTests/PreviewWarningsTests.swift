import EpoxyCore
import Foundation
import XCTest
@testable import epoxy

/// The warnings of each load or event are collected for its panel entry, and echoed.
final class PreviewWarningsTests: XCTestCase {
    func testCollectsWarningsOfOneStepOnly() {
        let echoed = LockedLines()
        let warnings = PreviewWarnings(echo: { echoed.append($0) })
        let first = warnings.collect { EpoxyLogger.current.warn("one", fileID: "F.swift", line: 1); return 7 }
        XCTAssertEqual(first.value, 7)
        XCTAssertEqual(first.warnings, ["warning: one"])
        let second = warnings.collect { EpoxyLogger.current.warn("two", fileID: "F.swift", line: 2) }
        XCTAssertEqual(second.warnings, ["warning: two"])
        XCTAssertEqual(echoed.lines, ["warning: one", "warning: two"], "the terminal still sees each")
    }
}

/// Lines a test's echo closure collects.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
