import Foundation
#if canImport(Glibc)
import Glibc

/// Waits on inotify events of the folders holding the files (watching folders, not files, sees
/// editors that save by writing a new file and renaming it over the old one).
struct InotifyWatcher: FileChangeWaiting {
    var mechanism: String { "inotify" }

    /// A watcher, or nil when the kernel offers no inotify (the caller then polls).
    init?() {
        let probe = inotify_init1(Int32(IN_CLOEXEC))
        guard probe >= 0 else { return nil }
        close(probe)
    }

    func waitForChange(since recorded: [String: FileSignature?]) -> [String] {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return PollingWatcher().waitForChange(since: recorded) }
        defer { close(descriptor) }
        let folders = Set(recorded.keys.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
        for folder in folders where inotify_add_watch(descriptor, folder, events) < 0 {
            // A folder that cannot be watched (gone, no permission): poll everything instead.
            return PollingWatcher().waitForChange(since: recorded)
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let changed = FileSignature.changed(since: recorded)
            if !changed.isEmpty {
                // Editors write in several steps; let the burst settle so one save is one run.
                usleep(50_000)
                _ = drain(descriptor, into: &buffer, timeoutMilliseconds: 0)
                return FileSignature.changed(since: recorded)
            }
            guard drain(descriptor, into: &buffer, timeoutMilliseconds: 1000) else {
                return PollingWatcher().waitForChange(since: recorded)
            }
        }
    }

    /// Reads pending events (their content does not matter: signatures decide what changed),
    /// waiting up to `timeoutMilliseconds` for the first; false when the descriptor failed.
    private func drain(_ descriptor: Int32, into buffer: inout [UInt8], timeoutMilliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, timeoutMilliseconds)
        if ready < 0 { return errno == EINTR }
        guard ready > 0 else { return true }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 || errno == EINTR || errno == EAGAIN
    }
}
#endif
