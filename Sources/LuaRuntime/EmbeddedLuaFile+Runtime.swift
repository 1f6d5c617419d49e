/// The runtime's own Lua files (`Lua/` in this target).
extension EmbeddedLuaFile {
    /// The sandbox's globals: text-only `load`, reduced `os` and `package`, no `io` or `debug`.
    static let sandbox = EmbeddedLuaFile("sandbox.lua", bytes: PackageResources.sandbox_lua)
    /// Notes the first metatable with `__gc` a script sets (``LuaState/scriptMayHaveFinalizers``).
    static let finalizerWatch = EmbeddedLuaFile("finalizer_watch.lua", bytes: PackageResources.finalizer_watch_lua)
    /// With the full library: the script folder and Lua path before `package.path`.
    static let packagePath = EmbeddedLuaFile("package_path.lua", bytes: PackageResources.package_path_lua)
    /// With the full library: `require` reports the files it loads (``LuaState/requiredFiles``).
    static let requireRecord = EmbeddedLuaFile("require_record.lua", bytes: PackageResources.require_record_lua)
    /// The `print` of ``LuaState/redirectPrint(_:)``.
    static let print = EmbeddedLuaFile("print.lua", bytes: PackageResources.print_lua)
}
