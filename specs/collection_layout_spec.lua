-- Collection layouts from Lua: self-sizing list rows measured at the full width (wrapping
-- labels), Epoxy's flow layout demo, and grids; frames in window coordinates.

local long = "Epoxy is a suite of declarative UI APIs for building UIKit applications in Swift. "
  .. "It is inspired by React and used across Airbnb's iOS app."

local wrapping = { font = "body", numberOfLines = 0 }

local function screen(layout, sections)
  return ViewController{ layout = layout, sections = function() return sections end }
end

describe("list layout", function()
  before_each(function() setDevice("iphone-15") end)

  it("stacks full-width rows as tall as their wrapping labels, below the safe area", function()
    show(screen("list", { SectionModel{ dataID = "s", items = {
      Label.itemModel{ dataID = "short", content = "Hello", style = { font = "body", numberOfLines = 0 } },
      Label.itemModel{ dataID = "long", content = long, style = { font = "body", numberOfLines = 0 } },
      Label.itemModel{ dataID = "title", content = long, style = { font = "title1", numberOfLines = 0 } },
    } } }))
    local short = measureText{ text = "Hello", style = "body", width = 393 }.height
    local wrapped = measureText{ text = long, style = "body", width = 393 }
    local title = measureText{ text = long, style = "title1", width = 393 }
    assert.is_true(wrapped.lines > 1)
    assert.frame("short", { x = 0, y = 59, width = 393, height = short })
    assert.frame("long", { x = 0, y = 59 + short, width = 393, height = wrapped.height })
    assert.frame("title", { x = 0, y = 59 + short + wrapped.height, width = 393, height = title.height })
    assert.are.same({ "short", "long", "title" }, visible())
  end)

  it("measures rows with margins at the width inside them", function()
    show(screen(Layout.list{ itemSpacing = 10 }, { SectionModel{ dataID = "s", items = {
      TextRow.itemModel{ dataID = "a", content = { title = long } },
      TextRow.itemModel{ dataID = "b", content = { title = "B", subtitle = "Subtitle" } },
    } } }))
    local a = measureText{ text = long, style = "headline", width = 393 - 48 }.height + 32
    local b = measureText{ text = "B", style = "headline" }.height + 8 + measureText{ text = "Subtitle", style = "body" }.height + 32
    assert.frame("a", { x = 0, y = 59, width = 393, height = a })
    assert.frame("b", { x = 0, y = 59 + a + 10, width = 393, height = b })
    assert.frame({ "a", "title" }, { x = 24, y = 59 + 16, width = 345 })
  end)

  it("re-measures rows when the text size changes", function()
    show(screen("list", { SectionModel{ dataID = "s", items = {
      Label.itemModel{ dataID = "a", content = "Hello", style = "body" },
      Label.itemModel{ dataID = "b", content = "World", style = "body" },
    } } }))
    setContentSizeCategory("accessibilityLarge")
    local large = measureText{ text = "Hello", style = "body", contentSizeCategory = "accessibilityLarge" }.height
    assert.frame("b", { x = 0, y = 59 + large, width = 393, height = large })
    setContentSizeCategory("large")
    assert.frame("b", { y = 59 + measureText{ text = "Hello", style = "body" }.height })
  end)

  it("answers frames of items far off screen from the layout", function()
    local items = {}
    for index = 1, 200 do items[index] = ColorView.itemModel{ dataID = index, style = { size = { width = 393, height = 40 } } } end
    show(screen("list", { SectionModel{ dataID = "s", items = items } }))
    assert.frame(150, { x = 0, y = 59 + 149 * 40, width = 393, height = 40 })
    assert.is_false(find(150).hasCell)
    assert.is_nil(find(150).viewID)
    assert.are.equal(20, #visible())          -- 852 - 59 = 793 pt show rows 1…20 (the 20th in part)
  end)
end)

describe("flow layout", function()
  it("wraps uniform items into justified lines with the layout's sizes", function()
    show(ViewController{ sections = function() return {} end })
    setDevice("iphone-se")
    local items = {}
    for index = 1, 7 do items[index] = ColorView.itemModel{ dataID = "t" .. index, style = { size = { width = 100, height = 100 } } } end
    show(screen(Layout.flow{ itemSize = { width = 100, height = 100 }, minimumLineSpacing = 10 }, { SectionModel{ dataID = "s", items = items } }))
    assert.frame("t2", { x = 137.5, y = 20, width = 100, height = 100 })
    assert.frame("t4", { x = 0, y = 20 + 110, width = 100, height = 100 })
    assert.frame("t7", { x = 0, y = 20 + 220, width = 100, height = 100 })
  end)
end)

describe("grid layout", function()
  it("fills equal columns row by row, each row as tall as its tallest item", function()
    setDevice("iphone-15")
    show(screen(Layout.grid{ columns = 3, spacing = 9 }, { SectionModel{ dataID = "s", items = {
      Label.itemModel{ dataID = "a", content = "A", style = wrapping },
      Label.itemModel{ dataID = "b", content = long, style = wrapping },
      Label.itemModel{ dataID = "c", content = "C", style = wrapping },
      Label.itemModel{ dataID = "d", content = "D", style = wrapping },
    } } }))
    local column = (393 - 2 * 9) / 3
    local tall = measureText{ text = long, style = "body", width = column }.height
    assert.frame("a", { x = 0, y = 59, width = column, height = tall })
    assert.frame("b", { x = column + 9, y = 59, width = column, height = tall })
    assert.frame("c", { x = 2 * (column + 9), y = 59, width = column, height = tall })
    assert.frame("d", { x = 0, y = 59 + tall + 9, width = column })
  end)
end)
