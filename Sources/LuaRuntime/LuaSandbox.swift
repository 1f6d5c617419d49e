/// Prepares a new state's globals.
///
/// Sandboxed (`allowIO == false`): base library without `dofile` and `loadfile`, with a
/// `load` that only accepts text chunks; `table`, `string`, `math`, `utf8`, `coroutine`;
/// `os` reduced to `time`, `clock` and `date`; no `io`, no `debug`; `package` reduced to
/// `loaded` and `preload`; `require` limited to the script folder and the Lua path
/// (``LuaModuleLoader``). With `allowIO` the full standard library stays, and the script
/// folder and Lua path are prepended to `package.path`.
enum LuaSandbox {
    /// Wraps `setmetatable` so the first metatable with `__gc` a script sets marks the state
    /// (``LuaState/scriptMayHaveFinalizers``): table walks pause the collector from then on.
    private static func watchFinalizers(in state: LuaState) throws {
        let note = try state.makeFunction(name: "setmetatable") { call in
            call.state.scriptMayHaveFinalizers = true
            return []
        }
        let chunk = try state.load(.finalizerWatch)
        guard case .table(let string) = try state.global("string") else {
            throw LuaError(kind: .runtime, message: "the string library is missing")
        }
        try state.call(chunk, [note.value, try state.global("setmetatable"), try state.global("rawget"), try state.global("type"),
                               try state.global("pcall"), try state.global("error"), try state.get("gsub", in: string)])
    }

    static func install(in state: LuaState) throws {
        if state.configuration.allowIO {
            let folders = LuaModuleLoader.folders(of: state)
            let patterns = folders.flatMap { ["\($0)/?.lua", "\($0)/?/init.lua"] }
            if !patterns.isEmpty {
                let prepend = try state.load(.packagePath)
                try state.call(prepend, [.array(patterns.map { .string($0) })])
            }
            try watchFinalizers(in: state)
            try recordRequiredFiles(in: state)
            return
        }
        try state.call(try state.load(.sandbox))
        try watchFinalizers(in: state)
        try state.register("require") { call in
            try LuaModuleLoader.require(call)
        }
    }

    /// Wraps the standard `require` so the files it loads are listed in
    /// ``LuaState/requiredFiles`` as the sandbox's loader lists them (for watching and reloading).
    private static func recordRequiredFiles(in state: LuaState) throws {
        let record = try state.makeFunction(name: "record") { call in
            let name = try call.string(1)
            let path = try call.string(2)
            if path.hasSuffix(".lua") { call.state.requiredFiles.append((name: name, path: path)) }
            return []
        }
        let wrap = try state.load(.requireRecord)
        try state.call(wrap, [record.value])
    }
}
