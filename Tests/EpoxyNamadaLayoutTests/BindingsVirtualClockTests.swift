import XCTest
@testable import EpoxyNamadaLayout

/// `VirtualClock`: actions run in time order at their time, only when advanced.
final class BindingsVirtualClockTests: XCTestCase {
    func testRunsDueActionsInTimeOrderWithTiesInSchedulingOrder() throws {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: 2) { log.append("b@\(clock.now)") }
        clock.schedule(after: 1) { log.append("a@\(clock.now)") }
        clock.schedule(after: 2) { log.append("c@\(clock.now)") }
        XCTAssertEqual(try clock.advance(by: 0.5), 0)
        XCTAssertEqual(try clock.advance(by: 1.5), 3)
        XCTAssertEqual(log, ["a@1.0", "b@2.0", "c@2.0"])
        XCTAssertEqual(clock.now, 2)
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testActionsScheduledWhileAdvancingRunWhenTheirTimeIsWithinTheAdvance() throws {
        let clock = VirtualClock()
        var log: [Double] = []
        clock.schedule(after: 1) {
            log.append(clock.now)
            clock.schedule(after: 1) { log.append(clock.now) }
            clock.schedule(after: 5) { log.append(clock.now) }
        }
        XCTAssertEqual(try clock.advance(by: 3), 2)
        XCTAssertEqual(log, [1, 2])
        XCTAssertEqual(clock.now, 3)
        XCTAssertEqual(clock.pendingCount, 1)
    }

    func testRefusesNegativeAndNonFiniteAdvances() {
        let clock = VirtualClock()
        XCTAssertThrowsError(try clock.advance(by: -1)) { error in
            XCTAssertEqual((error as? BindingError)?.message, "time can only advance by a finite number of seconds ≥ 0, got -1.0")
        }
        XCTAssertThrowsError(try clock.advance(by: .nan)) { error in
            XCTAssertEqual((error as? BindingError)?.message, "time can only advance by a finite number of seconds ≥ 0, got nan")
        }
        XCTAssertEqual(clock.now, 0)
    }
}
