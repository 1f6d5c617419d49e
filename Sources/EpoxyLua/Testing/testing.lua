-- epoxy test: a busted-shaped test API (`describe`, `it`, `before_each`, `after_each`, `pending`,
-- `assert.*`). Spec files call describe/it/...; the host then asks for the collected tests and
-- runs each one in its own protected call (and time budget). The chunk takes `inspect`, the
-- host's message handler and the host's `flushUpdates` (runs the render a test's assignments
-- scheduled) as its arguments, installs the globals and returns the host table (`count`,
-- `name`, `run`, `loadFailed`, `addAssertion`).
--
-- A failure is whatever a hook or body raised, as the message handler words it (the error,
-- located, then a traceback): the host turns it into the test's message as it would an error
-- of its own, so `error({})`, `error(nil)` and `error("x", 0)` fail a test with a line.
-- luacheck: globals describe context it test pending before_each after_each assert

local inspect, messageHandler, flushUpdates = ...

-- With --allow-io a spec could call os.exit, ending the run before its report and summary: a
-- failure already printed would then exit 0. It fails the test that calls it instead.
if type(os) == "table" and type(os.exit) == "function" then
  rawset(os, "exit", function()
    error("os.exit cannot end epoxy test (its report would be lost): fail a test with error() or assert instead", 2)
  end)
end

-- The runner's own references, taken before any spec runs: a spec that redefines a global or
-- a library function (xpcall, pcall, error, tostring, string.find, …) cannot change how its
-- tests are run and checked, so it cannot make a failing test pass.
local xpcall, pcall, error, type, tostring, ipairs, pairs, setmetatable, rawset, _G =
  xpcall, pcall, error, type, tostring, ipairs, pairs, setmetatable, rawset, _G
local insert, concat, pack, select = table.insert, table.concat, table.pack, select
local find, gsub = string.find, string.gsub
local abs, huge = math.abs, math.huge

local testing = {}
local root = { name = nil, befores = {}, afters = {}, parent = nil }
local current = root
local tests = {}
-- The name of the test running, while one runs: tests are defined while files load, and one
-- defined inside a running test would never run (nor could its failure fail anything).
local runningTest = nil

local function refuseInsideTest(what)
  if runningTest then
    error(what .. " cannot be called inside a running test ('" .. runningTest
      .. "'): define tests and hooks in the file or in a describe block", 3)
  end
end

local function fullName(block, name)
  local parts = { name }
  while block and block.name do
    insert(parts, 1, block.name)
    block = block.parent
  end
  return concat(parts, " ")
end

function describe(name, body)
  refuseInsideTest("describe")
  if type(name) ~= "string" then error("describe expects a name (string) as its first argument", 2) end
  if type(body) ~= "function" then error("describe expects a function as its second argument", 2) end
  local block = { name = name, befores = {}, afters = {}, parent = current }
  local previous = current
  current = block
  local ok, err = xpcall(body, messageHandler)
  current = previous
  if not ok then
    insert(tests, { name = fullName(block, "(describe)"), block = block, loadError = err, loadFailed = true })
  end
end
context = describe

function it(name, body)
  refuseInsideTest("it")
  if type(name) ~= "string" then error("it expects a name (string) as its first argument", 2) end
  if body ~= nil and type(body) ~= "function" then error("it expects a function as its second argument", 2) end
  insert(tests, { name = fullName(current, name), block = current, body = body, pending = body == nil })
end
test = it

function pending(name)
  refuseInsideTest("pending")
  insert(tests, { name = fullName(current, tostring(name)), block = current, pending = true })
end

function before_each(body)
  refuseInsideTest("before_each")
  if type(body) ~= "function" then error("before_each expects a function", 2) end
  insert(current.befores, body)
end

function after_each(body)
  refuseInsideTest("after_each")
  if type(body) ~= "function" then error("after_each expects a function", 2) end
  insert(current.afters, body)
end

-- The host's entry points.
function testing.count() return #tests end
function testing.name(index) return tests[index].name end
-- Whether entry `index` is a describe block that failed while it defined its tests: reported
-- whatever the filter, since the tests it did not define cannot be filtered in.
function testing.loadFailed(index) return tests[index].loadFailed == true end

