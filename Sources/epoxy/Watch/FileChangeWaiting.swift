/// Blocks until one of a set of files changes: inotify where the kernel offers it, polling of
/// modification times otherwise.
protocol FileChangeWaiting {
    /// Waits until a file of `recorded` differs from its recorded signature (checked first, so a
    /// change made while the caller was busy is not missed) and returns the changed paths.
    func waitForChange(since recorded: [String: FileSignature?]) -> [String]
    /// How the waiting works, for the progress line (`inotify`, `polling every 250 ms`).
    var mechanism: String { get }
}
