import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes printed output and snapshot files without ever replacing what stands at the path.
///
/// A regular file (or a missing one) is written through a temporary file and a rename, so a
/// reader never sees half a file; missing folders on its path are created (`types/epoxy.lua`
/// in a fresh clone). Anything else is written in place: a rename would replace a
/// device such as `/dev/null`, a FIFO or a terminal with a regular file. Symbolic links are
/// followed, so the link stays and its target receives the text.
public enum OutputFile {
    /// Why writing failed, naming the path as the user gave it.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        /// The path as given.
        public let path: String
        /// What went wrong (the system's words).
        public let reason: String

        /// A failure to write `path` (as the user gave it, or a name such as "standard output").
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `data` to `path`. The path `-` is standard output.
    public static func write(_ data: Data, to path: String) throws {
        if path == "-" {
            try write(data, toDescriptor: STDOUT_FILENO, named: path)
            return
        }
        let target = try resolvedTarget(of: path)
        var info = stat()
        if stat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            try writeInPlace(data, to: target, path: path)
            return
        }
        do {
            let url = URL(fileURLWithPath: target)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw WriteError(path: path, reason: reasonText(of: error))
        }
    }

    /// Whether `path` and `other` name the same file: the same existing file through any names
    /// or links, or, when one does not exist yet, the same path once made absolute.
    public static func isSameFile(_ path: String, as other: String) -> Bool {
        var first = stat(), second = stat()
        if stat(path, &first) == 0, stat(other, &second) == 0 {
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path == URL(fileURLWithPath: other).standardizedFileURL.path
    }

    /// Writes UTF-8 `text` to `path`.
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// The path a chain of symbolic links at `path` ends at (which may not exist yet).
    static func resolvedTarget(of path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                current = (current as NSString).deletingLastPathComponent
                current = current.isEmpty ? destination : current + "/" + destination
            }
        }
        throw WriteError(path: path, reason: "too many levels of symbolic links")
    }

    private static func writeInPlace(_ data: Data, to target: String, path: String) throws {
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try write(data, toDescriptor: descriptor, named: path)
    }

    /// Writes every byte of `data` to the open file `descriptor` (standard output, a device),
    /// retrying interrupted and partial writes; a failure names the file `name`.
    public static func write(_ data: Data, toDescriptor descriptor: Int32, named name: String) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: name, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }

    private static func reasonText(of error: Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        return error.localizedDescription
    }
}
