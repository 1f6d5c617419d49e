import EpoxyRaster
import EpoxyScreens
import EpoxySnapshot
import Foundation
import LuaRuntime

extension ScriptHost {
    /// Whether `value` is a root to show rather than a value to print.
    ///
    /// With the API's `show`: the values it shows (groups, group items, component instances,
    /// view controllers, navigation controllers, declarative tables, NamadaLayout screens);
    /// anything else, tables with metatables included, is data to print. When the script
    /// defined its own global `show`, that function decides: userdata and tables with a
    /// metatable (models written in Lua) are handed to it.
    public func mayBeRoot(_ value: LuaValue) throws -> Bool {
        if try lua.global("show") == apiShow {
            return LayoutFunctions.isShowable(value, in: lua)
        }
        switch value {
        case .userdata, .object:
            return true
        case .table:
            let getmetatable = try lua.global("getmetatable")
            guard case .function = getmetatable else { return false }
            return !(try lua.call(getmetatable, [value]).first ?? .nil).isNil
        default:
            return false
        }
    }

    /// Shows `root` on the window through the script API's global `show` (what `show(root)` does
    /// in a script).
    ///
    /// - Throws: ``LuaError`` when `show` is not defined or rejects the value.
    public func show(_ root: LuaValue) throws {
        let show = try lua.global("show")
        guard case .function = show else {
            throw LuaError(kind: .runtime, message: "cannot show the script's result: the global 'show' is not defined")
        }
        try lua.call(show, [root], timeLimit: lua.configuration.timeLimit)
    }

    /// The current stage as a PNG picture at `scale` pixels per point, under the time budget.
    ///
    /// - Throws: ``RasterError`` when the picture cannot be made (too large, no renderer);
    ///   ``LuaError`` when the budget or the cap ran out.
    public func picture(scale: Double = SVGRasterizer.defaultScale) throws -> Data {
        try lua.withEntry(timeLimit: lua.configuration.timeLimit) { try PNGWriter.write(StageSnapshot(stage).document, scale: scale) }
    }

    /// The current stage written in `format`, as `snapshot(format)` returns it, under the time
    /// budget (a run's printing is host work done for the script).
    ///
    /// - Throws: ``LuaError`` when the budget or the cap ran out.
    public func snapshot(format: SnapshotFormat, options: SnapshotOptions = .standard) throws -> String {
        try lua.withEntry(timeLimit: lua.configuration.timeLimit) { StageSnapshot(stage).write(format: format, options: options) }
    }
}
