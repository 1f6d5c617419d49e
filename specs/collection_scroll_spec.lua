-- Scrolling a collection screen: display callbacks exactly once per appearance, cells reused
-- (a bounded set of views), visible() in order, scrollTo positions, and the snapshot's
-- visible range.

local function list(count, log)
  return ViewController{ sections = function()
    local items = {}
    for index = 1, count do
      items[index] = Label.itemModel{ dataID = "row" .. index, content = "Row " .. index }
        :willDisplay(function(ctx) if log then log[#log + 1] = "+" .. ctx.dataID end end)
        :didEndDisplaying(function(ctx) if log then log[#log + 1] = "-" .. ctx.dataID end end)
    end
    return { SectionModel{ dataID = "rows", items = items } }
  end }
end

local rowHeight = measureText{ text = "Row 1", style = "body" }.height

local function count(log, entry)
  local total = 0
  for _, value in ipairs(log) do if value == entry then total = total + 1 end end
  return total
end

describe("scrolling", function()
  before_each(function() setDevice("iphone-15") end)

  it("calls willDisplay once per appearance and didEndDisplaying once per disappearance", function()
    local log = {}
    show(list(200, log))
    local first = visible()
    assert.are.equal("row1", first[1])
    assert.are.equal(#first, count(log, "+row1") + #first - 1)
    assert.are.equal(1, count(log, "+row1"))
    scroll{ y = 2000 }
    assert.are.equal(1, count(log, "-row1"))
    scroll{ y = 2010 }
    assert.are.equal(1, count(log, "-row1"))        -- no repeat while it stays away
    scroll{ y = -59 }
    assert.are.equal(2, count(log, "+row1"))        -- appears again: once more
    assert.are.equal(1, count(log, "-row1"))
    for _, id in ipairs(first) do assert.are.equal(2, count(log, "+" .. id)) end
  end)

  it("reuses a bounded set of views for the rows it scrolls past", function()
    show(list(200))
    local ids = {}
    for _, id in ipairs(visible()) do ids[find(id).viewID] = true end
    local seen = {}
    for y = -59, 3000, 250 do
      scroll{ y = y }
      for _, id in ipairs(visible()) do seen[find(id).viewID] = true end
    end
    local distinct = 0
    for _ in pairs(seen) do distinct = distinct + 1 end
    -- The visible rows plus those in the prefetch margins; never one view per row.
    assert.is_true(distinct <= #visible() + 6, "views made: " .. distinct)
    scroll{ y = -59 }
    for _, id in ipairs(visible()) do assert.is_true(seen[find(id).viewID] ~= nil) end
  end)

  it("lists the displayed items in order and clamps the offset", function()
    show(list(100))
    local offset = scroll{ y = 10 * rowHeight + 1 }
    assert.are.equal(10 * rowHeight + 1, offset.y)
    assert.are.equal("row11", visible()[1])         -- rows under the status bar count as visible, as in UIKit
    offset = scroll{ y = 1e9 }
    assert.is_true(math.abs(100 * rowHeight + 34 - 852 - offset.y) < 1e-6)  -- the content ends above the bottom inset
    local shown = visible()
    assert.are.equal("row100", shown[#shown])
  end)

  it("scrolls items to the top, centre and bottom of the visible area", function()
    show(list(100))
    scrollTo("row50", "top")
    assert.frame("row50", { x = 0, y = 59, width = 393, height = rowHeight })
    scrollTo("row50", "center")
    assert.frame("row50", { y = 59 + (852 - 59 - 34) / 2 - rowHeight / 2 })
    scrollTo("row50", "bottom")
    assert.frame("row50", { y = 852 - 34 - rowHeight })
    local ok, message = pcall(scrollTo, "row50", "middle")
    assert.is_false(ok)
    assert.truthy(message:find("unknown position 'middle'", 1, true))
  end)

  it("marks the visible range and prefetched cells in snapshots", function()
    show(list(1000))
    local text = tree()
    local last = #visible()
    assert.truthy(text:find("visible=items 1–" .. last .. " of 1,000 (y 0–793 of " , 1, true))
    assert.truthy(text:find("[prefetched=true]", 1, true))
    local json = snapshot("json")
    assert.truthy(json:find('"contentOffset": {\n    "x": 0,\n    "y": -59\n  }', 1, true))
  end)
end)
