import Budget
import Foundation
import XCTest

/// The budget host work checks: a deadline, a stop from another thread, the task-local current budget.
final class WorkBudgetTests: XCTestCase {
    func testWithoutACurrentBudgetCheckpointsNeverThrow() throws {
        XCTAssertNil(WorkBudget.current)
        try WorkBudget.checkpoint()
        XCTAssertFalse(WorkBudget.isCurrentExceeded)
    }

    func testASpentDeadlineThrowsTheTimeLimitMessage() throws {
        let budget = WorkBudget(seconds: 0.02)
        try budget.check()
        Thread.sleep(forTimeInterval: 0.03)
        XCTAssertThrowsError(try budget.check()) { error in
            XCTAssertEqual(error as? WorkBudgetExceeded, WorkBudgetExceeded(reason: .time, message: "time limit of 0.02 s exceeded"))
        }
        XCTAssertTrue(budget.isExceeded)
    }

    func testNoDeadlineNeverExpires() throws {
        for seconds in [nil, 0, -1, .nan] as [Double?] {
            let budget = WorkBudget(seconds: seconds)
            XCTAssertNil(budget.deadline)
            try budget.check()
        }
    }

    func testAStopFromAnotherThreadWinsOverTheDeadlineAndTheFirstStopIsKept() throws {
        let budget = WorkBudget(seconds: nil)
        let stopped = expectation(description: "stopped")
        Thread.detachNewThread {
            budget.stop(WorkBudgetExceeded(reason: .memory, message: "memory limit of 1 MiB exceeded"))
            budget.stop(WorkBudgetExceeded(reason: .interrupted, message: "interrupted"))
            stopped.fulfill()
        }
        wait(for: [stopped], timeout: 5)
        XCTAssertThrowsError(try budget.check()) { error in
            XCTAssertEqual((error as? WorkBudgetExceeded)?.reason, .memory)
        }
    }

    func testTheCurrentBudgetIsScopedAndMetersCheckItEveryInterval() throws {
        let budget = WorkBudget(seconds: nil)
        try WorkBudget.withCurrent(budget) {
            XCTAssertTrue(WorkBudget.current === budget)
            var meter = WorkMeter(interval: 100)
            for _ in 0..<250 { XCTAssertFalse(meter.isExceeded()) }
            budget.stop(WorkBudgetExceeded(reason: .interrupted, message: "interrupted"))
            // The stop shows at the next multiple of the interval: iterations 251…299 pass unchecked.
            var seen = 0
            for iteration in 251...400 where meter.isExceeded() {
                seen = iteration
                break
            }
            XCTAssertEqual(seen, 300)
            var throwing = WorkMeter(interval: 2)
            XCTAssertNoThrow(try throwing.tick())
            XCTAssertThrowsError(try throwing.tick())
        }
        XCTAssertNil(WorkBudget.current)
    }

    func testAMeterChargedWithWorkChecksOnceTheIntervalIsUsedUp() throws {
        let budget = WorkBudget(seconds: nil)
        budget.stop(WorkBudgetExceeded(reason: .interrupted, message: "interrupted"))
        WorkBudget.withCurrent(budget) {
            var meter = WorkMeter(interval: 100)
            XCTAssertFalse(meter.isExceeded(counting: 60))
            XCTAssertFalse(meter.isExceeded(counting: 39), "99 of 100: not checked yet")
            XCTAssertTrue(meter.isExceeded(counting: 1))
            // One step larger than the interval checks at once.
            XCTAssertTrue(meter.isExceeded(counting: 5_000))
        }
    }

    func testALongLoopStopsSoonAfterTheDeadline() throws {
        let budget = WorkBudget(seconds: 0.05)
        let start = Date()
        var iterations = 0
        XCTAssertThrowsError(try WorkBudget.withCurrent(budget) {
            var meter = WorkMeter()
            while true {
                try meter.tick()
                iterations += 1
            }
        })
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.5)
        XCTAssertGreaterThan(iterations, 0)
    }

    /// Host work that checks what it is about to hold against the memory the limit leaves stops
    /// the budget with the limit's error once it would pass it, and only then.
    func testHoldingMoreThanTheMemoryHeadroomStopsTheBudget() throws {
        XCTAssertFalse(WorkBudget.wouldExceedMemory(holding: .max), "no budget")
        let budget = WorkBudget(seconds: nil)
        let exceeded = WorkBudgetExceeded(reason: .memory, message: "memory limit of 1 MiB exceeded")
        try WorkBudget.withCurrent(budget) {
            XCTAssertFalse(WorkBudget.wouldExceedMemory(holding: 1 << 40), "no memory limit")
            budget.setMemoryHeadroom(1_000, exceeded: exceeded)
            XCTAssertFalse(WorkBudget.wouldExceedMemory(holding: 1_000))
            try budget.check()
            XCTAssertTrue(WorkBudget.wouldExceedMemory(holding: 1_001))
        }
        XCTAssertThrowsError(try budget.check()) { error in
            XCTAssertEqual(error as? WorkBudgetExceeded, exceeded)
        }
    }
}
