import XCTest
@testable import EpoxySnapshot

final class SnapshotFormatTests: XCTestCase {
    func testFormatNamesMatchTheCLIFlags() {
        XCTAssertEqual(SnapshotFormat.allCases.map(\.rawValue), ["text", "json", "ascii", "svg"])
    }
}
