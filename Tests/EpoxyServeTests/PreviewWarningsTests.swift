import EpoxyCore
import Foundation
import XCTest
@testable import epoxy

/// Which of Epoxy's logged warnings are a script's failed callbacks (the preview's error).
final class PreviewWarningsTests: XCTestCase {
    func testCallbackFailuresWithAScriptLocationAreErrors() {
        let failures = [
            "warning: didSelect of 'bad' failed: specs/collection_events_spec.lua:90: boom (EpoxyLua/ItemCallbackFunction.swift:32)",
            "warning: willSet of state field 'query' failed: specs/namada_bindings_spec.lua:225: boom (EpoxyLua/BindingCallback.swift:36)",
            "warning: coordinator:barModel failed: specs/bars_spec.lua:164: broken coordinator (EpoxyLua/LuaBarCoordinator.swift:74)",
            "warning: didShow of 'extra' failed: specs/navigation_spec.lua:224: didShow failed (EpoxyLua/BehaviorCallback.swift:21)",
        ]
        for line in failures { XCTAssertTrue(PreviewWarnings.isCallbackFailure(line), line) }
        let others = [
            "warning: duplicate dataID 'a' in section 'rows' (EpoxyCollectionView/CollectionView.swift:10)",
            "warning: unable to satisfy constraints: title.width == 10 (EpoxyLayout/LayoutEngine.swift:99)",
        ]
        for line in others { XCTAssertFalse(PreviewWarnings.isCallbackFailure(line), line) }
    }

    func testACallbackWarningBecomesAnErrorWithItsFileAndLine() {
        let error = PreviewScriptError(
            callbackWarning: "warning: willSet of state field 'query' failed: specs/x_spec.lua:225: boom (EpoxyLua/BindingCallback.swift:36)",
            during: "tap(\"a\")")
        XCTAssertEqual(error.message, "willSet of state field 'query' failed: specs/x_spec.lua:225: boom")
        XCTAssertEqual(error.file, "specs/x_spec.lua")
        XCTAssertEqual(error.line, 225)
        XCTAssertEqual(error.kind, "callback")
        XCTAssertEqual(error.during, "tap(\"a\")")
    }

    func testCollectsWarningsOfOneStepOnly() {
        let echoed = LockedLines()
        let warnings = PreviewWarnings(echo: { echoed.append($0) })
        let first = warnings.collect { EpoxyLogger.current.warn("one", fileID: "F.swift", line: 1); return 7 }
        XCTAssertEqual(first.value, 7)
        XCTAssertEqual(first.warnings, ["warning: one (F.swift:1)"])
        let second = warnings.collect { EpoxyLogger.current.warn("two", fileID: "F.swift", line: 2) }
        XCTAssertEqual(second.warnings, ["warning: two (F.swift:2)"])
        XCTAssertEqual(echoed.lines, ["warning: one (F.swift:1)", "warning: two (F.swift:2)"], "the terminal still sees each")
    }
}

/// Lines a test's echo closure collects.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
