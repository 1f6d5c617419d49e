import EpoxyTestSupport
import Foundation
import XCTest

/// Fuzzes the built `epoxy` with generated scripts in child processes (see Fuzz/): fails on any
/// crash, hang past the time limit plus grace, or resident memory past the cap that is not on
/// the known-open list (Fuzz/KnownFindings.swift), and prints the figures.
///
/// `EPOXY_FUZZ_SECONDS` (default 20; `scripts/fuzz --seconds N` sets it), `EPOXY_FUZZ_SEED` (a
/// campaign; default random, printed) and `EPOXY_FUZZ_CASE` (one case's seed) steer it.
final class FuzzTests: XCTestCase {
    func testGeneratedScriptsNeverCrashHangOrPassTheMemoryCap() throws {
        let environment = ProcessInfo.processInfo.environment
        let executable = try EpoxyProcess.executable.path
        let api = try FuzzAPI.discover(executable: executable, documentation: Self.documentation)
        let seed = environment["EPOXY_FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64(Int64.max))
        let settings = FuzzCampaign.Settings(
            seconds: environment["EPOXY_FUZZ_SECONDS"].flatMap { Double($0) } ?? 20,
            seed: seed,
            caseSeed: environment["EPOXY_FUZZ_CASE"].flatMap { UInt64($0) },
            failureFolder: EpoxyProcess.repositoryRoot.appendingPathComponent(".build/fuzz-failures"))
        let baseline = try Self.baselineResident(executable: executable)
        let campaign = FuzzCampaign(settings: settings, api: api, executable: executable, baselineResident: baseline)
        let what = settings.caseSeed.map { "case \($0) alone" }
            ?? "seed \(seed) (EPOXY_FUZZ_SEED=\(seed) scripts/fuzz repeats this campaign), \(Int(settings.seconds)) s on \(settings.workers) workers"
        Self.printNow("fuzz: \(what), "
              + "--time-limit \(Int(settings.timeLimit * 1000))ms --memory-limit \(settings.memoryLimitMiB)M, grace \(Int(settings.grace)) s of processor time, "
              + "resident cap \(campaign.memoryCap >> 20) MiB (limit + 50% + \(baseline >> 20) MiB baseline); failing scripts go to \(settings.failureFolder.path)")
        let output = NSLock()
        let figures = try campaign.run { text in
            output.withLock { Self.printNow(text) }
        }

        let new = figures.findings.filter { KnownFinding.match($0) == nil }
        Self.printNow(Self.summary(figures, campaign: campaign))
        XCTAssertGreaterThan(figures.cases, 0, "no case ran")
        XCTAssertEqual(Dictionary(grouping: new, by: \.signature).map { "\($0.key) ×\($0.value.count) (seed \($0.value[0].seed))" }.sorted(), [],
                       "crashes, hangs or memory overruns outside the known-open list; the cases are in \(settings.failureFolder.path)")
    }

    /// The same seed makes the same script.
    func testACaseIsReproducibleFromItsSeed() throws {
        let api = try FuzzAPI.discover(executable: try EpoxyProcess.executable.path, documentation: Self.documentation)
        for index in 0..<20 {
            let seed = SeededGenerator.caseSeed(campaign: 7, index: index)
            XCTAssertEqual(FuzzCaseGenerator.makeCase(api: api, seed: seed).script, FuzzCaseGenerator.makeCase(api: api, seed: seed).script)
        }
        XCTAssertNotEqual(FuzzCaseGenerator.makeCase(api: api, seed: 1).script, FuzzCaseGenerator.makeCase(api: api, seed: 2).script)
    }

    /// Within a few hundred cases the generator calls every global of `require("epoxy")` and
    /// every method discovered on every kind of value.
    func testTheGeneratorCoversEveryGlobalAndMethod() throws {
        let api = try FuzzAPI.discover(executable: try EpoxyProcess.executable.path, documentation: Self.documentation)
        XCTAssertGreaterThan(api.globals.count, 30)
        XCTAssertEqual(FuzzKind.allCases.filter { $0 != .other && api.methods[$0] == nil }, [], "kinds whose sample failed")
        var tags = Set<String>()
        for index in 0..<3000 {
            let fuzzCase = FuzzCaseGenerator.makeCase(api: api, seed: SeededGenerator.caseSeed(campaign: 11, index: index))
            for statement in fuzzCase.statements {
                tags.insert(statement.tag.split(separator: "+").first.map(String.init) ?? statement.tag)
                tags.formUnion(statement.covers)
            }
        }
        XCTAssertEqual(api.globalNames.filter { !tags.contains($0) }, [], "globals never called")
        let methods = api.methods.flatMap { kind, names in names.map { "\(kind.rawValue):\($0)" } }
        let uncalled = methods.filter { !tags.contains($0) }.sorted()
        XCTAssertEqual(uncalled, [], "methods never called")
    }

    /// Prints and flushes at once: the test runner's own lines interleave with these, and a
    /// buffered tail was lost when the runner exited.
    static func printNow(_ text: String) {
        print(text)
        fflush(nil)
    }

    static var documentation: URL {
        EpoxyProcess.repositoryRoot.appendingPathComponent("docs/lua-api.md")
    }

    /// Peak resident memory of `epoxy run` on a script that shows a label: the host's own share.
    static func baselineResident(executable: String) throws -> Int {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("baseline.lua", #"return VGroup{ Label.groupItem{ dataID = "a", content = "baseline" } }"#)
        let child = FuzzChildProcess(executable: executable, deadline: 30, memoryCeiling: 1 << 31, environment: ["NO_COLOR": "1"])
        return try child.run(["run", path, "--format", "ascii"]).maxResidentBytes
    }

    static func summary(_ figures: FuzzCampaign.Figures, campaign: FuzzCampaign) -> String {
        let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
        var lines = [
            "fuzz: \(figures.cases) cases, \(figures.coverage.values.reduce(0, +)) statements, \(figures.coverage.count) globals, methods and attacks called",
            "fuzz: all findings:        crashes \(figures.count(.crash)), hangs \(figures.count(.hang)), memory overruns \(figures.count(.memory)), unexpected exits \(figures.count(.unexpectedExit))",
            "fuzz: outside known list:  crashes \(figures.count(.crash, known: false)), hangs \(figures.count(.hang, known: false)), memory overruns \(figures.count(.memory, known: false)), unexpected exits \(figures.count(.unexpectedExit, known: false))",
            String(format: "fuzz: worst overrun past the time limit %.2f s wall, %.2f s processor (seed %llu); worst resident memory %@ (seed %llu), %@ over the %d MiB limit (cap %@)",
                   figures.worstOverrun, figures.worstProcessorOverrun, figures.worstOverrunSeed, mib(figures.worstResident), figures.worstResidentSeed,
                   mib(max(0, figures.worstResident - (campaign.settings.memoryLimitMiB << 20))), campaign.settings.memoryLimitMiB, mib(campaign.memoryCap)),
            String(format: "fuzz: outside known list:  worst overrun %.2f s wall, %.2f s processor; worst resident memory %@, %@ over the limit",
                   figures.worstOverrunOutsideKnown, figures.worstProcessorOverrunOutsideKnown, mib(figures.worstResidentOutsideKnown),
                   mib(max(0, figures.worstResidentOutsideKnown - (campaign.settings.memoryLimitMiB << 20)))),
        ]
        let classes = Dictionary(grouping: figures.findings, by: \.signature).sorted { $0.key < $1.key }
        for (signature, findings) in classes {
            let known = KnownFinding.match(findings[0]).map { "known-open, \($0.fixedBy)" } ?? "NEW"
            lines.append("fuzz:   \(signature) ×\(findings.count) [\(known)] seed \(findings[0].seed)")
        }
        return lines.joined(separator: "\n")
    }
}
