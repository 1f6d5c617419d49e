import EpoxyTestSupport
import Foundation

/// Runs generated cases in children of the built `epoxy` for a bounded time on a few workers,
/// classifies each (fine: ok or a Lua error; found: a signal, a hang past the time limit plus
/// grace, resident memory past the cap) and keeps the figures the test prints.
final class FuzzCampaign: @unchecked Sendable {
    struct Settings {
        var seconds: Double = 20
        var seed: UInt64 = 1
        /// Run only this case (reproducing one).
        var caseSeed: UInt64?
        var workers = 2
        /// `--time-limit` of each case, in seconds.
        var timeLimit: Double = 1
        /// Seconds past the time limit before a case counts as hung and is killed.
        var grace: Double = 2
        /// `--memory-limit` of each case, in MiB.
        var memoryLimitMiB = 64
        /// Where failing scripts are written.
        var failureFolder: URL
    }

    /// What the campaign measured.
    struct Figures {
        var cases = 0
        var findings: [FuzzFinding] = []
        /// Seconds past the time limit of the slowest case that was not killed: wall time (which
        /// a busy machine stretches) and processor time.
        var worstOverrun: Double = 0
        var worstOverrunSeed: UInt64 = 0
        var worstProcessorOverrun: Double = 0
        /// Peak resident bytes of the largest case.
        var worstResident = 0
        var worstResidentSeed: UInt64 = 0
        /// The same two figures over the cases without a known-open finding.
        var worstOverrunOutsideKnown: Double = 0
        var worstProcessorOverrunOutsideKnown: Double = 0
        var worstResidentOutsideKnown = 0
        /// Each global and method tag called, with how many statements used it.
        var coverage: [String: Int] = [:]

        func count(_ kind: FuzzFinding.Kind, known: Bool? = nil) -> Int {
            findings.filter { $0.kind == kind && (known == nil || (KnownFinding.match($0) != nil) == known!) }.count
        }
    }

    let settings: Settings
    let api: FuzzAPI
    let executable: String
    /// Resident bytes of a run of an empty script (the host itself).
    let baselineResident: Int
    private let lock = NSLock()
    private var figures = Figures()
    private var nextIndex = 0
    private var reportedSignatures: Set<String> = []

    init(settings: Settings, api: FuzzAPI, executable: String, baselineResident: Int) {
        self.settings = settings
        self.api = api
        self.executable = executable
        self.baselineResident = baselineResident
    }

    /// The resident memory a case may reach: the memory limit, half as much again for what
    /// malloc keeps around the blocks Lua counts (filling a 64M limit with Lua strings reaches
    /// 76–83 MiB over the baseline), and the host's own baseline.
    var memoryCap: Int { Self.memoryCap(limitMiB: settings.memoryLimitMiB, baselineResident: baselineResident) }

    /// The cap for a memory limit of `limitMiB` (see `memoryCap`).
    static func memoryCap(limitMiB: Int, baselineResident: Int) -> Int { limitMiB << 20 + limitMiB << 19 + baselineResident }

    /// The flags every case runs with.
    var limitFlags: [String] { ["--time-limit", "\(Int(settings.timeLimit * 1000))ms", "--memory-limit", "\(settings.memoryLimitMiB)M"] }

