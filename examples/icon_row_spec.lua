-- The icon row: a 32-point icon at the top, then the text column taking the rest of the row.
describe("examples/icon_row.lua", function()
  local line = measureText{ text = "Title text", style = "headline" }.height

  before_each(function() show(require("icon_row")) end)

  it("keeps the icon at its size and gives the text the rest of the width", function()
    assert.frame("icon", { x = 16, y = 59, width = 32, height = 32 })
    assert.frame("text", { x = 16 + 32 + 16, y = 59, width = 393 - 16 - 64, height = line + 8 + line })
    assert.frame("subtitle", { x = 64, y = 59 + line + 8, width = 313 })
  end)

  it("matches its snapshot", function()
    assert.snapshot(require("icon_row"), "icon_row")
  end)
end)
