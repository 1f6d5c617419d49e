// EpoxyLua: the Lua runtime and the Lua API.
import EpoxyCore
import CLuaSupport
