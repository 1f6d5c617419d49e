-- Components defined in Lua: Component{ name=, body= } (a group re-run only when content or
-- style change) and Component{ name=, measure= } (a leaf of the measured size).
local h = require("model_helpers")
local expect_frame, box, error_of, expect_contains = h.expect_frame, h.box, h.error_of, h.expect_contains

local runs = 0
local Row = Component{
  name = "Row",
  layoutMargins = { top = 4, leading = 8, bottom = 4, trailing = 8 },
  body = function(content, style)
    runs = runs + 1
    return HGroup{ spacing = 6, alignment = "center",
      box("dot", content.size, content.size),
      Label.groupItem{ dataID = "text", content = content.text, style = style },
      SpacerItem{ dataID = "rest" },
    }
  end,
}

describe("Component with a body", function()
  before_each(function() runs = 0 end)

  it("lays its group out inside its layout margins", function()
    local text = measureText{ text = "Hi", style = "body" }
    layout(VGroup{ Row.groupItem{ dataID = "r", content = { size = 10, text = "Hi" }, style = "body" } }, { width = 200 })
    expect_frame("r", { x = 0, y = 0, width = 200, height = text.height + 8 })
    expect_frame("dot", { x = 8, y = 4 + (text.height - 10) / 2, width = 10, height = 10 })
    expect_frame("text", { x = 24, y = 4, width = text.width, height = text.height })
    assert.are.equal("Row", find("r").component)
  end)

  it("re-runs the body only when content or style change", function()
    local function screen(text, style)
      return VGroup{ Row.groupItem{ dataID = "r", content = { size = 10, text = text }, style = style } }
    end
    layout(screen("a", "body"), { width = 200 })
    layout(screen("a", "body"), { width = 200 })
    assert.are.equal(1, runs)
    layout(screen("b", "body"), { width = 200 })
    assert.are.equal(2, runs)
    layout(screen("b", "headline"), { width = 200 })
    assert.are.equal(3, runs)
  end)

  it("keeps its view and its inner views when the content changes", function()
    layout(VGroup{ Row.groupItem{ dataID = "r", content = { size = 10, text = "a" } } }, { width = 200 })
    local row, dot = find("r").viewID, find("dot").viewID
    layout(VGroup{ Row.groupItem{ dataID = "r", content = { size = 10, text = "longer" } } }, { width = 200 })
    assert.are.equal(row, find("r").viewID)
    assert.are.equal(dot, find("dot").viewID)
    assert.are.equal('"longer"', find("text").summary)
  end)

  it("is a root when called, with its name as dataID", function()
    layout(Row{ content = { size = 12, text = "x" } }, { width = 100 })
    assert.are.equal(12, frame("dot").width)
    assert.are.equal("Row", find("Row").component)
    layout(Row.instance{ dataID = "row", content = { size = 14, text = "x" } }, { width = 100 })
    assert.are.equal(14, frame("dot").width)
  end)

  it("prints and names itself", function()
    assert.are.equal("Component Row", tostring(Row))
    assert.are.equal("Row", Row.name)
    assert.are.equal("Row.groupItem#r", tostring(Row.groupItem{ dataID = "r", content = { size = 1, text = "" } }))
  end)

  it("reports a body that errors at the body's line and keeps the last layout", function()
    layout(VGroup{ alignment = "leading", box("kept", 10, 10) }, { width = 50 })
    local Broken = Component{ name = "Broken", body = function(content) return HGroup{ box("x", content.missing.size, 1) } end }
    local message = error_of(function() layout(VGroup{ Broken.groupItem{ dataID = "b", content = {} } }, { width = 50 }) end)
    expect_contains(message, "component_definitions_spec.lua:70: attempt to index a nil value")
    expect_frame("kept", { x = 0, y = 0, width = 10, height = 10 })
  end)

  it("requires the body to return a model", function()
    local Wrong = Component{ name = "Wrong", body = function() return 42 end }
    local message = error_of(function() return Wrong.groupItem{ dataID = "w" } end)
    expect_contains(message, "component_definitions_spec.lua:78: body of component 'Wrong' (defined at ")
    expect_contains(message, "component_definitions_spec.lua:77) returned a number; it must return a group")
  end)

  it("checks its definition", function()
    expect_contains(error_of(function() return Component{ name = "X" } end), "needs either 'body'")
    expect_contains(error_of(function() return Component{ body = function() end } end), "field 'name': string expected, got nil")
    expect_contains(error_of(function() return Row.grupItem end), "no field 'grupItem' on component 'Row'; did you mean 'groupItem'?")
    expect_contains(error_of(function() return Row.groupItem{ content = {} } end), "field 'dataID'")
  end)
end)

