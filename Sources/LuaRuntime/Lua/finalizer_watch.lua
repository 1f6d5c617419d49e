-- Wraps `setmetatable` (and `debug.setmetatable` with the full library) to call `note()` when a
-- script gives a value a metatable with `__gc` (Lua marks an object for finalization only then),
-- so the host's table walks pause the collector from then on. A refused call (a model is not a
-- table, a protected metatable) fails at the script's line under the library's name, as the
-- unwrapped function does, not at this file's.
-- luacheck: globals setmetatable debug

local note, rawsetmetatable, rawget, type, pcall, error, gsub = ...

local function wrap(set, name)
  return function(object, metatable)
    if type(metatable) == "table" and rawget(metatable, "__gc") ~= nil then note() end
    local ok, result = pcall(set, object, metatable)
    if not ok then
      -- Called through pcall, the library names itself '?' and gives no position.
      error(type(result) == "string" and (gsub(result, "'%?'", "'" .. name .. "'", 1)) or result, 2)
    end
    return result
  end
end

setmetatable = wrap(rawsetmetatable, "setmetatable")
if type(debug) == "table" and type(debug.setmetatable) == "function" then
  debug.setmetatable = wrap(debug.setmetatable, "setmetatable")
end
