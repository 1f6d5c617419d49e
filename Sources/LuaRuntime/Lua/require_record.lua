-- With the full library (`allowIO`): wraps the standard `require` so each file it loads is
-- reported to `record(name, path)`, as the sandbox's own loader lists them (for watching and
-- reloading).
-- luacheck: globals require

local record = ...
local original = require
require = function(name)
  local module, origin = original(name)
  if type(origin) == "string" then record(name, origin) end
  return module, origin
end
