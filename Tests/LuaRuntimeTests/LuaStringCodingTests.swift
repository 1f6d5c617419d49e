import XCTest
@testable import LuaRuntime

/// Lua strings are bytes; the bridge keeps every byte, so strings that differ in Lua differ in
/// Swift (dataIDs, table keys, diff identities) and come back to Lua unchanged.
final class LuaStringCodingTests: XCTestCase {
    private func decode(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { LuaStringCoding.decode($0) }
    }

    func testValidUTF8DecodesAsItself() {
        for text in ["", "plain", "héllo ✓", "🙂 emoji", "\u{10FEFF}", "\u{FFFD}"] {
            XCTAssertEqual(decode(Array(text.utf8)), text)
            XCTAssertEqual(LuaStringCoding.encode(text), Array(text.utf8))
        }
    }

    func testInvalidBytesStayDistinctAndRoundTrip() {
        XCTAssertNotEqual(decode([0xFF]), decode([0xFE]))
        XCTAssertNotEqual(decode([0xFF]), "\u{FFFD}")
        var generator = SystemRandomNumberGenerator()
        var seen: [String: [UInt8]] = [:]
        var cases: [[UInt8]] = (0...255).map { [UInt8($0)] }
        cases += [[0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBC, 0x80, 0x7A], [0xC3, 0xA9, 0xFF, 0xC3, 0xA9], [0xE2, 0x9C], [0xED, 0xA0, 0x80]]
        cases += (0..<2_000).map { _ in (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        for bytes in cases {
            let text = decode(bytes)
            XCTAssertEqual(LuaStringCoding.encode(text), bytes, "\(bytes)")
            if let other = seen[text] { XCTAssertEqual(other, bytes, "two byte strings decoded alike") }
            seen[text] = bytes
        }
    }

    func testBytesRoundTripThroughTheBridge() throws {
        let lua = try LuaState()
        let values = try lua.run(string: #"return "\255", "\254", "a\0b\200", "\xF4\x8F\xBF\xBF""#)
        XCTAssertEqual(Set(values).count, 4, "\(values)")
        let check = try lua.load(string: #"local a, b, c, d = ... return a == "\255" and b == "\254" and c == "a\0b\200" and d == "\xF4\x8F\xBF\xBF""#)
        XCTAssertEqual(try lua.call(check, values), [true])
        let keys = try lua.run(string: #"return { ["\255"] = 1, ["\254"] = 2 }"#).first.map { try lua.snapshot($0) }
        XCTAssertEqual(keys?.dictionaryValue?.count, 2)
    }
}
