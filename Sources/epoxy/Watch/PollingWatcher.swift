import Foundation

/// Compares file signatures every `intervalMilliseconds`: works on every file system (network
/// mounts, containers without inotify).
struct PollingWatcher: FileChangeWaiting {
    /// The time between two looks at the files.
    var intervalMilliseconds = 250

    var mechanism: String { "polling every \(intervalMilliseconds) ms" }

    func waitForChange(since recorded: [String: FileSignature?]) -> [String] {
        while true {
            let changed = FileSignature.changed(since: recorded)
            if !changed.isEmpty { return changed }
            usleep(UInt32(max(1, intervalMilliseconds) * 1000))
        }
    }
}
