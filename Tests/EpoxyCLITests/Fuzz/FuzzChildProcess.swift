import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs one child process with its output in files, kills it past a wall-clock deadline or a
/// resident-memory ceiling, and reports how it ended with its peak resident memory (wait4's
/// `ru_maxrss`), so a crash is seen as a signal of the child, never as a dead test runner.
struct FuzzChildProcess {
    /// How the child ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal it did not handle ended it (a crash: SIGTRAP, SIGSEGV, SIGABRT, SIGILL, …).
        case signaled(Int32)
        /// It was still running at the deadline and was killed.
        case killedAtDeadline
        /// Its resident memory passed the ceiling and it was killed.
        case killedOverMemory
    }

    /// What one run produced.
    struct Result {
        var ending: Ending
        /// Wall-clock seconds from spawn to exit.
        var seconds: Double
        /// User and system seconds it used (wait4's `ru_utime` + `ru_stime`).
        var processorSeconds: Double
        /// Peak resident memory in bytes (the larger of `ru_maxrss` and the last /proc sample).
        var maxResidentBytes: Int
        /// The ends of standard output and error (at most `outputTail` bytes each).
        var standardOutput: String
        var standardError: String
    }

    var executable: String
    /// Seconds of processor time after which a still-running child is killed. Processor time,
    /// not wall time, so a machine busy with other work does not turn a slow run into a "hang";
    /// a child that waits without computing is killed at four times the deadline of wall time.
    var deadline: Double
    /// Resident bytes past which a child is killed (protects the machine; the cap is judged by the caller).
    var memoryCeiling: Int
    /// Variables set on top of the inherited environment.
    var environment: [String: String] = [:]
    /// The file standard input reads.
    var standardInput = "/dev/null"
    /// Bytes of each output kept (the end of it).
    var outputTail = 64 * 1024

    /// Runs `executable arguments…` with standard input from `standardInput`.
    func run(_ arguments: [String]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epoxy-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appendingPathComponent("stdout").path
        let errorPath = folder.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        // Its own process group, so a kill reaches anything it started too.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        var pid: pid_t = 0
        let start = Self.now()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw NSError(domain: "FuzzChildProcess", code: Int(spawned), userInfo: [
                NSLocalizedDescriptionKey: "could not start \(executable): \(String(cString: strerror(spawned)))"])
        }

        var status: Int32 = 0
        var usage = rusage()
        var killedFor: Ending?
        var sampledResident = 0
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { break }
            if killedFor == nil {
                let resident = Self.residentBytes(of: pid)
                sampledResident = max(sampledResident, resident)
                if Self.processorSeconds(of: pid) > deadline || Self.now() - start > deadline * 4 {
                    killedFor = .killedAtDeadline
                    kill(-pid, SIGKILL)
                } else if resident > memoryCeiling {
                    killedFor = .killedOverMemory
                    kill(-pid, SIGKILL)
                }
            }
            usleep(5_000)
        }
        let seconds = Self.now() - start
        let ending: Ending
        if let killedFor {
            ending = killedFor
        } else if (status & 0x7f) == 0 {
            ending = .exited((status >> 8) & 0xff)
        } else {
            ending = .signaled(status & 0x7f)
        }
        return Result(
            ending: ending, seconds: seconds,
            processorSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
            maxResidentBytes: max(Int(usage.ru_maxrss) * 1024, sampledResident),
            standardOutput: Self.tail(of: outputPath, bytes: outputTail),
            standardError: Self.tail(of: errorPath, bytes: outputTail))
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// User and system seconds a running process has used, from /proc (0 when it cannot be read).
    static func processorSeconds(of pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = text.lastIndex(of: ")") else { return 0 }
        // After "pid (comm)": state is field 3, utime 14 and stime 15.
        let fields = text[text.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Resident bytes of a running process from /proc (0 when it cannot be read).
    static func residentBytes(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func tail(of path: String, bytes: Int) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > UInt64(bytes) ? size - UInt64(bytes) : 0)
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }
}
