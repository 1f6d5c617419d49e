-- `inspect(value)`: the deterministic pretty printer used by `epoxy run`, the REPL and test
-- failure messages. Loaded as a chunk that returns the function.
--
-- Renders Lua values readably and deterministically: array part in order, then the other keys
-- sorted (numbers, then strings, then the rest by type name); short tables on one line;
-- cycles shown as <cycle>; identifier-like string keys written bare. Tables are read raw (no
-- __index, __len or __pairs) and a failing __tostring falls back to the type, so any value a
-- script returns prints; the library's functions are taken before any script runs. Tables nested
-- deeper than `maxDepth` print as {…}: each level indents the text of every level inside it, so
-- printing a table 20,000 levels deep built gigabytes of strings in C, where no limit can stop it.
local maxWidth = 80
local maxDepth = 100
local type, tostring, getmetatable, pcall, ipairs, next, rawget, rawlen =
  type, tostring, getmetatable, pcall, ipairs, next, rawget, rawlen
local format, gsub, match, find = string.format, string.gsub, string.match, string.find
local sort, concat = table.sort, table.concat
local mathType, floor, abs, huge, toInteger = math.type, math.floor, math.abs, math.huge, math.tointeger

local keywords = {}
for word in ([[and break do else elseif end false for function goto if in local nil not or
  repeat return then true until while]]):gmatch("%a+") do keywords[word] = true end

local function isIdentifier(key)
  return type(key) == "string" and match(key, "^[%a_][%w_]*$") ~= nil and not keywords[key]
end

local function quote(s)
  return (gsub(format("%q", s), "\\\n", "\\n"))
end

-- What a __tostring metamethod says (nil without one, or when it fails or returns no string).
local function described(value)
  local mt = getmetatable(value)
  if type(mt) ~= "table" or type(rawget(mt, "__tostring")) ~= "function" then return nil end
  local ok, text = pcall(tostring, value)
  if ok and type(text) == "string" then return text end
  return nil
end

local typeOrder = { number = 1, string = 2, boolean = 3 }
local function compareKeys(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return (typeOrder[ta] or 9) < (typeOrder[tb] or 9) or
    ((typeOrder[ta] or 9) == (typeOrder[tb] or 9) and ta < tb) end
  if ta == "number" or ta == "string" then return a < b end
  if ta == "boolean" then return (not a) and b end
  return (described(a) or ta) < (described(b) or tb)
end

local function scalar(value)
  local t = type(value)
  if t == "string" then return quote(value) end
  if t == "number" then
    if mathType(value) == "integer" then return tostring(value) end
    if value ~= value then return "nan" end
    if value == huge then return "inf" elseif value == -huge then return "-inf" end
    if value == floor(value) and abs(value) < 2^53 then return format("%.1f", value) end
    return format("%.14g", value)
  end
  if t == "nil" or t == "boolean" then return tostring(value) end
  local text = described(value)
  if text then return text end
  -- Models protect their metatable; their __tostring still names them (Label.groupItem#title).
  if t == "userdata" then
    local ok, named = pcall(tostring, value)
    if ok and type(named) == "string" and not find(named, "^userdata: ") then return named end
  end
  return "<" .. t .. ">"
end

-- Frames and sizes (only x, y, width, height keys, every value a number) print their numbers
-- as the layout writers do, to hundredths with trailing zeros dropped, so a frame copied from
-- the REPL or `epoxy run` pastes into assert.frame (tolerance 0.01).
local geometryKeys = { x = true, y = true, width = true, height = true }
local function isGeometry(value)
  local any = false
  for key, field in next, value do
    if not geometryKeys[key] or type(field) ~= "number" then return false end
    any = true
  end
  return any
end

local function point(n)
  if mathType(n) == "integer" or n ~= n or n == huge or n == -huge then return scalar(n) end
  local units = floor(abs(n) * 100 + 0.5)
  if units >= 9.0e15 then return scalar(n) end
  units = toInteger(units)
  local sign = (n < 0 and units ~= 0) and "-" or ""
  local text = sign .. tostring(units // 100)
  local fraction = units % 100
  if fraction == 0 then return text end
  return (gsub(text .. "." .. format("%02d", fraction), "0$", ""))
end

local function render(value, indent, seen)
  if type(value) ~= "table" then return scalar(value) end
  local text = described(value)
  if text then return text end
  if seen[value] then return "<cycle>" end
  if #indent >= 2 * maxDepth and next(value) ~= nil then return "{…}" end
  if isGeometry(value) then
    local parts = {}
    for _, key in ipairs({ "x", "y", "width", "height" }) do
      if rawget(value, key) ~= nil then parts[#parts + 1] = key .. " = " .. point(rawget(value, key)) end
    end
    return "{ " .. concat(parts, ", ") .. " }"
  end
  seen[value] = true

  local parts = {}
  local count = rawlen(value)
  for i = 1, count do parts[#parts + 1] = render(rawget(value, i), indent .. "  ", seen) end
  local keys = {}
  for key in next, value do
    if not (mathType(key) == "integer" and key >= 1 and key <= count) then keys[#keys + 1] = key end
  end
  sort(keys, compareKeys)
  for _, key in ipairs(keys) do
    local label = isIdentifier(key) and key or ("[" .. scalar(key) .. "]")
    parts[#parts + 1] = label .. " = " .. render(rawget(value, key), indent .. "  ", seen)
  end
  seen[value] = nil

  if #parts == 0 then return "{}" end
  local oneLine = "{ " .. concat(parts, ", ") .. " }"
  if #oneLine + #indent <= maxWidth and not find(oneLine, "\n", 1, true) then return oneLine end
  return "{\n" .. indent .. "  " .. concat(parts, ",\n" .. indent .. "  ") .. ",\n" .. indent .. "}"
end

return function(value) return render(value, "", {}) end