    func run(log: @escaping @Sendable (String) -> Void) throws -> Figures {
        try FileManager.default.createDirectory(at: settings.failureFolder, withIntermediateDirectories: true)
        let end = FuzzChildProcess.now() + settings.seconds
        let workers = settings.caseSeed == nil ? settings.workers : 1
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while FuzzChildProcess.now() < end {
                let index: Int? = lock.withLock {
                    if settings.caseSeed != nil && nextIndex > 0 { return nil }
                    defer { nextIndex += 1 }
                    return nextIndex
                }
                guard let index else { return }
                let seed = settings.caseSeed ?? SeededGenerator.caseSeed(campaign: settings.seed, index: index)
                runCase(seed: seed, log: log)
            }
        }
        return lock.withLock { figures }
    }

    private func runCase(seed: UInt64, log: @Sendable (String) -> Void) {
        let fuzzCase = FuzzCaseGenerator.makeCase(api: api, seed: seed)
        let scriptURL = FileManager.default.temporaryDirectory.appendingPathComponent("epoxy-fuzz-case-\(seed).lua")
        do {
            try fuzzCase.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        } catch {
            log("fuzz: could not write \(scriptURL.path): \(error)")
            return
        }
        defer { try? FileManager.default.removeItem(at: scriptURL) }
        var child = FuzzChildProcess(
            // A hang is a run that outlives its budget plus the grace: the case may use a budget per run.
            executable: executable, deadline: Double(fuzzCase.budgets) * settings.timeLimit + settings.grace,
            memoryCeiling: max(memoryCap * 4, 1 << 30), environment: ["NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"])
        if fuzzCase.mode == .repl { child.standardInput = scriptURL.path }
        let arguments = fuzzCase.arguments(scriptPath: scriptURL.path) + limitFlags
        guard let result = try? child.run(arguments) else {
            log("fuzz: could not run case \(seed)")
            return
        }
        let finding = FuzzFinding.classify(result, case: fuzzCase, memoryCap: memoryCap)
        var firstOfItsClass = false
        lock.withLock {
            figures.cases += 1
            for statement in fuzzCase.statements { figures.coverage[statement.tag.split(separator: "+").first.map(String.init) ?? statement.tag, default: 0] += 1 }
            if result.ending != .killedAtDeadline {
                if result.seconds - settings.timeLimit > figures.worstOverrun {
                    figures.worstOverrun = result.seconds - settings.timeLimit
                    figures.worstOverrunSeed = seed
                }
                figures.worstProcessorOverrun = max(figures.worstProcessorOverrun, result.processorSeconds - settings.timeLimit)
            }
            if result.maxResidentBytes > figures.worstResident {
                figures.worstResident = result.maxResidentBytes
                figures.worstResidentSeed = seed
            }
            if finding.map({ KnownFinding.match($0) == nil }) ?? true {
                if result.ending != .killedAtDeadline {
                    figures.worstOverrunOutsideKnown = max(figures.worstOverrunOutsideKnown, result.seconds - settings.timeLimit)
                    figures.worstProcessorOverrunOutsideKnown = max(figures.worstProcessorOverrunOutsideKnown, result.processorSeconds - settings.timeLimit)
                }
                figures.worstResidentOutsideKnown = max(figures.worstResidentOutsideKnown, result.maxResidentBytes)
            }
            if let finding {
                figures.findings.append(finding)
                firstOfItsClass = reportedSignatures.insert(finding.signature).inserted
            }
        }
        guard let finding, firstOfItsClass else { return }
        report(finding, fuzzCase: fuzzCase, result: result, log: log)
    }

    /// Writes the case to the failure folder and prints how to run it again; a new class also
    /// gets its generated Lua and, for a crash, the stack from a second run with backtraces on.
    private func report(_ finding: FuzzFinding, fuzzCase: FuzzCase, result: FuzzChildProcess.Result, log: (String) -> Void) {
        let saved = settings.failureFolder.appendingPathComponent("case-\(finding.seed).lua")
        try? fuzzCase.script.write(to: saved, atomically: true, encoding: .utf8)
        let command = fuzzCase.command(executable: executable, scriptPath: saved.path, limits: limitFlags)
        if let known = KnownFinding.match(finding) {
            log("fuzz: known-open (\(known.fixedBy): \(known.name)): \(finding.signature) — seed \(finding.seed); re-run: \(command)")
            return
        }
        var text = """
            fuzz: NEW \(finding.signature)
              seed \(finding.seed) (EPOXY_FUZZ_CASE=\(finding.seed) scripts/fuzz runs only this case)
              re-run: \(command)
              statement: \(finding.lua ?? "-")
              stderr: \(result.standardError.suffix(1500))
            """
        if finding.kind == .crash {
            var again = FuzzChildProcess(executable: executable, deadline: 60, memoryCeiling: 1 << 31,
                                         environment: ["NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no"])
            if fuzzCase.mode == .repl { again.standardInput = saved.path }
            if let rerun = try? again.run(fuzzCase.arguments(scriptPath: saved.path) + limitFlags) {
                text += "\n  backtrace:\n\(rerun.standardError.suffix(6000))"
            }
        }
        text += "\n  script:\n\(fuzzCase.script)"
        log(text)
    }
}
