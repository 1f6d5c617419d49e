/// A Lua file of the host's own, compiled into the binary: its target lists it in Package.swift
/// as an `.embedInCode` resource, so SwiftPM turns its bytes into `PackageResources.NAME_lua`
/// at build time. The binary needs no resource bundle beside it (it can be copied anywhere),
/// and the Lua stays a `.lua` file that editors and luacheck read.
///
/// Its chunk name names the file inside brackets, `[epoxy inspect.lua]`, so its errors and
/// traceback frames read `[epoxy inspect.lua]:12:` and are told apart from a script's own
/// files (see ``LuaState/load(_:)``).
public struct EmbeddedLuaFile: Sendable {
    /// The file's name (`inspect.lua`).
    public let fileName: String
    /// The file's contents, as SwiftPM embedded them.
    public let bytes: [UInt8]

    /// The file `fileName` whose contents are `bytes` (`PackageResources.inspect_lua`).
    public init(_ fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
    }

    /// The chunk name Lua reports it under (with the `=` that makes Lua print it as is).
    public var chunkName: String { "=[epoxy \(fileName)]" }
}