--- Runs test `index`: before_each hooks outermost first, the body, the render its assignments
--- scheduled, after_each hooks innermost first (even when the body failed). `assert` is the
--- runner's again before the body and before the after_each hooks, whatever a hook assigned to
--- it. Returns "passed", "failed" or "pending" and a message.
function testing.run(index)
  local entry = tests[index]
  if entry.loadError then return "failed", tostring(entry.loadError) end
  if entry.pending then return "pending", nil end
  local chain = {}
  local block = entry.block
  while block do insert(chain, 1, block) block = block.parent end
  -- A spec that replaced the global assert at load time still has its tests checked.
  rawset(_G, "assert", testing.assert)
  -- The first failure wins; a flag, not the error value, says there was one (it may be nil).
  local failed, failure = false, nil
  local function record(ok, err)
    if not ok and not failed then failed, failure = true, err end
  end
  runningTest = entry.name
  for _, b in ipairs(chain) do
    for _, hook in ipairs(b.befores) do
      if not failed then record(xpcall(hook, messageHandler)) end
    end
  end
  rawset(_G, "assert", testing.assert)
  if not failed then record(xpcall(entry.body, messageHandler)) end
  -- The render the body's last assignments scheduled belongs to the body: an after_each that
  -- resets the stage (show(VGroup{})) dropped it, and the errors of that render with it.
  if not failed then record(xpcall(flushUpdates, messageHandler)) end
  rawset(_G, "assert", testing.assert)
  for i = #chain, 1, -1 do
    for _, hook in ipairs(chain[i].afters) do record(xpcall(hook, messageHandler)) end
  end
  runningTest = nil
  if failed then return "failed", tostring(failure) end
  return "passed", nil
end

---------------------------------------------------------------------------------------------
-- assert: callable like Lua's assert, with busted's chains (assert.are.equal, assert.is_true, …).

local function deepEqual(a, b, seen)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  seen = seen or {}
  if seen[a] == b then return true end
  seen[a] = b
  for k, v in pairs(a) do
    if not deepEqual(v, b[k], seen) then return false end
  end
  for k in pairs(b) do
    if a[k] == nil then return false end
  end
  return true
end
testing.deepEqual = deepEqual

local function show(value) return inspect(value) end

-- Each check returns ok, message(for the failure).
local checks = {}

function checks.equal(negated, expected, actual)
  local ok = expected == actual
  if negated then
    return not ok, "expected values to differ, both are:\n  " .. show(actual)
  end
  return ok, "expected objects to be equal.\n  expected: " .. show(expected) .. "\n  actual:   " .. show(actual)
end

function checks.same(negated, expected, actual)
  local ok = deepEqual(expected, actual)
  if negated then
    return not ok, "expected values not to be the same, both are:\n  " .. show(actual)
  end
  return ok, "expected objects to be the same.\n  expected: " .. show(expected) .. "\n  actual:   " .. show(actual)
end

function checks.is_true(negated, value)
  if negated then return value ~= true, "expected a value other than true" end
  return value == true, "expected true, got " .. show(value)
end

function checks.is_false(negated, value)
  if negated then return value ~= false, "expected a value other than false" end
  return value == false, "expected false, got " .. show(value)
end

function checks.is_nil(negated, value)
  if negated then return value ~= nil, "expected a value other than nil" end
  return value == nil, "expected nil, got " .. show(value)
end

function checks.truthy(negated, value)
  if negated then return not value, "expected a falsy value, got " .. show(value) end
  return not not value, "expected a truthy value, got " .. show(value)
end

function checks.falsy(negated, value)
  if negated then return not not value, "expected a truthy value, got " .. show(value) end
  return not value, "expected a falsy value, got " .. show(value)
end

local function errorText(err)
  if type(err) == "string" then
    -- Drop a leading "file:line: " so expected messages can be written without locations.
    return (gsub(err, "^[^\n]-:%d+: ", ""))
  end
  return err
end

function checks.error(negated, body, expected)
  if type(body) ~= "function" then
    return false, "has_error expects a function, got " .. show(body)
  end
  local ok, err = pcall(body)
  if negated then
    return ok, "expected no error, got: " .. tostring(err)
  end
  if ok then return false, "expected an error, but the function returned normally" end
  if expected == nil then return true, "" end
  local text = errorText(err)
  if type(expected) == "string" and type(text) == "string" then
    return text == expected or find(text, expected, 1, true) ~= nil,
      "expected error containing:\n  " .. show(expected) .. "\ngot:\n  " .. show(text)
  end
  return deepEqual(expected, text), "expected error:\n  " .. show(expected) .. "\ngot:\n  " .. show(text)
end

function checks.matches(negated, pattern, value)
  if type(pattern) ~= "string" then error("assert.matches: the pattern must be a string, got " .. type(pattern), 0) end
  local ok = false
  if type(value) == "string" then
    local valid, found = pcall(find, value, pattern)
    if not valid then error("assert.matches: bad pattern " .. show(pattern) .. ": " .. errorText(found), 0) end
    ok = found ~= nil
  end
  if negated then return not ok, "expected " .. show(value) .. " not to match " .. show(pattern) end
  return ok, "expected " .. show(value) .. " to match " .. show(pattern)
end

