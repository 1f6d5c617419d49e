/// Host passes: Swift work (a layout) that calls Lua back in the middle of walking its views.
/// What the callback changes must not be what the pass walks, so functions and methods that lay
/// out or replace views refuse to run inside one with a clear error at the script's line,
/// instead of leaving the pass half done.
extension LuaState {
    /// Runs `body` (which calls Lua back) as the host pass `name` (`measure of component 'Card'`).
    public func insideHostPass<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        let enclosing = hostPass
        hostPass = enclosing ?? name
        defer { hostPass = enclosing }
        return try body()
    }

    /// Throws when called inside a host pass: `caller` (`tvc:set()`) cannot run now.
    public func refuseInsideHostPass(_ caller: String) throws {
        if let hostPass {
            throw LuaArgumentError(message: "\(caller) cannot be called while a layout is running (in \(hostPass))")
        }
    }
}
