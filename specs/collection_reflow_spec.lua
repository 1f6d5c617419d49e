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
