-- The todo row: a 24-point checkbox centred on the two-line text beside it.
describe("examples/todo_row.lua", function()
  local title = measureText{ text = "Title", style = "headline" }.height
  local subtitle = measureText{ text = "Subtitle", style = "subheadline" }.height
  local textHeight = title + 4 + subtitle

  before_each(function() show(require("todo_row")) end)

  it("centres the checkbox on the text column", function()
    assert.frame("checkbox", { x = 16, y = 59 + (textHeight - 24) / 2, width = 24, height = 24 })
    assert.frame("titleSubtitleGroup", { x = 16 + 24 + 8, y = 59, width = 361 - 32, height = textHeight })
    assert.frame("subtitle", { x = 48, y = 59 + title + 4, height = subtitle })
  end)

  it("matches its snapshot", function()
    assert.snapshot(require("todo_row"), "todo_row")
  end)
end)