function checks.near(negated, expected, actual, tolerance)
  if type(expected) ~= "number" then error("assert.near: the expected value must be a number, got " .. show(expected), 0) end
  -- A NaN or negative tolerance made every value "not near", so is_not.near always passed.
  if tolerance ~= nil and (type(tolerance) ~= "number" or tolerance ~= tolerance or tolerance < 0 or tolerance == huge) then
    error("assert.near: the tolerance must be a finite number ≥ 0, got " .. show(tolerance), 0)
  end
  local ok = type(actual) == "number" and abs(expected - actual) <= (tolerance or 1e-9)
  if negated then return not ok, "expected " .. show(actual) .. " not to be near " .. show(expected) end
  return ok, "expected " .. show(actual) .. " to be within " .. show(tolerance or 1e-9) .. " of " .. show(expected)
end

local aliases = {
  equal = "equal", equals = "equal", same = "same",
  is_true = "is_true", ["true"] = "is_true", is_false = "is_false", ["false"] = "is_false",
  is_nil = "is_nil", ["nil"] = "is_nil", truthy = "truthy", falsy = "falsy",
  has_error = "error", error = "error", errors = "error", has_errors = "error",
  has_no_error = "no_error", has_no_errors = "no_error",
  matches = "matches", match = "matches", near = "near",
  is_not_nil = "not_nil", is_not_true = "not_true", is_not_false = "not_false",
}
local negatedForms = { no_error = "error", not_nil = "is_nil", not_true = "is_true", not_false = "is_false" }
local modifiers = { are = false, is = false, has = false, does = false, was = false,
  are_not = true, is_not = true, has_no = true, ["not"] = true, no = true, does_not = true }

local customChecks = {}

-- How many values each check needs (a message after them is optional): given fewer, a check
-- compared nils (assert.are_not.equal(x) passed for any x but nil).
local arity = { equal = 2, same = 2, is_true = 1, is_false = 1, is_nil = 1, truthy = 1, falsy = 1,
  error = 1, matches = 2, near = 2 }

-- Raises what a check raised (bad arguments, a failing metamethod, a callback the check ran):
-- a message located in a script's own file (a willDisplay that assert.snapshot's layout ran)
-- keeps its line; one from the runner or with no location is reported at the line that called
-- the assertion (level 3: this function, the assertion, that line).
local function raiseFromCheck(err)
  if type(err) == "string" and find(err, "^[^\n]-:%d+: ") and not find(err, "^%[epoxy ") then error(err, 0) end
  error(errorText(err), 3)
end

local function makeCheck(name, negated)
  local base = negatedForms[name]
  if base then name, negated = base, not negated end
  local check = checks[name] or customChecks[name]
  local needed = arity[name] or 0
  return function(...)
    local count = select("#", ...)
    if count < needed then
      error("assert." .. name .. " needs " .. needed .. (needed == 1 and " value" or " values") .. ", got " .. count, 2)
    end
    local called, ok, message = pcall(check, negated, ...)
    if not called then raiseFromCheck(ok) end
    if not ok then
      -- Level 3: the user's line that called assert.x.y(...).
      local args = pack(...)
      local custom = nil
      if name == "equal" or name == "same" then custom = args[3]
      elseif name == "is_true" or name == "is_false" or name == "is_nil" or name == "truthy" or name == "falsy" then custom = args[2] end
      if type(custom) == "string" then message = custom .. "\n" .. message end
      error(message, 2)
    end
  end
end

local function chain(negated)
  return setmetatable({}, {
    __index = function(_, key)
      if modifiers[key] ~= nil then return chain(negated ~= modifiers[key]) end
      local name = aliases[key] or (customChecks[key] and key)
      if name then return makeCheck(name, negated) end
      error("unknown assertion 'assert." .. tostring(key) .. "'", 2)
    end,
  })
end

local assertTable = setmetatable({}, {
  __call = function(_, value, message, ...)
    if not value then error(message == nil and "assertion failed!" or message, 2) end
    return value, message, ...
  end,
  __index = function(_, key)
    if modifiers[key] ~= nil then return chain(modifiers[key]) end
    local name = aliases[key] or (customChecks[key] and key)
    if name then return makeCheck(name, false) end
    return nil
  end,
  -- Replacing a check (assert.are = …) would let failing tests pass.
  __newindex = function(_, key)
    error("assert." .. tostring(key) .. " cannot be assigned: assertions belong to the test runner", 2)
  end,
})
testing.assert = assertTable

--- Registers an assertion `assert.<name>(...)`; `check(negated, ...)` returns ok, message.
function testing.addAssertion(name, check)
  customChecks[name] = check
  rawset(assertTable, name, makeCheck(name, false))
end

assert = assertTable
return testing
