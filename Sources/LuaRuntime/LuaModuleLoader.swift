import Foundation

/// The sandbox's `require`: `package.loaded`, then `package.preload`, then Lua files in
/// the script folder and the Lua path only (`?.lua`, `?/init.lua`); no C loaders, no
/// absolute paths, no `..`.
enum LuaModuleLoader {
    /// The folders `require` searches, in order.
    static func folders(of state: LuaState) -> [String] {
        let scriptFolder = state.configuration.scriptFolder ?? state.lastScriptFolder
        let folders = [scriptFolder].compactMap { $0 } + state.configuration.luaPath
        return folders.map { $0.isEmpty ? "." : $0 }
    }

    /// `require(name)` → the module value and where it came from (like Lua's loader data).
    static func require(_ call: LuaCall) throws -> [LuaValue] {
        let state = call.state
        let name = try call.string(1)
        let loaded = try state.registryTable("_LOADED")
        let existing = try state.get(.string(name), in: loaded)
        if existing.isTruthy { return [existing] }

        let loader: LuaValue
        let origin: LuaValue
        let preloaded = try state.get(.string(name), in: try state.registryTable("_PRELOAD"))
        if case .function = preloaded {
            loader = preloaded
            origin = ":preload:"
        } else {
            let path = try findFile(for: name, in: folders(of: state))
            loader = .function(try state.load(file: path))
            origin = .string(path)
            state.requiredFiles.append((name: name, path: path))
        }
        let results = try state.call(loader, [.string(name), origin])
        if let module = results.first, !module.isNil {
            try state.set(.string(name), module, in: loaded)
        }
        var module = try state.get(.string(name), in: loaded)
        if module.isNil {
            module = .boolean(true)
            try state.set(.string(name), module, in: loaded)
        }
        return [module, origin]
    }

    /// The first existing `folder/name.lua` or `folder/name/init.lua`, dots in `name` being
    /// folder separators.
    static func findFile(for name: String, in folders: [String]) throws -> String {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) }) else {
            throw LuaModuleError(message: "module '\(name)' not found: module names are dot-separated words of letters, digits, '_' and '-' (no paths)")
        }
        guard !folders.isEmpty else {
            throw LuaModuleError(message: "module '\(name)' not found: no module folders (set a script folder or a Lua path)")
        }
        let relative = segments.joined(separator: "/")
        var tried: [String] = []
        for folder in folders {
            for candidate in ["\(folder)/\(relative).lua", "\(folder)/\(relative)/init.lua"] {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                    try checkInside(candidate, folder: folder, module: name)
                    return candidate
                }
                tried.append(candidate)
            }
        }
        throw LuaModuleError(message: "module '\(name)' not found:" + tried.map { "\n\tno file '\($0)'" }.joined())
    }

    /// Refuses a module file whose real path (symbolic links resolved, in the file's path and
    /// in the folder's) is not inside the folder it was found in: a link must not lead a
    /// sandboxed `require` to files the sandbox does not allow.
    private static func checkInside(_ candidate: String, folder: String, module name: String) throws {
        guard let file = realPath(candidate), let root = realPath(folder) else {
            throw LuaModuleError(message: "module '\(name)': cannot resolve the real path of '\(candidate)'")
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard file.hasPrefix(prefix) else {
            throw LuaModuleError(message: "module '\(name)': '\(candidate)' is a symbolic link to '\(file)', outside the module folder '\(root)' (require only loads files inside the script folder and --lua-path)")
        }
    }

    /// `path` with every symbolic link and `.`/`..` resolved, or nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
