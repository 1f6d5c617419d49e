import XCTest

@testable import EpoxyScreens

final class RenderLoopTests: XCTestCase {
    private struct Failure: Error, Equatable { let cause: String }

    func testAssignmentsBeforeAFlushRenderOnceWithEveryCause() throws {
        let loop = RenderLoop()
        var causes: [String] = []
        loop.setRenderer { cause in
            causes.append(cause)
            return RenderReport(cause: cause, changes: [.init(scope: "items", inserted: ["a"])])
        }
        loop.scheduleUpdate(cause: "state.count")
        loop.scheduleUpdate(cause: "state.title")
        loop.scheduleUpdate(cause: "state.count")
        XCTAssertTrue(loop.isUpdateScheduled)
        var delivered: [RenderReport] = []
        loop.onRender = { delivered.append($0) }
        let reports = try loop.flush()
        XCTAssertEqual(causes, ["state.count, state.title"])
        XCTAssertEqual(reports.map(\.lines), [["items: +a"]])
        XCTAssertEqual(try loop.flush(), [])
        XCTAssertEqual(delivered, reports)
    }

    func testNothingIsScheduledWithoutARenderer() throws {
        let loop = RenderLoop()
        loop.scheduleUpdate(cause: "state.x")
        XCTAssertFalse(loop.isUpdateScheduled)
        XCTAssertNil(try loop.renderNow())
    }

    func testARenderThatChangesStateRendersAgainUntilItSettles() throws {
        let loop = RenderLoop()
        var renders = 0
        var causes: [String] = []
        loop.onRender = { causes.append($0.cause) }
        loop.setRenderer { cause in
            renders += 1
            if renders < 3 { loop.scheduleUpdate(cause: "state.n") }
            return RenderReport(cause: cause)
        }
        let report = try loop.renderNow()
        XCTAssertEqual(report?.cause, "render()")
        XCTAssertEqual(renders, 3)
        XCTAssertEqual(causes, ["render()", "state.n", "state.n"])
    }

    func testARenderThatNeverSettlesIsStopped() {
        let loop = RenderLoop()
        loop.setRenderer { cause in
            loop.scheduleUpdate(cause: "state.n")
            return RenderReport(cause: cause)
        }
        XCTAssertThrowsError(try loop.renderNow()) { error in
            XCTAssertEqual(error as? RenderLoopError, .renderKeepsChangingState(renders: RenderLoop.maximumChainedRenders))
        }
        XCTAssertFalse(loop.isUpdateScheduled)
    }

    func testAFailingRenderThrowsAndTheNextOneRuns() throws {
        let loop = RenderLoop()
        var fail = true
        loop.setRenderer { cause in
            if fail { throw Failure(cause: cause) }
            return RenderReport(cause: cause)
        }
        loop.scheduleUpdate(cause: "state.a")
        XCTAssertThrowsError(try loop.flush()) { error in
            XCTAssertEqual(error as? Failure, Failure(cause: "state.a"))
        }
        fail = false
        loop.scheduleUpdate(cause: "state.b")
        XCTAssertEqual(try loop.flush().map(\.cause), ["state.b"])
    }

    func testReportSummaries() {
        let change = RenderReport.Change(scope: "items", inserted: ["c"], deleted: ["a"], moved: ["b"], updated: ["d"])
        XCTAssertEqual(change.summary, "items: +c -a ~d ↕b")
        XCTAssertEqual(RenderReport(cause: "render()", changes: [.init(scope: "items")]).lines, ["no changes"])
    }
}
