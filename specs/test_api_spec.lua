-- The test API checks what it is given: an assertion short of values, a nonsense tolerance or a
-- bad pattern is an error at the line that called it (each passed before, comparing nils or
-- never matching); an error a callback raised inside an assertion keeps the callback's line;
-- `assert` is the runner's in every test, whatever a hook assigned to it.

describe("assertions given too little", function()
  it("need their values", function()
    assert.has_error(function() assert.are.equal(1) end, "assert.equal needs 2 values, got 1")
    assert.has_error(function() assert.are_not.equal(1) end, "assert.equal needs 2 values, got 1")
    assert.has_error(function() assert.are.same() end, "assert.same needs 2 values, got 0")
    assert.has_error(function() assert.is_nil() end, "assert.is_nil needs 1 value, got 0")
    assert.has_error(function() assert.is_not.truthy() end, "assert.truthy needs 1 value, got 0")
    assert.has_error(function() assert.has_error() end, "assert.error needs 1 value, got 0")
    -- An explicit nil is a value.
    assert.is_nil(nil)
    assert.are.equal(nil, nil)
  end)

  it("take a finite tolerance ≥ 0 and a number to be near", function()
    assert.has_error(function() assert.is_not.near(59, 59, 0/0) end, "assert.near: the tolerance must be a finite number ≥ 0, got")
    assert.has_error(function() assert.is_not.near(59, 59, -1) end, "the tolerance must be a finite number ≥ 0, got -1")
    assert.has_error(function() assert.near(59, 59, 1/0) end, "the tolerance must be a finite number ≥ 0, got inf")
    assert.has_error(function() assert.near("59", 59) end, "assert.near: the expected value must be a number, got \"59\"")
    assert.near(59, 59.005, 0.01)
    assert.is_not.near(59, 60, 0.5)
  end)

  it("take a valid pattern", function()
    assert.has_error(function() assert.matches("(", "x") end, "assert.matches: bad pattern \"(\": unfinished capture")
    assert.has_error(function() assert.matches(1, "x") end, "assert.matches: the pattern must be a string, got number")
    assert.matches("^ro", "row")
  end)

  it("report a bad argument at the spec's line", function()
    local ok, message = pcall(function() assert.near(nil, 1) end)
    assert.is_false(ok)
    assert.matches("^specs/test_api_spec%.lua:%d+: assert%.near: the expected value must be a number, got nil", message)
  end)
end)

describe("a callback that fails inside an assertion", function()
  local failing = false
  local Measured = Component{ name = "Measured", measure = function()
    if failing then error("measure failed") end -- the line the failure names
    return { width = 10, height = 10 }
  end }

  it("keeps the callback's own line", function()
    failing = false
    local state = State{ n = 0 }
    show(function() return VGroup{ Measured.groupItem{ dataID = "m", content = state.n } } end)
    failing = true
    state.n = 1
    local ok, message = pcall(function() assert.frame("m", { width = 10 }) end)
    failing = false
    assert.is_false(ok)
    assert.matches("^specs/test_api_spec%.lua:44: measure failed", message)
  end)
end)

describe("a hook that replaces assert", function()
  before_each(function()
    assert = setmetatable({}, { __index = function() return function() end end, __call = function() end })
  end)

  it("leaves the runner's assert to the test", function()
    assert.has_error(function() assert.are.equal(1, 2) end, "expected objects to be equal.")
  end)
end)
