@testable import EpoxyDeklarativ
import XCTest

final class CommandTests: XCTestCase {
    func testCommandsAreEqualByID() {
        XCTAssertEqual(Command(id: "custom") { print(1) }, Command(id: "custom") { print(2) })
        XCTAssertNotEqual(Command(id: "a") {}, Command(id: "b") {})
        XCTAssertEqual(Command {}, Command {}, "commands without an id are all equal")
        XCTAssertEqual(Command(id: "x") {}.hashValue, Command(id: "x") {}.hashValue)
    }

    func testRowsDifferingOnlyByCommandIDHaveDifferentHashes() {
        let one = CellAnyModel(SimpleCellVM(titleText: "1", selectCommand: Command(id: "one") {}))
        let two = CellAnyModel(SimpleCellVM(titleText: "1", selectCommand: Command(id: "two") {}))
        let same = CellAnyModel(SimpleCellVM(titleText: "1", selectCommand: Command(id: "one") { print("other") }))
        XCTAssertNotEqual(one, two)
        XCTAssertNotEqual(one.innerHashValue(), two.innerHashValue())
        XCTAssertEqual(one, same)
        XCTAssertEqual(one.innerHashValue(), same.innerHashValue())
    }

    func testPerformRunsTheActionAndPassesErrorsOn() {
        struct Failure: Error, Equatable { let code: Int }
        var runs = 0
        try? Command(id: "a") { runs += 1 }.perform()
        XCTAssertEqual(runs, 1)
        XCTAssertThrowsError(try Command(id: "b") { throw Failure(code: 7) }.perform()) { error in
            XCTAssertEqual(error as? Failure, Failure(code: 7))
        }
    }
}
