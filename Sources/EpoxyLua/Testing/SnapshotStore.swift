import EpoxySnapshot
import Foundation

/// The snapshot files of one spec file: `__snapshots__/NAME.txt` beside it, and `NAME.txt.new`
/// holding the output of a failed comparison. All file access of `assert.snapshot` happens here,
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
        guard manager.fileExists(atPath: file.path) else {
            if mode == .failMissing { return .missing(path: file.path) }
            try write(actual, to: file)
            return .written(path: file.path)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if expected == actual {
            try? manager.removeItem(at: newFile)
            return .matched
        }
        try write(actual, to: newFile)
        return .mismatched(path: file.path, newPath: newFile.path, expected: expected)
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try OutputFile.write(text, to: file.path)
    }
}
