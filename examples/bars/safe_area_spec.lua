-- EpoxyBars' safe-area figures: a 20 pt original safe area and a 120 pt top bar stack give the
-- screen 100 pt of additional safe area; removing a bar gives it back.
describe("examples/bars/safe_area.lua", function()
  local function contentOffsetY()
    return tonumber(snapshot("json"):match('"contentOffset":%s*{[^}]-"y":%s*(-?[%d.]+)'))
  end

  before_each(function()
    setDevice("iphone-se")
    package.loaded["safe_area"] = nil
    show(require("safe_area"))
  end)

  it("stacks a 64 pt navigation bar (20 pt status bar + 44) and a 56 pt banner", function()
    assert.frame("NavigationBar", { x = 0, y = 0, width = 375, height = 64 })
    assert.frame("Banner", { x = 0, y = 64, width = 375, height = 56 })
    assert.frame("topBars", { x = 0, y = 0, width = 375, height = 120 })
  end)

  it("adds the stack's height less the original safe area (100 pt) to the safe area", function()
    -- The list rests below the whole stack: 20 pt original + 100 pt additional.
    assert.are.equal(-120, contentOffsetY())
    assert.are.equal(120, frame("row1").y)
  end)

  it("puts the toolbar at the bottom edge (the SE has no home indicator)", function()
    assert.frame("ToolbarBar", { x = 0, y = 667 - 44, width = 375, height = 44 })
    assert.frame("item-0", { x = 8, y = 623, width = 179.5, height = 44 })
  end)

  it("gives the inset back when a bar is removed, and reports it", function()
    tap("item-0")
    assert.is_nil(find("Banner"))
    assert.frame("topBars", { x = 0, y = 0, width = 375, height = 64 })
    assert.are.equal(-64, contentOffsetY())
    assert.are.equal(64, frame("row1").y)
    tap("item-0")
    assert.frame("Banner", { x = 0, y = 64, width = 375, height = 56 })
    assert.are.equal(-120, contentOffsetY())
  end)

  it("keeps the same 100 pt on a device with a taller status bar (59 pt: 59 + 44 + 56)", function()
    -- The shown screen follows the device: the bars take the new status bar as their margin.
    setDevice("iphone-15")
    assert.frame("topBars", { x = 0, y = 0, width = 393, height = 159 })
    assert.frame("NavigationBar", { x = 0, y = 0, width = 393, height = 103 })
    assert.are.equal(-159, contentOffsetY())
    assert.frame("ToolbarBar", { x = 0, y = 852 - 78, width = 393, height = 78 })
  end)
end)
