/// Prepares a new state's globals.
///
/// Sandboxed (`allowIO == false`): base library without `dofile` and `loadfile`, with a
/// `load` that only accepts text chunks; `table`, `string`, `math`, `utf8`, `coroutine`;
/// `os` reduced to `time`, `clock` and `date`; no `io`, no `debug`; `package` reduced to
/// `loaded` and `preload`; `require` limited to the script folder and the Lua path
/// (``LuaModuleLoader``). With `allowIO` the full standard library stays, and the script
/// folder and Lua path are prepended to `package.path`.
enum LuaSandbox {
    static let sandboxPrelude = """
        local rawload, select = load, select
        load = function(chunk, chunkname, mode, ...)
          if select("#", ...) > 0 then return rawload(chunk, chunkname, "t", (...)) end
          return rawload(chunk, chunkname, "t")
        end
        dofile, loadfile = nil, nil
        local loaded, preload = package.loaded, package.preload
        os = { time = os.time, clock = os.clock, date = os.date }
        io, debug = nil, nil
        package = { loaded = loaded, preload = preload }
        loaded.os, loaded.io, loaded.debug, loaded.package = os, nil, nil, package
        """

    /// Wraps `setmetatable` (and `debug.setmetatable` with the full library) to note when a
    /// script gives a value a metatable with `__gc` (Lua marks an object for finalization only
    /// then), so table walks pause the collector from then on.
    static let finalizerWatch = """
        local note, rawsetmetatable, rawget, type = ...
        setmetatable = function(object, metatable)
          if type(metatable) == "table" and rawget(metatable, "__gc") ~= nil then note() end
          return rawsetmetatable(object, metatable)
        end
        if type(debug) == "table" and type(debug.setmetatable) == "function" then
          local rawdebugset = debug.setmetatable
          debug.setmetatable = function(object, metatable)
            if type(metatable) == "table" and rawget(metatable, "__gc") ~= nil then note() end
            return rawdebugset(object, metatable)
          end
        end
        """

    private static func watchFinalizers(in state: LuaState) throws {
        let note = try state.makeFunction(name: "setmetatable") { [weak state] _ in
            state?.scriptMayHaveFinalizers = true
            return []
        }
        let chunk = try state.load(string: finalizerWatch, chunkName: "=epoxy.sandbox")
        try state.call(chunk, [note.value, try state.global("setmetatable"), try state.global("rawget"), try state.global("type")])
    }

    static func install(in state: LuaState) throws {
        if state.configuration.allowIO {
            let folders = LuaModuleLoader.folders(of: state)
            let patterns = folders.flatMap { ["\($0)/?.lua", "\($0)/?/init.lua"] }
            if !patterns.isEmpty {
                let prepend = try state.load(
                    string: "local folders = ... package.path = table.concat(folders, ';') .. ';' .. package.path",
                    chunkName: "=epoxy.sandbox")
                try state.call(prepend, [.array(patterns.map { .string($0) })])
            }
            try watchFinalizers(in: state)
            try recordRequiredFiles(in: state)
            return
        }
        try state.run(string: sandboxPrelude, chunkName: "=epoxy.sandbox")
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
        let wrap = try state.load(string: """
            local record = ...
            local original = require
            require = function(name)
              local module, origin = original(name)
              if type(origin) == "string" then record(name, origin) end
              return module, origin
            end
            """, chunkName: "=epoxy.sandbox")
        try state.call(wrap, [record.value])
    }
}
