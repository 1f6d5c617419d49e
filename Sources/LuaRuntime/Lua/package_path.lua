-- With the full library (`allowIO`): puts the script folder and the Lua path (`folders`, as
-- `?.lua` and `?/init.lua` patterns) before the standard `package.path`.

local folders = ...
package.path = table.concat(folders, ";") .. ";" .. package.path
