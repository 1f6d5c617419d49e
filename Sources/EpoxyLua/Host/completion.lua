-- The REPL's completion: given the text before the cursor, the candidates for the
-- identifier being typed — globals and keywords, fields after `.`, methods after `:` — found by
-- walking tables (and their `__index` tables) without calling any function; models (userdata)
-- list their modifiers through `modelKeys`, the Swift function the chunk receives.

local modelKeys = ...
local keywords = {}
for word in ("and break do else elseif end false for function goto if in local nil not or repeat return then true until while"):gmatch("%a+") do
  keywords[#keywords + 1] = word
end

local function fieldsOf(value, methodsOnly, into, seen)
  seen = seen or {}
  if type(value) == "userdata" then
    for _, key in ipairs(modelKeys(value)) do into[key] = true end
    if not methodsOnly then into.dataID = true; into.type = true end
    return
  end
  if type(value) ~= "table" or seen[value] then return end
  seen[value] = true
  for key, field in next, value do
    if type(key) == "string" and key:match("^[%a_][%w_]*$") and (not methodsOnly or type(field) == "function") then
      into[key] = true
    end
  end
  local mt = getmetatable(value)
  if type(mt) == "table" and type(rawget(mt, "__index")) == "table" then
    fieldsOf(rawget(mt, "__index"), methodsOnly, into, seen)
  end
end

local function lookup(root, path)
  local value = root
  for name in path:gmatch("[^%.:]+") do
    if type(value) ~= "table" then return nil end
    local field = rawget(value, name)
    if field == nil then
      local mt = getmetatable(value)
      local index = type(mt) == "table" and rawget(mt, "__index")
      field = type(index) == "table" and rawget(index, name) or nil
    end
    value = field
  end
  return value
end

return function(text)
  local expression = text:match("[%a_][%w_%.:]*$") or ""
  local base, separator, partial = expression:match("^(.-)([%.:]?)([%a_]?[%w_]*)$")
  if not base then return {}, 0 end
  local names = {}
  if separator == "" then
    fieldsOf(_G, false, names)
    for _, word in ipairs(keywords) do names[word] = true end
  else
    if base == "" or base:find("[%.:][%.:]") or base:find(":") then return {}, #partial end
    fieldsOf(lookup(_G, base), separator == ":", names)
  end
  local matches = {}
  for name in pairs(names) do
    if name:sub(1, #partial) == partial then matches[#matches + 1] = name end
  end
  table.sort(matches)
  return matches, #partial
end
