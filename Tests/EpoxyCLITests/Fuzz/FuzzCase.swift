/// One generated script: statements run in order, each announced on standard output before it
/// runs (`#fuzz N`), so a crash or hang is attributed to the statement that was running.
struct FuzzCase {
    struct Statement {
        /// What made it: a global (`SpacerItem`), a method (`groupItem:padding`) or an attack
        /// (`attack.gcLoop`); `+big` when it used a huge count or string.
        var tag: String
        var lua: String
        /// The `kind:method` names it calls inline (in constructors and callbacks).
        var covers: Set<String> = []
    }

    /// The command a case runs under.
    enum Mode: String {
        /// `epoxy run CASE.lua`: the script, then the root it returns shown and printed.
        case run
        /// `epoxy test CASE.lua`: the statements in one `it`.
        case test
        /// `epoxy repl < CASE.lua`: one statement per line, the REPL surviving each.
        case repl
    }

    static let marker = "#fuzz "

    /// How many top-level runs, each with its own time budget, the case makes: the REPL runs
    /// every line on its own (the prelude's lines and the statements); `epoxy run` runs the
    /// script and then shows the root it returned; `epoxy test` loads the file and runs its `it`.
    var budgets: Int {
        switch mode {
        case .run, .test: 2
        case .repl: statements.count + 4
        }
    }

    var seed: UInt64
    var statements: [Statement]
    /// Flags after the script (`--format`, `--device`, …), before the limits.
    var flags: [String]
    /// The value the script returns (shown and printed by `epoxy run`), if any.
    var returned: String?
    /// Whether the last statement runs outside `pcall`, so its error ends the run.
    var lastUnprotected: Bool
    var mode: Mode = .run

    /// The arguments of `epoxy` for the case's script at `path` (the REPL reads it from standard input).
    func arguments(scriptPath path: String) -> [String] {
        switch mode {
        case .run: return ["run", path] + flags
        case .test: return ["test", path] + flags
        case .repl: return ["repl", "--no-history"] + flags
        }
    }

    /// The command line that runs the case again, as a person types it.
    func command(executable: String, scriptPath path: String, limits: [String]) -> String {
        ([executable] + arguments(scriptPath: path) + limits).joined(separator: " ") + (mode == .repl ? " < \(path)" : "")
    }

    /// The script's text (one statement per line, so the REPL reads it as the run does).
    var script: String {
        let scope = mode == .repl ? "" : "local "
        var lines = [
            "-- epoxy fuzz case, seed \(seed), for `epoxy \(mode.rawValue)`",
            "\(scope)V, S = {}, State{ n = 0, text = \"a\", on = false }",
            "\(scope)__mark, __pcall = print, pcall",
            // The statement's error, shortened, shows what it did when the case is read again.
            "\(scope)function step(n, f) __mark(\"\(Self.marker)\" .. n) local ok, e = __pcall(f) "
                + "if not ok then local _, text = __pcall(tostring, e) __mark(\"#error \" .. n .. \": \" .. (type(text) == \"string\" and text:sub(1, 160) or \"?\")) end end",
        ]
        if mode == .repl { lines[3] = String(lines[3].dropFirst(scope.count)) }
        for (index, statement) in statements.enumerated() {
            let number = index + 1
            if lastUnprotected && number == statements.count {
                lines.append("__mark(\"\(Self.marker)\(number)\") do \(statement.lua) end")
            } else {
                lines.append("step(\(number), function() \(statement.lua) end)")
            }
        }
        lines.append("__mark(\"\(Self.marker)end\")")
        switch mode {
        case .run:
            if let returned { lines.append("return \(returned)") }
        case .repl:
            if let returned { lines.append("show(\(returned))") }
        case .test:
            lines = [lines[0], "describe(\"fuzz\", function() it(\"case\", function()"] + lines.dropFirst() + ["end) end)"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The statement a marker names (`end`: after the last statement, during the host's own
    /// work on what the script returned, and closing the state).
    func tag(afterMarker marker: String?) -> String {
        guard let marker else { return "startup" }
        if marker == "end" { return "after-script" }
        guard let number = Int(marker), statements.indices.contains(number - 1) else { return "?" }
        return statements[number - 1].tag
    }

    /// Tags of statements that leave a lasting hazard (an object whose finalizer loops or fails,
    /// a redefined standard function) and ran before the marker's statement: their effects
    /// show up later, wherever the collector or the host happens to be.
    func hazards(beforeMarker marker: String?) -> [String] {
        guard let marker else { return [] }
        let ran = marker == "end" ? statements.count : (Int(marker) ?? 0)
        let tags = statements.prefix(ran).map { $0.tag.split(separator: "+").first.map(String.init) ?? $0.tag }
        return Array(Set(tags.filter { tag in Self.hazardTags.contains { tag.hasPrefix($0) } })).sorted()
    }

    /// Whether a statement that ran up to and including the marker's used a huge input: the
    /// value may live on (`V.huge`) and cost time or memory in later statements.
    func usedHugeInput(upToMarker marker: String?) -> Bool {
        guard let marker else { return false }
        let ran = marker == "end" ? statements.count : (Int(marker) ?? 0)
        return statements.prefix(ran).contains { $0.tag.hasSuffix("+big") }
    }

    static let hazardTags = ["attack.gc", "attack.redefine"]

    /// The Lua of the statement a marker names.
    func lua(afterMarker marker: String?) -> String? {
        guard let marker, let number = Int(marker), statements.indices.contains(number - 1) else { return nil }
        return statements[number - 1].lua
    }
}
