-- `State{…}`: observable screen state. Loaded as a chunk that receives the
-- host's `scheduleUpdate(cause)` and `makeField(key, value, store, watchReads)` (which makes a
-- field's binding handle) and returns the constructor.
--
-- A state is an empty proxy whose metatable reads from a private table and, on assignment of a
-- different value, schedules one update of the shown screen (several assignments in one event
-- render once). Written in Lua so reads cost a plain table lookup.
--
-- `state["$name"]` is the field's binding handle (Swift's `$name`), made on first use: from then
-- on assignments of the field go through it (observers, bound views, type checks), and it
-- writes stored values back into the table, so plain reads stay table lookups. Only a field
-- whose reads are observed (`willGet`/`didGet`) leaves the table and is read through its handle.

local scheduleUpdate, makeField = ...

local function describe(values, watched)
  local keys = {}
  for key in pairs(values) do keys[#keys + 1] = tostring(key) end
  for key in pairs(watched) do keys[#keys + 1] = tostring(key) end
  table.sort(keys)
  return "State{" .. table.concat(keys, ", ") .. "}"
end

return function(initial)
  if initial ~= nil and type(initial) ~= "table" then
    error("bad argument #1 to 'State' (table expected, got " .. type(initial) .. ")", 2)
  end
  local values, fields, watched = {}, {}, {}
  if initial ~= nil then
    for key, value in pairs(initial) do values[key] = value end
  end
  local function store(key, value)
    if not watched[key] then values[key] = value end
  end
  local function watchReads(key)
    if watched[key] == nil then
      watched[key] = fields[key]
      values[key] = nil
    end
  end
  -- Reached only for keys missing from the table: observed reads and "$name" handles.
  setmetatable(values, {
    __index = function(_, key)
      local field = watched[key]
      if field ~= nil then return field:get() end
      if type(key) == "string" and #key > 1 and key:byte(1) == 36 then
        local name = key:sub(2)
        field = fields[name]
        if field == nil then
          field = makeField(name, rawget(values, name), store, watchReads)
          fields[name] = field
        end
        return field
      end
    end,
  })
  return setmetatable({}, {
    __name = "State",
    __index = values,
    __newindex = function(_, key, value)
      local field = fields[key]
      if field ~= nil then
        local problem = field:set(value)
        if problem ~= nil then error(problem, 2) end
        return
      end
      if rawequal(rawget(values, key), value) then return end
      values[key] = value
      scheduleUpdate("state." .. tostring(key))
    end,
    __pairs = function()
      if next(watched) == nil then return next, values, nil end
      local merged = {}
      for key, value in next, values do merged[key] = value end
      for key, field in next, watched do merged[key] = field:peek() end
      return next, merged, nil
    end,
    __len = function() return #values end,
    __tostring = function() return describe(values, watched) end,
  })
end
