-- A Lua callback that fails during an event fails that event with the callback's file:line:
-- the event function (tap, scroll, show, layout, an assignment) raises it, so the `it` fails.
-- The screen stays consistent and the next event works. Never only a warning.

local function failure_of(f, ...)
  local ok, message = pcall(f, ...)
  assert.is_false(ok, "expected the event to fail")
  return message
end

local function expect_located(message, pattern)
  assert.truthy(message:find("callback_failures_spec.lua:%d+: " .. pattern), message)
end

describe("callback failures", function()
  before_each(function() setDevice("iphone-se") end)

  it("a Button's didTap fails the tap", function()
    local taps = 0
    show(VGroup{ Button.groupItem{ dataID = "go", content = "Go", behaviors = { didTap = function()
      taps = taps + 1
      if taps == 1 then error("tap failed") end
    end } } })
    expect_located(failure_of(tap, "go"), "tap failed %(in didTap of 'go'%)")
    tap("go")
    assert.are.equal(2, taps)
  end)

  it("a willDisplay fails the scroll that displayed the item", function()
    local rows = {}
    for i = 1, 30 do
      local model = TextRow.itemModel{ dataID = "r" .. i, content = { title = "Row " .. i } }
      if i == 30 then model = model:willDisplay(function() error("cannot display") end) end
      rows[i] = model
    end
    show(ViewController{ sections = function() return { SectionModel{ dataID = "s", items = rows } } end })
    expect_located(failure_of(scroll, { y = 5000 }), "cannot display %(in willDisplay of 'r30'%)")
    assert.is_true(find("r30").isDisplayed)
  end)

  it("a component's measure fails the layout", function()
    local failing = false
    local Broken = Component{ name = "Broken", measure = function(content, style, proposal)
      if failing then error("cannot measure") end
      return { width = 10, height = 10 }
    end }
    local item = Broken.groupItem{ dataID = "x", content = "text" }
    failing = true
    local message = failure_of(layout, VGroup{ item }, { width = 100 })
    expect_located(message, "cannot measure %(in measure of component 'Broken'%)")
  end)

  it("a coordinator that returns the wrong value fails, located at makeCoordinator", function()
    local message = failure_of(show, ViewController{
      sections = function() return {} end,
      topBars = function()
        return { NavigationBar.barModel{ content = { title = "Kept" } }:makeCoordinator(function()
          return { barModel = function() return 42 end }
        end) }
      end,
    })
    expect_located(message, "coordinator:barModel: returned a number; expected a bar model")
  end)

  it("a failure is raised once: the next event works", function()
    local calls = 0
    show(ViewController{ sections = function() return { SectionModel{ dataID = "s", items = {
      TextRow.itemModel{ dataID = "once", content = { title = "Once" } }:didSelect(function()
        calls = calls + 1
        if calls == 1 then error("first") end
      end),
    } } } end })
    failure_of(tap, "once")
    assert.is_true(find("once").isSelected)
    render()
    tap("once")
    assert.are.equal(2, calls)
  end)
end)
