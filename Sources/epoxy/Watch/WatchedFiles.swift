import Foundation

/// The files a watch follows — the script and the modules its runs required — with their
/// signatures as they were when the last run started, so an edit made during a run still counts
/// as a change. `run --watch` and `serve` keep one each.
struct WatchedFiles {
    /// The script every run starts from.
    let script: String
    /// The script and the modules of the last run (after a failing run, of earlier runs too).
    private(set) var paths: [String]
    /// What ``FileChangeWaiting/waitForChange(since:)`` compares with after a run.
    private(set) var recorded: [String: FileSignature?] = [:]
    private var beforeRun: [String: FileSignature?] = [:]

    init(script: String) {
        self.script = script
        paths = [script]
        recorded = FileSignature.of(paths)
    }

    /// Notes the signatures of the files now, before a run reads them.
    mutating func runStarts() {
        beforeRun = FileSignature.of(paths)
    }

    /// Follows the modules the run required. A run that failed part-way may not have reached
    /// every `require`, so it keeps the modules of earlier runs too.
    mutating func runEnded(requiredFiles: [String], succeeded: Bool) {
        paths = Self.unique((succeeded ? [script] : paths) + requiredFiles)
        recorded = beforeRun.merging(FileSignature.of(paths.filter { beforeRun[$0] == nil })) { old, _ in old }
    }

    /// The file names, for progress lines.
    var names: [String] { paths.map { ($0 as NSString).lastPathComponent } }

    /// `paths` without repeats, in order.
    private static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
