-- The sandbox's globals (run when `allowIO` is off): `load` accepts text chunks only; no
-- `dofile`, `loadfile`, `io` or `debug`; `os` reduced to `time`, `clock` and `date`; `package`
-- reduced to `loaded` and `preload` (the host's `require` searches the script folder and the
-- Lua path only).
-- luacheck: globals load dofile loadfile os io debug package

local rawload, select = load, select
load = function(chunk, chunkname, _, ...)
  if select("#", ...) > 0 then return rawload(chunk, chunkname, "t", (...)) end
  return rawload(chunk, chunkname, "t")
end
dofile, loadfile = nil, nil
local loaded, preload = package.loaded, package.preload
os = { time = os.time, clock = os.clock, date = os.date }
io, debug = nil, nil
package = { loaded = loaded, preload = preload }
loaded.os, loaded.io, loaded.debug, loaded.package = os, nil, nil, package
