-- examples/inbox_rows.lua: a Lua component shown twice in a VGroup on an iPhone 15.
describe("examples/inbox_rows.lua", function()
  before_each(function() show(require("inbox_rows")) end)

  it("places each row's avatar at the window's margins, centred on its text", function()
    -- Margins 16 inside the safe area (top 59); the row is 41 tall (two labels), the 40-pt avatar centred.
    -- Each row has its own "avatar": a path names the row's.
    assert.frame({ "row-1", "avatar" }, { x = 16, y = 59 + 0.5, width = 40, height = 40 })
    assert.frame({ "row-2", "avatar" }, { x = 16, y = 59 + 41 + 8 + 0.5, width = 40, height = 40 })
    assert.frame("row-1", { x = 16, y = 59, width = 361 })
    assert.frame("row-2", { x = 16, y = 59 + 41 + 8, width = 361 })
  end)

  it("lays the text out 12 pt after the avatar", function()
    assert.frame({ "row-1", "text" }, { x = 16 + 40 + 12, width = 361 - 40 - 12 })
    assert.frame({ "row-2", "text" }, { x = 16 + 40 + 12, width = 361 - 40 - 12 })
  end)
end)
