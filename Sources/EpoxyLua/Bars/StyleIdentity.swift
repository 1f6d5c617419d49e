import EpoxyLayoutGroups
import LuaRuntime

/// What decides whether a bar keeps its view: the component and its style by default, or the
/// identifier a script gave with `:styleID(x)` (as Epoxy's `styleID` overrides the style).
enum StyleIdentity: Hashable {
    case style(component: String, style: LuaValue)
    case custom(AnyHashable)
}
