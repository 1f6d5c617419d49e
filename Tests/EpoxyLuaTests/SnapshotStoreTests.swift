import Foundation
import XCTest
@testable import EpoxyLua

/// A new snapshot is written only when no file is there yet, whole, so that two spec files run
/// in parallel (`--jobs`) that write the same new snapshot cannot both pass: the second compares
/// with what the first wrote.
final class SnapshotStoreTests: XCTestCase {
    func testANewSnapshotIsWrittenOnlyWhereNoneIsYet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SnapshotStore(specFile: folder.appendingPathComponent("a_spec.lua").path, mode: .writeMissing)
        let file = store.path(of: "header")
        XCTAssertTrue(try store.writeIfAbsent(Data("Header A".utf8), to: file))
        XCTAssertFalse(try store.writeIfAbsent(Data("Header B".utf8), to: file))
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "Header A")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.directory.path), ["header.txt"], "no temporary file left")
        // The second writer, finding the file there, compares with it and fails.
        guard case .mismatched = try store.compare("Header B", name: "header") else { return XCTFail("expected a mismatch") }
    }
}
