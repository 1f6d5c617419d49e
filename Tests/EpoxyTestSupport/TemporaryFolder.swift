import Foundation

/// A folder of Lua files for a test, removed when the value goes away.
public final class TemporaryFolder {
    /// The folder's absolute path.
    public let path: String

    /// Creates an empty folder under /tmp.
    public init() throws {
        // Short, because Lua shortens chunk names longer than 60 bytes with "...".
        path = "/tmp/elt-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to `relativePath` (creating folders) and returns the full path.
    @discardableResult
    public func write(_ relativePath: String, _ contents: String) throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}
