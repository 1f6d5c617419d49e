-- Wraps `setmetatable` (and `debug.setmetatable` with the full library) to call `note()` when a
-- script gives a value a metatable with `__gc` (Lua marks an object for finalization only then),
-- so the host's table walks pause the collector from then on.
-- luacheck: globals setmetatable debug

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
