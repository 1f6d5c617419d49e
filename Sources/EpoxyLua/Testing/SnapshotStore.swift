import EpoxyRaster
import EpoxySnapshot
import Foundation

/// The snapshot files of one spec file: `__snapshots__/NAME.txt` beside it, and `NAME.txt.new`
/// holding the output of a failed comparison; pictures are `NAME.png`, with `NAME.new.png` and
/// `NAME.diff.png` after a failed comparison (as swift-snapshot-testing names them). All file access of `assert.snapshot` happens here,
/// in Swift, because the sandboxed scripts have no `io`.
struct SnapshotStore {
    /// The folder the snapshots live in.
    let directory: URL
    /// What happens to missing and differing snapshots.
    let mode: SnapshotUpdateMode

    /// The store of the spec file at `specFile`.
    init(specFile: String, mode: SnapshotUpdateMode) {
        directory = URL(fileURLWithPath: specFile).deletingLastPathComponent().appendingPathComponent("__snapshots__")
        self.mode = mode
    }

    /// What comparing a snapshot found.
    enum Outcome: Equatable {
        /// The file holds the same text (a stale `.new` file was removed).
        case matched
        /// There was no file; the text was written to `path`.
        case written(path: String)
        /// The file was overwritten with the text (update mode).
        case updated(path: String)
        /// There was no file and missing snapshots fail (CI).
        case missing(path: String)
        /// The file differs; the new text was written to `newPath`.
        case mismatched(path: String, newPath: String, expected: String)
        /// The picture differs; the new one was written to `newPath`, the difference (when the
        /// sizes agree) to `diffPath`.
        case imageMismatched(path: String, newPath: String, diffPath: String?, message: String)
    }

    /// Why a snapshot name is refused, or nil when it can be used as a file name.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        if name.contains("/") || name.contains("\\") { return "the name may not contain '/' or '\\'" }
        if name.contains("..") { return "the name may not contain '..'" }
        if name.hasPrefix(".") { return "the name may not start with '.'" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "the name may not contain control characters"
        }
        if name.utf8.count > 200 { return "the name is longer than 200 bytes" }
        return nil
    }

    /// The path of snapshot `name` (relative to the working folder when the spec's path was).
    func path(of name: String) -> URL {
        directory.appendingPathComponent(name + ".txt")
    }

    /// Compares `actual` with snapshot `name` (a valid name) and writes files as `mode` asks.
    func compare(_ actual: String, name: String) throws -> Outcome {
        let file = path(of: name)
        let newFile = file.appendingPathExtension("new")
        let manager = FileManager.default
        if mode == .update {
            try write(actual, to: file)
            try? manager.removeItem(at: newFile)
            return .updated(path: file.path)
        }
        if !manager.fileExists(atPath: file.path) {
            if mode == .failMissing { return .missing(path: file.path) }
            if try writeIfAbsent(Data(actual.utf8), to: file) { return .written(path: file.path) }
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if expected == actual {
            try? manager.removeItem(at: newFile)
            return .matched
        }
        try write(actual, to: newFile)
        return .mismatched(path: file.path, newPath: newFile.path, expected: expected)
    }

    /// The path of picture snapshot `name`.
    func imagePath(of name: String) -> URL {
        directory.appendingPathComponent(name + ".png")
    }

    /// Compares picture `actual` with snapshot `name` by `comparison` and writes files as `mode`
    /// asks. A snapshot that is not a readable PNG is a mismatch naming why.
    func compare(_ actual: RasterImage, name: String, comparison: ImageComparison) throws -> Outcome {
        let file = imagePath(of: name)
        let newFile = directory.appendingPathComponent(name + ".new.png")
        let diffFile = directory.appendingPathComponent(name + ".diff.png")
        let manager = FileManager.default
        func removeFailureFiles() {
            try? manager.removeItem(at: newFile)
            try? manager.removeItem(at: diffFile)
        }
        if mode == .update {
            try write(try actual.png(), to: file)
            removeFailureFiles()
            return .updated(path: file.path)
        }
        if !manager.fileExists(atPath: file.path) {
            if mode == .failMissing { return .missing(path: file.path) }
            if try writeIfAbsent(try actual.png(), to: file) { return .written(path: file.path) }
        }
        let result: ImageComparison.Result
        do {
            result = comparison.compare(expected: try RasterImage(png: try Data(contentsOf: file)), actual: actual)
        } catch let error as RasterError {
            try write(try actual.png(), to: newFile)
            return .imageMismatched(path: file.path, newPath: newFile.path, diffPath: nil, message: "the snapshot is unreadable: \(error)")
        }
        if result.matches {
            removeFailureFiles()
            return .matched
        }
        try write(try actual.png(), to: newFile)
        if let difference = result.difference {
            try write(try difference.png(), to: diffFile)
        } else {
            try? manager.removeItem(at: diffFile)
        }
        return .imageMismatched(path: file.path, newPath: newFile.path, diffPath: result.difference == nil ? nil : diffFile.path,
                                message: result.message)
    }

    /// Writes a new snapshot only when no file is there yet, whole or not at all (a temporary
    /// file linked into place), and returns whether it did; false when another process wrote
    /// one meanwhile, which the caller then compares with. Two spec files run by `--jobs` that
    /// wrote the same new snapshot both passed, each with its own screen, and one file survived.
    func writeIfAbsent(_ data: Data, to file: URL) throws -> Bool {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(
            ".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        try OutputFile.write(data, to: temporary.path)
        defer { unlink(temporary.path) }
        if link(temporary.path, file.path) == 0 { return true }
        if errno == EEXIST { return false }
        // A file system without hard links: written in place, as before.
        try OutputFile.write(data, to: file.path)
        return true
    }

    private func write(_ text: String, to file: URL) throws {
        try write(Data(text.utf8), to: file)
    }

    private func write(_ data: Data, to file: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try OutputFile.write(data, to: file.path)
    }
}
