import EpoxySnapshot
import Foundation
import XCTest

/// `OutputFile` writes regular files through a rename and everything else in place, so an
/// output path never replaces a device, a FIFO or a symbolic link.
final class OutputFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("OutputFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode & S_IFMT
    }

    func testRegularFileIsReplacedWhole() throws {
        let path = folder.appendingPathComponent("out.txt").path
        try OutputFile.write("first, longer text\n", to: path)
        try OutputFile.write("second\n", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second\n")
        XCTAssertEqual(fileType(path), S_IFREG)
    }

    func testSymbolicLinkKeepsItsLinkAndWritesItsTarget() throws {
        let target = folder.appendingPathComponent("target.txt").path
        let link = folder.appendingPathComponent("link.txt").path
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        XCTAssertEqual(symlink("target.txt", link), 0)
        try OutputFile.write("new\n", to: link)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link must stay a link")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new\n")
    }

    func testDanglingSymbolicLinkCreatesItsTarget() throws {
        let link = folder.appendingPathComponent("dangling").path
        XCTAssertEqual(symlink(folder.appendingPathComponent("made.txt").path, link), 0)
        try OutputFile.write("made\n", to: link)
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertEqual(try String(contentsOfFile: folder.appendingPathComponent("made.txt").path, encoding: .utf8), "made\n")
    }

    func testLinkCycleIsAClearError() throws {
        let a = folder.appendingPathComponent("a").path
        let b = folder.appendingPathComponent("b").path
        XCTAssertEqual(symlink(b, a), 0)
        XCTAssertEqual(symlink(a, b), 0)
        XCTAssertThrowsError(try OutputFile.write("x", to: a)) { error in
            XCTAssertEqual((error as? OutputFile.WriteError)?.path, a)
            XCTAssertEqual((error as? OutputFile.WriteError)?.reason, "too many levels of symbolic links")
        }
    }

    func testDevNullStaysACharacterDevice() throws {
        try OutputFile.write("discarded\n", to: "/dev/null")
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
    }

    func testFIFOIsWrittenInPlace() throws {
        let fifo = folder.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        nonisolated(unsafe) var received: Data?
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            received = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
            done.signal()
        }
        try OutputFile.write("through the pipe\n", to: fifo)
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(received.map { String(decoding: $0, as: UTF8.self) }, "through the pipe\n")
        XCTAssertEqual(fileType(fifo), S_IFIFO)
    }

    func testMissingFoldersAreCreated() throws {
        let path = folder.appendingPathComponent("types/lua/epoxy.lua").path
        try OutputFile.write("x", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "x")
    }

    func testAFailureNamesThePath() throws {
        let file = folder.appendingPathComponent("file.txt").path
        try OutputFile.write("x", to: file)
        let path = file + "/x.txt"
        XCTAssertThrowsError(try OutputFile.write("x", to: path)) { error in
            let writeError = error as? OutputFile.WriteError
            XCTAssertEqual(writeError?.path, path)
            XCTAssertTrue("\(error)".hasPrefix("cannot write \(path): "), "\(error)")
        }
    }
}
