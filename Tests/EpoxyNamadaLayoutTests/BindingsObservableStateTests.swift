import XCTest
@testable import EpoxyNamadaLayout

/// `ObservableState`: willSet/didSet with old, new and trigger; get observers; throttled didSet
/// on the virtual clock.
final class BindingsObservableStateTests: XCTestCase {
    private func describe(_ changes: StateChanges<String>) -> String {
        "\(changes.trigger.name) \(changes.old)→\(changes.new)"
    }

    func testWillSetAndDidSetSeeOldNewAndTriggerInOrder() throws {
        let state = ObservableState(wrappedValue: "a")
        var log: [String] = []
        state.observe()
            .willSet { [unowned state] changes in log.append("will \(self.describe(changes)) stored \(state.currentValue)") }
            .didSet { [unowned state] changes in log.append("did \(self.describe(changes)) stored \(state.currentValue)") }
        state.wrappedValue = "b"
        try state.set("c", trigger: .bind)
        state.wrappedValue = "c"   // equal: nothing
        XCTAssertEqual(log, [
            "will state a→b stored a", "did state a→b stored b",
            "will bind b→c stored b", "did bind b→c stored c",
        ])
    }

    func testGetObserversRunAroundReadsButNotCurrentValue() {
        let state = ObservableState(wrappedValue: 1)
        var log: [String] = []
        state.observe().willGet { log.append("will \($0)") }.didGet { log.append("did \($0)") }
        XCTAssertTrue(state.hasGetObservers)
        XCTAssertEqual(state.wrappedValue, 1)
        XCTAssertEqual(state.currentValue, 1)
        XCTAssertEqual(log, ["will 1", "did 1"])
    }

    func testDelayMultipleSetTriggerRunsAtOnceThenOncePerWindowWithTheLatestChange() throws {
        let clock = VirtualClock()
        let state = ObservableState(wrappedValue: "", clock: clock)
        var log: [String] = []
        var willSets = 0
        state.observe()
            .delayMultipleSetTrigger(by: 1)
            .willSet { _ in willSets += 1 }
            .didSet { changes in log.append("\(clock.now): \(self.describe(changes))") }
        state.wrappedValue = "a"
        state.wrappedValue = "ab"
        try clock.advance(by: 0.25)
        state.wrappedValue = "abc"
        XCTAssertEqual(log, ["0.0: state →a"])
        XCTAssertEqual(willSets, 3)   // willSet is never delayed
        try clock.advance(by: 0.5)
        XCTAssertEqual(log.count, 1)
        try clock.advance(by: 0.25)
        XCTAssertEqual(log, ["0.0: state →a", "1.0: state a→abc"])
        // A change in the second window waits for its end at 2.0.
        try clock.advance(by: 0.5)
        state.wrappedValue = "x"
        try clock.advance(by: 0.5)
        XCTAssertEqual(log.last, "2.0: state abc→x")
        // The window after 2.0 closes at 3.0 with nothing pending; then a change runs at once.
        try clock.advance(by: 1.5)
        state.wrappedValue = "y"
        XCTAssertEqual(log.last, "3.5: state x→y")
        XCTAssertEqual(log.count, 4)
    }

    func testCancelledObservationsStopAndDropPendingChanges() throws {
        let clock = VirtualClock()
        let state = ObservableState(wrappedValue: 0, clock: clock)
        var values: [Int] = []
        let observation = state.observe().delayMultipleSetTrigger(by: 1).didSet { values.append($0.new) }
        state.wrappedValue = 1
        state.wrappedValue = 2
        observation.cancel()
        try clock.advance(by: 2)
        state.wrappedValue = 3
        XCTAssertEqual(values, [1])
        XCTAssertFalse(observation.isActive)
    }
}
