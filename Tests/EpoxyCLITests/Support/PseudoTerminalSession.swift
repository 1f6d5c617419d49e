import Foundation
import XCTest

/// Runs `epoxy` on a pseudo-terminal, so it behaves as it does for a person at a terminal
/// (prompts, line editing, completion), and lets a test type keys and read the screen's bytes.
final class PseudoTerminalSession {
    private let process = Process()
    private let master: FileHandle
    private var transcript = ""

    /// Starts `epoxy arguments…`; `environment` sets variables of the inherited environment (a nil
    /// value removes one, e.g. `["NO_COLOR": nil]` lets the session use colours).
    init(arguments: [String], environment: [String: String?] = [:]) throws {
        var masterDescriptor: Int32 = 0
        var slaveDescriptor: Int32 = 0
        guard openpty(&masterDescriptor, &slaveDescriptor, nil, nil, nil) == 0 else {
            throw XCTSkip("no pseudo-terminals available")
        }
        master = FileHandle(fileDescriptor: masterDescriptor, closeOnDealloc: true)
        let slave = FileHandle(fileDescriptor: slaveDescriptor, closeOnDealloc: true)
        process.executableURL = try EpoxyProcess.executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["TERM"] = "xterm"
        merged["NO_COLOR"] = "1"
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = slave
        try process.run()
        let flags = fcntl(masterDescriptor, F_GETFL)
        _ = fcntl(masterDescriptor, F_SETFL, flags | O_NONBLOCK)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends keystrokes (`\r` is Return, `\t` is Tab).
    func type(_ keys: String) {
        master.write(Data(keys.utf8))
        usleep(100_000)
    }

    /// Reads the terminal until `text` appeared, or fails after `timeout` seconds.
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            drain()
            if transcript.contains(text) { return }
            usleep(20_000)
        }
        XCTFail("terminal never showed \(text.debugDescription); it showed:\n\(transcript)")
        throw XCTSkip("timed out")
    }

    /// Waits for the process to end and returns its exit status.
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            drain()
            usleep(20_000)
        }
        guard !process.isRunning else {
            process.terminate()
            XCTFail("the REPL did not exit; terminal:\n\(transcript)")
            return -1
        }
        return process.terminationStatus
    }

    /// Sends SIGINT to the process, as Ctrl-C at its controlling terminal does (the process is
    /// not always in the pseudo-terminal's foreground group, so typing ^C may not reach it).
    func interrupt() {
        process.interrupt()
        usleep(100_000)
    }

    /// Sends `signal` to the process, as its key at the controlling terminal does (Ctrl-\ is
    /// SIGQUIT), for the same reason as ``interrupt()``.
    func send(signal: Int32) {
        kill(process.processIdentifier, signal)
        usleep(100_000)
    }

    /// How the process ended: by a signal it did not catch (as a quit), or by exiting.
    var endedBySignal: Bool { !process.isRunning && process.terminationReason == .uncaughtSignal }

    /// Whether the process is still running.
    var isRunning: Bool { process.isRunning }

    /// Everything the terminal showed so far.
    var screen: String {
        drain()
        return transcript
    }

    /// Forgets what the terminal showed so far, so later checks only see new output.
    func clearScreen() {
        drain()
        transcript = ""
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master.fileDescriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            transcript += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }
}
