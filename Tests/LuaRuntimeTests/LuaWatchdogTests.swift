import Budget
import Foundation
import XCTest
@testable import LuaRuntime

/// The watchdog: interrupts from another thread, host work under the run's budget, the memory cap
/// on host allocations.
final class LuaWatchdogTests: XCTestCase {
    func testAnInterruptFromAnotherThreadStopsTheRunWithItsReason() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .seconds(30)))
        let interrupter = lua.interrupter
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            interrupter.interrupt(reason: "interrupted")
        }
        let start = Date()
        XCTAssertThrowsError(try lua.run(string: "while true do pcall(function() while true do end end) end", chunkName: "loop.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .runtime)
            XCTAssertEqual((error as? LuaError)?.message, "loop.lua:1: interrupted")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2], "the next run starts afresh")
    }

    func testAnInterruptBetweenRunsDoesNothing() throws {
        let lua = try LuaState()
        lua.interrupt(reason: "too early")
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testHostWorkThatChecksTheBudgetStopsWithATimeoutAtTheCallersLine() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .milliseconds(100)))
        try lua.register("spin") { _ in
            var meter = WorkMeter()
            while true { try meter.tick() }
        }
        let start = Date()
        XCTAssertThrowsError(try lua.run(string: "local ok = pcall(spin)\nreturn ok", chunkName: "spin.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            XCTAssertEqual((error as? LuaError)?.message.hasPrefix("spin.lua:"), true, (error as? LuaError)?.message ?? "")
            XCTAssertEqual((error as? LuaError)?.message.hasSuffix("time limit of 0.1 s exceeded"), true)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testASwiftCallThatStoppedEarlyRaisesInsteadOfReturningItsPartialResult() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .milliseconds(50)))
        try lua.register("partial") { _ in
            var meter = WorkMeter()
            while !meter.isExceeded() {}
            return [.string("partial")]
        }
        XCTAssertThrowsError(try lua.run(string: "return partial()")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
        }
    }

    /// Host memory a script's calls keep alive, as models would be.
    private final class HostMemory {
        var kept: [[UInt8]] = []
    }

    /// A state capped at 32 MiB whose `allocate()` keeps 1 MiB of host memory per call.
    private func stateKeepingHostMemory() throws -> (LuaState, HostMemory) {
        let lua = try LuaState(configuration: .init(memoryLimit: 32 << 20, timeLimit: .seconds(30)))
        let host = HostMemory()
        try lua.register("allocate") { _ in
            host.kept.append([UInt8](repeating: 1, count: 1 << 20))
            return []
        }
        return (lua, host)
    }

    func testHostAllocationsCountAgainstTheMemoryLimit() throws {
        let (lua, host) = try stateKeepingHostMemory()
        let start = Date()
        XCTAssertThrowsError(try lua.run(string: "while true do allocate() end")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .memory)
            XCTAssertEqual((error as? LuaError)?.message.hasSuffix("memory limit of 32 MiB exceeded"), true, (error as? LuaError)?.message ?? "")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertGreaterThan(lua.heapGrowth, 32 << 20)
        XCTAssertLessThan(host.kept.count, 200, "stopped soon after the limit")
        host.kept.removeAll()
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2], "freed memory no longer counts")
    }

    /// Host work that runs no Lua (a layout of the returned screen) and takes the heap past the
    /// limit by more than Lua's whole heap is stopped at the first sample that sees it: no
    /// collection of Lua's garbage could bring the heap back under, and waiting 50 ms for one
    /// (which only Lua code can run) let the layout of 20,000 labels allocate 30 MiB more.
    func testHostWorkPastTheLimitBeyondLuasHeapStopsAtTheFirstSampleOver() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 32 << 20, timeLimit: .seconds(30)))
        let host = HostMemory()
        XCTAssertThrowsError(try lua.withEntry {
            // About a MiB a millisecond: a sample 10 ms apart sees at most ~10 MiB more.
            while !WorkBudget.isCurrentExceeded && host.kept.count < 1_000 {
                host.kept.append([UInt8](repeating: 1, count: 1 << 20))
                usleep(1_000)
            }
        }) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .memory)
        }
        XCTAssertGreaterThanOrEqual(host.kept.count, 32)
        XCTAssertLessThan(host.kept.count, 56, "stopped at the first sample over the limit, not 50 ms later")
    }

    /// Host memory kept by a burst of runs that each end well within a sampling interval (events,
    /// REPL lines, re-renders) still meets the cap: the heap is sampled at least once an interval
    /// across runs, not only inside a run that lasts one.
    func testHostMemoryKeptByManyShortRunsMeetsTheLimit() throws {
        let (lua, host) = try stateKeepingHostMemory()
        var stopped: LuaError?
        let start = Date()
        for _ in 0..<3_000 where stopped == nil && Date().timeIntervalSince(start) < 20 {
            do {
                _ = try lua.run(string: "allocate() local x = 0 for i = 1, 2000 do x = x + i end")
            } catch let error as LuaError {
                stopped = error
            }
        }
        XCTAssertEqual(stopped?.kind, .memory, "a run over the limit was stopped")
        XCTAssertLessThan(host.kept.count, 1_000, "stopped within a burst of runs, not after it")
    }

    /// Back-to-back short runs do not each walk the heap (the walk holds the allocator's lock,
    /// which the run's own allocations would wait on): samples are an interval apart.
    func testBackToBackShortRunsShareHeapSamples() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 256 << 20, timeLimit: .seconds(30)))
        let runs = 300
        for _ in 0..<runs { _ = try lua.run(string: "return 1 + 1") }
        XCTAssertLessThan(lua.watchdog.heapSampleCount, runs / 3)
    }

    /// Back-to-back short runs do not each wake the watchdog's thread (two context switches a
    /// run, more than a short run itself): a run that starts while the thread is due within a
    /// sampling interval is found at that tick.
    func testBackToBackShortRunsDoNotEachWakeTheWatchdog() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 256 << 20, timeLimit: .seconds(30)))
        let runs = 300
        for _ in 0..<runs { _ = try lua.run(string: "return 1 + 1") }
        XCTAssertLessThan(lua.watchdog.wakeUpCount, runs / 3)
    }

    /// On a machine whose cores are all busy the watchdog's thread may not run for milliseconds
    /// after it is signalled; the runs that start meanwhile do not signal it again (a burst
    /// signalled it once a run, every run a context switch the moment the thread got a core).
    func testRunsStartedBeforeTheWatchdogGetsACoreDoNotSignalItAgain() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 256 << 20, timeLimit: .seconds(30)))
        let busyUntil = Date().addingTimeInterval(0.4)
        let spinners = DispatchGroup()
        for _ in 0..<(2 * ProcessInfo.processInfo.activeProcessorCount) {
            DispatchQueue.global().async(group: spinners) {
                var spins = 0
                while Date() < busyUntil { spins &+= 1 }
            }
        }
        Thread.sleep(forTimeInterval: 0.02)
        let runs = 300
        for _ in 0..<runs { _ = try lua.run(string: "return 1 + 1") }
        XCTAssertLessThan(lua.watchdog.wakeUpCount, runs / 3)
        spinners.wait()
    }

    /// A run that starts while the thread sleeps until its next tick is still stopped at its
    /// deadline, and so is one that starts after the thread went back to waiting for a run.
    func testARunStartedWithoutWakingTheWatchdogIsStoppedAtItsDeadline() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .milliseconds(100)))
        for pause in [0, 0.05] {
            XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
            Thread.sleep(forTimeInterval: pause)
            let start = Date()
            XCTAssertThrowsError(try lua.run(string: "while true do end", chunkName: "loop.lua")) { error in
                XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            }
            XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        }
    }

    /// A run that took most of the memory cap gives the memory it freed back to the system:
    /// otherwise it stays resident, and a few such runs held a process at twice its cap.
    func testMemoryFreedByALargeRunIsGivenBack() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 64 << 20, timeLimit: .seconds(30)))
        let before = try XCTUnwrap(Self.residentBytes())
        // About 40 MiB of strings, a small table made after them (live, so the freed strings
        // are not at the heap's top, which glibc would trim by itself), then a pause long
        // enough for the watchdog to sample the heap.
        _ = try lua.run(string: """
            big = {} for i = 1, 300000 do big[i] = ("x"):rep(100) .. i end
            kept = { 1, 2, 3 }
            local t = os.clock() while os.clock() - t < 0.2 do end
            """)
        _ = try lua.run(string: "big = nil collectgarbage() collectgarbage() local t = os.clock() while os.clock() - t < 0.2 do end")
        let after = try XCTUnwrap(Self.residentBytes())
        XCTAssertLessThan(after - before, 16 << 20, "resident memory grew by \((after - before) >> 20) MiB")
    }

    /// This process's resident memory (`VmRSS`), nil where /proc is not available.
    private static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    func testHostSetupRunsWithoutTheScriptsTimeLimit() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .microseconds(1), callbackTimeLimit: .microseconds(1)))
        let busy = "local x = 0 for i = 1, 200000 do x = x + i end return x"
        XCTAssertEqual(try lua.withoutTimeLimit { try lua.run(string: busy) }, [.integer(20_000_100_000)])
        XCTAssertThrowsError(try lua.run(string: busy)) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
        }
    }
}
