import EpoxyScreens
import Foundation
import LuaRuntime

/// Runs `*_spec.lua` files with the busted-shaped API.
///
/// Each spec file gets a fresh ``ScriptHost`` (so files cannot leak state into each other);
/// loading the file collects its tests, then each test runs in its own protected call with its
/// own time budget, so a test that loops or fails leaves the next one unaffected.
public struct SpecRunner {
    /// Limits and sandbox of every spec file's state (the script folder is set per file).
    public var configuration: LuaState.Configuration
    /// Only tests whose full name contains this text run (others are not reported).
    public var filter: String?

    /// What `assert.snapshot` does with missing and differing snapshots.
    public var snapshotMode: SnapshotUpdateMode
    /// Called with each spec file's stage before the file runs (the CLI sets the device and
    /// Dynamic Type size here).
    public var prepareStage: (Stage) -> Void
    /// Where a spec's `print` goes, a line at a time; nil leaves Lua's (standard output). The
    /// CLI sends it to standard error, so that it never mixes into a report on standard output.
    public var printOutput: ((String) -> Void)?

    public init(
        configuration: LuaState.Configuration = .init(), filter: String? = nil,
        snapshotMode: SnapshotUpdateMode = .writeMissing, prepareStage: @escaping (Stage) -> Void = { _ in },
        printOutput: ((String) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.filter = filter
        self.snapshotMode = snapshotMode
        self.prepareStage = prepareStage
        self.printOutput = printOutput
    }

    /// The spec files under `paths`: files named as given, and `*_spec.lua` files found
    /// recursively in folders (hidden and `.build` folders skipped), each list sorted; a file
    /// reached twice (named twice, or inside two folders given) runs once, where it first came.
    public static func specFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SpecRunnerError.missingPath(path)
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            let base = URL(fileURLWithPath: path)
            let enumerator = manager.enumerator(
                at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent.hasPrefix(".build") {
                    enumerator?.skipDescendants()
                } else if url.lastPathComponent.hasSuffix("_spec.lua") {
                    let relative = String(url.path.dropFirst(base.path.count)).drop { $0 == "/" }
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            files.append(contentsOf: found.sorted())
        }
        var seen = Set<String>()
        return files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path).inserted }
    }

    /// Runs every test of `file`, calling `report` after each.
    public func run(file: String, report: (SpecResult) -> Void) -> SpecSummary {
        var summary = SpecSummary()
        func record(_ result: SpecResult) {
            summary.record(result.status)
            report(result)
        }
        var fileConfiguration = configuration
        fileConfiguration.scriptFolder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        do {
            let host = try ScriptHost(configuration: fileConfiguration)
            host.keepsRenderReports = false
            let lua = host.lua
            if let printOutput { try lua.redirectPrint(printOutput) }
            let testingChunk = try lua.load(.testing)
            // Weakly: the function lives in the host's own state (see `StageAssertions.install`).
            let flushUpdates = try lua.makeFunction(name: "flushUpdates") { [weak host] _ in
                try host?.flushUpdates()
                return []
            }
            let loaded = try lua.withoutTimeLimit {
                try lua.call(testingChunk, [try lua.global("inspect"), try lua.messageHandler(), flushUpdates.value]).first
            }
            guard case .table(let testing)? = loaded else {
                throw LuaError(kind: .runtime, message: "the test library did not load")
            }
            try StageAssertions(host: host, store: SnapshotStore(specFile: file, mode: snapshotMode)).install(into: testing)
            prepareStage(host.stage)
            _ = try host.runScript(at: file)
            let countFunction = try lua.get("count", in: testing)
            let nameFunction = try lua.get("name", in: testing)
            let runFunction = try lua.get("run", in: testing)
            let loadFailedFunction = try lua.get("loadFailed", in: testing)
            let count = try lua.call(countFunction).first?.integerValue ?? 0
            if count == 0 {
                record(SpecResult(file: file, name: "(no tests)", status: .failed,
                                  message: "\(file) defines no tests: use describe/it"))
            }
            for index in 0..<count {
                let name = try lua.call(nameFunction, [.integer(index + 1)]).first?.stringValue ?? "test \(index + 1)"
                if let filter, !name.contains(filter), try lua.call(loadFailedFunction, [.integer(index + 1)]).first != .boolean(true) {
                    continue
                }
                let started = ContinuousClock.now
                func seconds() -> Double { (ContinuousClock.now - started).secondsValue }
                do {
                    let outcome = try lua.call(runFunction, [.integer(index + 1)], timeLimit: configuration.timeLimit)
                    var status = SpecStatus(rawValue: outcome.first?.stringValue ?? "") ?? .failed
                    // A failure is the error a hook or the body raised, as the message handler
                    // worded it: read as `epoxy run` reads its errors (located, limits named).
                    var message = outcome.dropFirst().first?.stringValue.map { lua.error(caught: $0).message }
                    if status == .passed {
                        // The render a test's last assignments scheduled belongs to the test: its
                        // errors and its callbacks' failures fail it.
                        do {
                            try host.flushUpdates()
                        } catch {
                            status = .failed
                            message = (error as? LuaError)?.message ?? "\(error)"
                        }
                    }
                    record(SpecResult(file: file, name: name, status: status, message: message, seconds: seconds()))
                } catch let error as LuaError {
                    // Limits (time, memory) keep raising until the runner's own frames unwind; the
                    // state names the script's line where the limit first stopped it, or a
                    // callback's (a looping didSelect) when one was running.
                    // A finalizer's error, raised as the run ends, is the test's failure as it stands.
                    let message = error.kind == .runtime
                        ? error.message : lua.limitCallbackFailure.map { "test stopped: " + $0.message } ?? Self.limitMessage(error)
                    record(SpecResult(file: file, name: name, status: .failed, message: message, seconds: seconds()))
                }
            }
        } catch let error as LuaError {
            record(SpecResult(file: file, name: "(loading \(file))", status: .failed, message: error.description))
        } catch {
            record(SpecResult(file: file, name: "(loading \(file))", status: .failed, message: "\(error)"))
        }
        return summary
    }
}

extension SpecRunner {
    /// A limit error's message, without the test runner's location when it has no script's.
    static func limitMessage(_ error: LuaError) -> String {
        let runnerPrefix = EmbeddedLuaFile.testing.chunkName.dropFirst() + ":"
        guard error.message.hasPrefix(runnerPrefix),
              let colon = error.message.dropFirst(runnerPrefix.count).firstIndex(of: ":") else {
            return "test stopped: " + error.message
        }
        return "test stopped: " + error.message[colon...].dropFirst().trimmingCharacters(in: .whitespaces)
    }
}

/// Problems finding spec files.
public enum SpecRunnerError: Error, CustomStringConvertible {
    case missingPath(String)

    public var description: String {
        switch self {
        case .missingPath(let path): "no such file or folder: \(path)"
        }
    }
}