describe("Component with measure", function()
  local proposals = {}
  local Badge = Component{
    name = "Badge",
    measure = function(content, width, style)
      proposals[#proposals + 1] = width or "none"
      return { width = #content * 10, height = style and style.height or 20 }
    end,
  }

  it("has the measured size as its intrinsic size", function()
    layout(VGroup{ alignment = "leading", Badge.groupItem{ dataID = "b", content = "abc" } }, { width = 200 })
    expect_frame("b", { x = 0, y = 0, width = 30, height = 20 })
  end)

  it("passes style through and is measured again for new content", function()
    layout(HGroup{ alignment = "top", Badge.groupItem{ dataID = "b", content = "abcd", style = { height = 12 } }, SpacerItem{ dataID = "rest" } },
      { width = 200 })
    expect_frame("b", { x = 0, y = 0, width = 40, height = 12 })
  end)

  it("offers the width when layout knows it", function()
    proposals = {}
    layout(VGroup{ Badge.groupItem{ dataID = "b", content = "ab" } }, { width = 200 })
    local sawWidth = false
    for _, width in ipairs(proposals) do if width == 200 then sawWidth = true end end
    assert.is_true(sawWidth)
  end)

  it("is compressed below its size by a low compression resistance", function()
    layout(HGroup{ alignment = "top",
      Badge.groupItem{ dataID = "wide", content = "0123456789" }:contentCompressionResistancePriority("defaultLow", "horizontal"),
      box("fixed", 50, 20),
    }, { width = 80 })
    expect_frame("wide", { x = 0, y = 0, width = 30, height = 20 })
  end)

  it("rejects a measure that does not return a size", function()
    local Bad = Component{ name = "Bad", measure = function() return { width = "wide" } end }
    local message = error_of(function() return Bad.groupItem{ dataID = "x" } end)
    expect_contains(message, "measure of component 'Bad' (defined at ")
    expect_contains(message, "component_definitions_spec.lua:129) must return { width = n, height = n }")
  end)

  it("rejects a measured size past 1e9 points, and names the measure once when it fails at a width", function()
    local Huge = Component{ name = "Huge", measure = function() return { width = 1, height = 1e308 } end }
    expect_contains(error_of(function() return Huge.groupItem{ dataID = "h" } end),
      "must return { width = n, height = n } with numbers from 0 to 1e9")
    local Late = Component{ name = "Late", measure = function(_, width)
      if width then return { width = width, height = 0 / 0 } end
      return { width = 1, height = 1 }
    end }
    local message = error_of(function() layout(VGroup{ Late.groupItem{ dataID = "l" } }, { width = 100 }) end)
    expect_contains(message, "measure of component 'Late' must return")
    assert.is_nil(message:find("measure of component 'Late': measure", 1, true), message)
  end)
end)

-- Height for width: the width a cell or group offers reaches `measure` (nil asks for the natural
-- size, before a width is known), and aspect ratios size items from their width.
describe("Width-aware sizing", function()
  local offered = {}
  local Hero = Component{
    name = "Hero",
    measure = function(content, width)
      offered[#offered + 1] = width or "natural"
      local w = width or 0
      return { width = w, height = w * 2 / 3 }
    end,
  }

  local function saw(width)
    for _, w in ipairs(offered) do if w == width then return true end end
    return false
  end

  it("offers a list cell's width and sizes the cell from the answer", function()
    offered = {}
    setDevice("iphone-15")
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Hero.itemModel{ dataID = "hero", content = {} },
        TextRow.itemModel{ dataID = "below", content = { title = "Below" } } } } }
    end })
    assert.is_true(saw(393))
    assert.frame("hero", { x = 0, y = 59, width = 393, height = 262 })
    assert.frame("below", { y = 59 + 262 })
  end)

  it("offers a group's width and re-measures at a new one", function()
    offered = {}
    layout(VGroup{ Hero.groupItem{ dataID = "h", content = {} } }, { width = 300 })
    assert.is_true(saw(300))
    expect_frame("h", { x = 0, y = 0, width = 300, height = 200 })
    layout(VGroup{ Hero.groupItem{ dataID = "h", content = {} }:padding{ top = 0, leading = 30, bottom = 0, trailing = 30 } },
      { width = 300 })
    assert.is_true(saw(240))
    expect_frame("h", { x = 30, y = 0, width = 240, height = 160 })
  end)

  it("sizes an item model with an aspect ratio and no size from the cell's width", function()
    setDevice("iphone-se")
    setContentSizeCategory("large")
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        ColorView.itemModel{ dataID = "photo", style = { color = "systemTeal" } }:aspectRatio(3 / 2),
        ColorView.itemModel{ dataID = "square", style = { color = "systemPink" } }:aspectRatio(1) } } }
    end })
    -- 375 wide: 375 / (3/2) = 250 tall, then a 375-pt square.
    assert.frame("photo", { x = 0, y = 20, width = 375, height = 250 })
    assert.frame("square", { x = 0, y = 270, width = 375, height = 375 })
  end)

  it("fills a flow cell with a ColorView that has no size", function()
    setDevice("iphone-se")
    show(ViewController{ layout = Layout.flow{ itemSize = { width = 100, height = 60 } }, sections = function()
      return { SectionModel{ dataID = "s", items = {
        ColorView.itemModel{ dataID = "tile", style = { color = "systemGreen" } } } } }
    end })
    local cell, view = frame("tile"), find("tile")
    assert.are.equal(100, cell.width)
    assert.are.equal(60, cell.height)
    assert.are.equal(100, view.frame.width)
    assert.are.equal(60, view.frame.height)
  end)

  it("rejects an aspect ratio on an item model outside 1:10000 to 10000:1", function()
    for _, ratio in ipairs({ -1, 0, 1e308, 1e-300 }) do
      expect_contains(error_of(function() return ColorView.itemModel{ dataID = "x" }:aspectRatio(ratio) end),
        "an aspect ratio (width / height) must be between 0.0001 and 10000")
    end
  end)
end)
