/// Lua source of `State{…}`: observable screen state. Loaded as a chunk that receives the
/// host's `scheduleUpdate(cause)` and returns the constructor.
///
/// A state is an empty proxy whose metatable reads from a private table and, on assignment of a
/// different value, schedules one update of the shown screen (several assignments in one event
/// render once). Written in Lua so reads cost a plain table lookup.
enum StateScript {
    static let chunkName = "=[epoxy state]"
    static let source = #"""
local scheduleUpdate = ...

local function describe(values)
  local keys = {}
  for key in pairs(values) do keys[#keys + 1] = tostring(key) end
  table.sort(keys)
  return "State{" .. table.concat(keys, ", ") .. "}"
end

return function(initial)
  if initial ~= nil and type(initial) ~= "table" then
    error("bad argument #1 to 'State' (table expected, got " .. type(initial) .. ")", 2)
  end
  local values = {}
  if initial ~= nil then
    for key, value in pairs(initial) do values[key] = value end
  end
  return setmetatable({}, {
    __name = "State",
    __index = values,
    __newindex = function(_, key, value)
      if rawequal(values[key], value) then return end
      values[key] = value
      scheduleUpdate("state." .. tostring(key))
    end,
    __pairs = function() return next, values, nil end,
    __len = function() return #values end,
    __tostring = function() return describe(values) end,
  })
end
"""#
}
