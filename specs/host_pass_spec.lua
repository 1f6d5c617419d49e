-- Methods that lay out or replace views refuse to run inside a layout pass (a component's
-- measure or body, a custom alignment), with the script's line, and work again after it.
-- The error `f` raised, or nil when it ran.
local function errorOf(f)
  local ok, err = pcall(f)
  if not ok then return tostring(err) end
end

describe("methods called from inside a layout", function()
  it("tvc:set() is refused inside a measure and works in an event", function()
    local tvc = DeclarativeTVC{ title = "rows" }
    local seen
    local Probe = Component{ name = "Probe", measure = function(content, width)
      seen = seen or errorOf(function() tvc:set{ rows = {} } end)
      return { width = width or 10, height = 10 }
    end }
    show(VGroup{ Probe.groupItem{ dataID = "probe", content = "x" } })
    assert.truthy(seen:find("cannot be called while a layout is running (in measure of component 'Probe')", 1, true), seen)
    assert.truthy(seen:find("host_pass_spec.lua:14:", 1, true), seen)
    assert.is_nil(errorOf(function() tvc:set{ rows = {} } end), "outside the layout it runs")
  end)

  it("view:layoutContent() is refused inside a custom alignment", function()
    local seen
    local root = layoutContent(function(content) content:putLabel{ dataID = "title", content = "Hi" }:top("equal", "parent") end)
    show(VGroup{ alignment = { custom = function()
        seen = seen or errorOf(function() root:layoutContent(function() end) end)
        return {}
      end },
      Label.groupItem{ dataID = "a", content = "A" } })
    assert.truthy(seen:find("cannot be called while a layout is running (in custom alignment of 'a')", 1, true), seen)
  end)
end)
