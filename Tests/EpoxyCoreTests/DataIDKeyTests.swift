import XCTest
import EpoxyCore

/// `DataIDKey` must agree with `AnyHashable` on every pair: the collection and the `Diffable`
/// path pair items by keys where they used to pair them by `AnyHashable`.
final class DataIDKeyTests: XCTestCase {
    private enum Custom: Hashable { case a, b }

    /// Data IDs of every kind, with numbers equal across types (which `AnyHashable` unifies).
    private let dataIDs: [AnyHashable] = [
        0, 1, -1, Int64(1), Int32(1), UInt8(1), UInt64(1), 1.0, Float(1), -0.0, 2.5, Float(2.5), Float(0.1), 0.1,
        Double.infinity, -Double.infinity, 9_223_372_036_854_775_807, UInt64(9_223_372_036_854_775_808),
        9_223_372_036_854_775_808.0, UInt64.max, 1e300,
        "1", "a", "", "a" as Substring, true, false, Custom.a, Custom.b, [1, 2], AnyHashable(AnyHashable(1)),
    ]

    func testKeysAreEqualExactlyWhenTheirAnyHashablesAre() {
        for left in dataIDs {
            for right in dataIDs {
                XCTAssertEqual(
                    DataIDKey(left) == DataIDKey(right), left == right,
                    "\(left) (\(type(of: left.base))) vs \(right) (\(type(of: right.base)))")
                if left == right {
                    XCTAssertEqual(DataIDKey(left).hashValue, DataIDKey(right).hashValue, "\(left) vs \(right)")
                    XCTAssertEqual(DataIDKey(left).payloadHash, DataIDKey(right).payloadHash, "\(left) vs \(right)")
                }
            }
        }
    }

    func testTheAnyHashableOfAKeyEqualsTheDataID() {
        for dataID in dataIDs {
            XCTAssertEqual(DataIDKey(dataID).anyHashable, dataID, "\(dataID)")
        }
    }

    func testScalarsHaveConcreteCases() {
        XCTAssertEqual(DataIDKey(AnyHashable(7)), .integer(7))
        XCTAssertEqual(DataIDKey(AnyHashable(7.0)), .integer(7))
        XCTAssertEqual(DataIDKey(AnyHashable(7.5)), .number(7.5))
        XCTAssertEqual(DataIDKey(AnyHashable("row")), .string("row"))
        XCTAssertEqual(DataIDKey(AnyHashable(true)), .boolean(true))
        XCTAssertEqual(DataIDKey(AnyHashable(Custom.a)), .other(AnyHashable(Custom.a)))
        XCTAssertEqual(DataIDKey(AnyHashable("row")).description, "row")
        XCTAssertEqual(DataIDKey(AnyHashable(Int64(-3))).description, "-3")
    }

    /// The usual types are read from the opened existential, the others through casts: both must
    /// give the case the casts give, at the extremes of each type too.
    func testTheUsualTypesHaveTheCasesTheCastsGive() {
        XCTAssertEqual(DataIDKey(AnyHashable(Int.min)), .integer(Int64.min))
        XCTAssertEqual(DataIDKey(AnyHashable(Int.max)), .integer(Int64.max))
        XCTAssertEqual(DataIDKey(AnyHashable(Int64.min)), .integer(Int64.min))
        XCTAssertEqual(DataIDKey(AnyHashable(Int32(-5))), .integer(-5))
        XCTAssertEqual(DataIDKey(AnyHashable(false)), .boolean(false))
        XCTAssertEqual(DataIDKey(AnyHashable("")), .string(""))
        XCTAssertEqual(DataIDKey(AnyHashable("é" as Substring)), .other(AnyHashable("é" as Substring)))
    }

    /// A key made from a string that lives on the heap holds its own reference to it.
    func testAKeyOfAHeapStringOutlivesItsDataID() {
        var key: DataIDKey?
        do {
            let dataID = AnyHashable(String(repeating: "row-é-", count: 40))
            key = DataIDKey(dataID)
        }
        XCTAssertEqual(key, .string(String(repeating: "row-é-", count: 40)))
        XCTAssertEqual(key?.description.count, 240)
    }
}
