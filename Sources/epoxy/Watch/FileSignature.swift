import Foundation

/// What identifies one version of a file without reading it: modification time, size and inode
/// (an editor that saves by renaming a new file over the old one changes the inode).
struct FileSignature: Equatable {
    let modificationSeconds: Int
    let modificationNanoseconds: Int
    let size: Int64
    let inode: UInt64

    /// The signature of the file at `path`, nil when it does not exist.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        modificationSeconds = Int(info.st_mtim.tv_sec)
        modificationNanoseconds = Int(info.st_mtim.tv_nsec)
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
    }

    /// The signatures of `paths` (nil entries for missing files), keyed by path.
    static func of(_ paths: [String]) -> [String: FileSignature?] {
        Dictionary(paths.map { ($0, FileSignature(path: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The paths whose signature now differs from `recorded` (a file that appeared or vanished counts).
    static func changed(since recorded: [String: FileSignature?]) -> [String] {
        recorded.keys.sorted().filter { path in FileSignature(path: path) != recorded[path] ?? nil }
    }
}
