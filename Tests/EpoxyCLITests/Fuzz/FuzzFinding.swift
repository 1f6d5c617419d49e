import Foundation

/// A case that crashed, hung or went past the memory cap, with what identifies its class: the
/// kind, the Swift runtime's "Fatal error" message (numbers and addresses blanked) and the tag of
/// the statement that was running (the last `#fuzz N` marker it printed).
struct FuzzFinding {
    enum Kind: String {
        case crash, hang, memory
        /// An exit status other than 0 (success), 1 (a script error) or 64 (bad usage).
        case unexpectedExit = "unexpected-exit"
    }

    var kind: Kind
    /// `SIGSEGV`, `SIGTRAP`…, or `exit N`, for crashes.
    var detail: String
    /// The runtime's message, normalized (empty when it printed none).
    var message: String
    /// The tag of the statement that was running.
    var tag: String
    /// Its Lua text.
    var lua: String?
    var seed: UInt64
    /// Tags of earlier statements whose effects last (see ``FuzzCase/hazards(beforeMarker:)``).
    var hazards: [String] = []
    /// Whether this or an earlier statement used a huge count or string.
    var hugeInput = false
    /// The command the case ran under.
    var mode: FuzzCase.Mode = .run

    /// What groups findings of one class.
    var signature: String {
        let tagRoot = tag.split(separator: "+").first.map(String.init) ?? tag
        var text = "\(kind.rawValue) \(detail)".trimmingCharacters(in: .whitespaces)
        if !message.isEmpty { text += " '\(message)'" }
        text += " at \(tagRoot)\(hugeInput ? " (huge input)" : "")"
        if !hazards.isEmpty { text += " after \(hazards.joined(separator: ", "))" }
        return text + (mode == .run ? "" : " in \(mode.rawValue)")
    }

    /// The finding for a child's result, or nil when it ended as a script may (status 0, 1, 64)
    /// within the deadline and the memory cap.
    static func classify(_ result: FuzzChildProcess.Result, case fuzzCase: FuzzCase, memoryCap: Int) -> FuzzFinding? {
        let marker = lastMarker(in: result.standardOutput)
        let tag = fuzzCase.tag(afterMarker: marker)
        let lua = fuzzCase.lua(afterMarker: marker)
        let message = fatalMessage(in: result.standardError)
        func finding(_ kind: Kind, _ detail: String) -> FuzzFinding {
            FuzzFinding(kind: kind, detail: detail, message: message, tag: tag, lua: lua, seed: fuzzCase.seed,
                        hazards: fuzzCase.hazards(beforeMarker: marker), hugeInput: fuzzCase.usedHugeInput(upToMarker: marker), mode: fuzzCase.mode)
        }
        switch result.ending {
        case .signaled(let signal): return finding(.crash, signalName(signal))
        case .killedAtDeadline: return finding(.hang, "")
        case .killedOverMemory: return finding(.memory, "")
        case .exited(let status):
            if ![0, 1, 64].contains(status) { return finding(.unexpectedExit, "exit \(status)") }
            if result.maxResidentBytes > memoryCap { return finding(.memory, "") }
            return nil
        }
    }

    /// The `N` of the last complete `#fuzz N` line.
    static func lastMarker(in output: String) -> String? {
        var last: String?
        for line in output.split(separator: "\n") where line.hasPrefix(FuzzCase.marker) {
            last = String(line.dropFirst(FuzzCase.marker.count))
        }
        return last
    }

    /// The Swift runtime's "Fatal error: …" text, with digits and addresses blanked so one site
    /// gives one signature.
    static func fatalMessage(in standardError: String) -> String {
        guard let line = standardError.split(separator: "\n").last(where: { $0.contains("Fatal error") }) else { return "" }
        var text = String(line[line.range(of: "Fatal error")!.lowerBound...])
        text = text.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
        text = text.replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
        return String(text.prefix(160))
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: return "SIGSEGV"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGILL: return "SIGILL"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        default: return "signal \(signal)"
        }
    }
}
