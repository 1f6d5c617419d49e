-- `ViewModel{ bind = function(self, view) … end, willUnbind =, didUnbind = }`:
-- `vm:bind(view)` runs `bind` while recording the bindings and observations it makes
-- (unbinding a previous view first), `vm:unbind()` ends them between `willUnbind(self)` and
-- `didUnbind(self)`. Other fields of the definition (a `state`, helpers) are copied onto the
-- view model. Loaded as a chunk that receives the host's `beginScope()` and `endScope()`.

local beginScope, endScope = ...
local hooks = setmetatable({}, { __mode = "k" })
local reserved = { bind = true, willUnbind = true, didUnbind = true, unbind = true }

local methods = {}

function methods:bind(view)
  if view == nil then error("bad argument #1 to 'bind' (view expected, got nil)", 2) end
  local definition = hooks[self]
  if self.view ~= nil then
    if rawequal(self.view, view) then return self end
    self:unbind()
  end
  beginScope()
  local ok, problem = pcall(definition.bind, self, view)
  local scope = endScope()
  if not ok then
    scope:unbind()
    error(problem, 0)
  end
  rawset(self, "view", view)
  rawset(self, "scope", scope)
  return self
end

function methods:unbind()
  local definition = hooks[self]
  if self.view == nil then return self end
  if definition.willUnbind then definition.willUnbind(self) end
  self.scope:unbind()
  rawset(self, "scope", nil)
  rawset(self, "view", nil)
  if definition.didUnbind then definition.didUnbind(self) end
  return self
end

local metatable = {
  __name = "ViewModel",
  __index = methods,
  __tostring = function(self) return self.view ~= nil and "ViewModel (bound)" or "ViewModel" end,
}

return function(definition)
  if type(definition) ~= "table" then
    error("bad argument #1 to 'ViewModel' (table expected, got " .. type(definition) .. ")", 2)
  end
  if type(definition.bind) ~= "function" then
    error("bad argument #1 to 'ViewModel' (field 'bind': function expected, got " .. type(definition.bind) .. ")", 2)
  end
  for _, name in ipairs({ "willUnbind", "didUnbind" }) do
    if definition[name] ~= nil and type(definition[name]) ~= "function" then
      error("bad argument #1 to 'ViewModel' (field '" .. name .. "': function expected, got " .. type(definition[name]) .. ")", 2)
    end
  end
  local vm = {}
  for key, value in pairs(definition) do
    if not reserved[key] then vm[key] = value end
  end
  hooks[vm] = { bind = definition.bind, willUnbind = definition.willUnbind, didUnbind = definition.didUnbind }
  return setmetatable(vm, metatable)
end
