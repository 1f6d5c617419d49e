-- A `print` that formats its arguments as Lua's does (`tostring` of each, tab-separated) and
-- hands the line, without newline, to the host's `write`.
-- luacheck: globals print

local write, tostring, select, concat = ...
print = function(...)
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
  write(concat(parts, "\t"))
end
