/// Lua source of `inspect(value)`: the deterministic pretty printer used by `epoxy run`, the REPL
/// and test failure messages. Loaded as a chunk that returns the function.
enum InspectScript {
    static let chunkName = "=[epoxy inspect]"
    static let source = #"""
-- Renders Lua values readably and deterministically: array part in order, then the other keys
-- sorted (numbers, then strings, then the rest by type name); short tables on one line;
-- cycles shown as <cycle>; identifier-like string keys written bare. Tables are read raw (no
-- __index, __len or __pairs) and a failing __tostring falls back to the type, so any value a
-- script returns prints; the library's functions are taken before any script runs.
local maxWidth = 80
local type, tostring, getmetatable, pcall, ipairs, next, rawget, rawlen =
  type, tostring, getmetatable, pcall, ipairs, next, rawget, rawlen
local format, gsub, match, find = string.format, string.gsub, string.match, string.find
local sort, concat = table.sort, table.concat
local mathType, floor, abs, huge = math.type, math.floor, math.abs, math.huge

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
    local ok, text = pcall(tostring, value)
    if ok and type(text) == "string" and not find(text, "^userdata: ") then return text end
  end
  return "<" .. t .. ">"
end

local function render(value, indent, seen)
  if type(value) ~= "table" then return scalar(value) end
  local text = described(value)
  if text then return text end
  if seen[value] then return "<cycle>" end
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
"""#
}
