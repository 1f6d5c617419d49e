-- A Lua component's HGroup inside a collection cell reflows vertically at accessibility type
-- sizes, as it does outside a collection (the cell's view learns the window's traits).
describe("HGroups in collection cells", function()
  local Row = Component{ name = "ReflowRow", body = function(content)
    return HGroup{ spacing = 12, alignment = "center",
      Label.groupItem{ dataID = content.id .. "-label", content = content.text },
      Switch.groupItem{ dataID = content.id .. "-switch", content = { isOn = false } } }
  end }

  before_each(function()
    setDevice("iphone-15")
    setContentSizeCategory("large")
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Row.itemModel{ dataID = "row", content = { id = "row", text = "Off" } } } } }
    end })
  end)

  it("lays the label and the switch side by side at the default size", function()
    assert.are.equal(frame("row-label").y + frame("row-label").height / 2,
                     frame("row-switch").y + frame("row-switch").height / 2)
  end)

  it("stacks them at accessibility sizes, and the row grows to fit", function()
    setContentSizeCategory("accessibilityLarge")
    local label, switch = frame("row-label"), frame("row-switch")
    assert.are.equal(label.x, switch.x)
    assert.are.equal(label.y + label.height + 12, switch.y)
    assert.are.equal(switch.y + switch.height, frame("row").y + frame("row").height)
  end)
end)

-- Whenever the category is set, cells are sized from the reflowed layout: the first row (measured
-- in a fresh sizing view) like the others, and a component body used as a group item too.
describe("Reflow before sizing", function()
  local Row = Component{ name = "PairRow", body = function(content)
    return HGroup{ spacing = 8, alignment = "center",
      Label.groupItem{ dataID = content.id .. "-a", content = content.title, style = "body" },
      Label.groupItem{ dataID = content.id .. "-b", content = "Detail", style = "body" } }
  end }

  local function screen()
    return ViewController{ sections = function()
      local items = {}
      for i = 1, 3 do
        items[i] = Row.itemModel{ dataID = "r" .. i, content = { id = "r" .. i, title = "Title " .. i } }
      end
      return { SectionModel{ dataID = "s", items = items } }
    end }
  end

  local function near(expected, actual)
    assert.is_true(math.abs(expected - actual) < 1e-9, ("expected %.4f, got %.4f"):format(expected, actual))
  end

  local function expectStacked(category)
    local body = measureText{ text = "Title 1", style = "body", contentSizeCategory = category }.height
    for i = 1, 3 do
      local cell, a, b = frame("r" .. i), frame("r" .. i .. "-a"), frame("r" .. i .. "-b")
      near(body, a.height)
      near(a.y + a.height + 8, b.y)
      near(body + 8 + body, cell.height)
      near(cell.y + cell.height, b.y + b.height)
    end
  end

  it("sizes every row stacked when the category is set before show", function()
    setDevice("iphone-se")
    setContentSizeCategory("accessibilityMedium")
    show(screen())
    expectStacked("accessibilityMedium")
  end)

  it("re-sizes every row when the category changes after show, and back", function()
    setDevice("iphone-15")
    setContentSizeCategory("large")
    show(screen())
    setContentSizeCategory("accessibilityExtraExtraExtraLarge")
    expectStacked("accessibilityExtraExtraExtraLarge")
    setContentSizeCategory("extraSmall")
    local a, b = frame("r1-a"), frame("r1-b")
    assert.are.equal(a.y, b.y)
    assert.are.equal(a.height, frame("r1").height)
  end)

  it("reflows a component body used as a group item when the category was set first", function()
    setDevice("iphone-se")
    setContentSizeCategory("accessibilityLarge")
    show(VGroup{ Row.groupItem{ dataID = "row", content = { id = "row", title = "Title" } } })
    local a, b = frame("row-a"), frame("row-b")
    assert.are.equal(a.x, b.x)
    assert.are.equal(a.y + a.height + 8, b.y)
  end)
end)
