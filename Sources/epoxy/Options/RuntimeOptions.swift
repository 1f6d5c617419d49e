import ArgumentParser
import Foundation
import EpoxyLua
import LuaRuntime

/// The limits and sandbox flags every command shares.
struct RuntimeOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Time budget of each top-level run, e.g. 5s or 500ms (1µs to 24h); a callback the host runs on its own, outside any run, gets a fifth of it, at most 1s (one an event runs, as tap(...) from -e or a preview click, shares that event's budget). A run still going 1s past it ends the process (exit 1).",
        valueName: "duration"), transform: TimeLimit.parse)
    var timeLimit: TimeLimit = TimeLimit(seconds: 5)

    @Option(help: ArgumentHelp("Memory the script may use (Lua's heap and what the host allocates for it), e.g. 512M or 1G (1M to 1024G).", valueName: "size"), transform: MemoryLimit.parse)
    var memoryLimit: MemoryLimit = MemoryLimit(bytes: 512 << 20)

    @Flag(help: "Give scripts the full standard library (io, os, debug, dofile, binary chunks).")
    var allowIO = false

    @Option(
        name: .customLong("lua-path"),
        help: ArgumentHelp("A folder `require` also searches (repeatable, or separated by ':').", valueName: "folder"))
    var luaPath: [String] = []

    /// A `--lua-path` that is not a folder is bad usage: `require` would search it silently in
    /// vain (a misspelt path, a file given for its folder).
    func validate() throws {
        for folder in luaPath.flatMap({ $0.split(separator: ":").map(String.init) }) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--lua-path \(folder) is not a folder")
            }
        }
    }

    /// These options as command-line arguments, for a child process that must run alike.
    var arguments: [String] {
        var arguments = ["--time-limit", String(format: "%.6f", timeLimit.seconds), "--memory-limit", String(memoryLimit.bytes)]
        if allowIO { arguments.append("--allow-io") }
        for folder in luaPath { arguments.append("--lua-path=\(folder)") }
        return arguments
    }

    /// The state configuration these options describe; `require` searches `scriptFolder` first.
    func configuration(scriptFolder: String?) -> LuaState.Configuration {
        let callbackSeconds = min(1, timeLimit.seconds / 5)
        return LuaState.Configuration(
            memoryLimit: memoryLimit.bytes,
            timeLimit: timeLimit.duration,
            callbackTimeLimit: TimeLimit(seconds: callbackSeconds).duration,
            allowIO: allowIO,
            luaPath: luaPath.flatMap { $0.split(separator: ":").map(String.init) },
            scriptFolder: scriptFolder,
            exitsWhenStuck: true)
    }
}
