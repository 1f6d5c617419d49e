-- Spacers: a filling spacer pushes the trailing items to the edge, a minimum width keeps a
-- gap of at least that size, fixed spacers hold exact gaps in both axes.
describe("examples/spacers.lua", function()
  local nameLine = measureText{ text = "Ada", style = "headline" }.height

  before_each(function() show(require("spacers")) end)

  it("pushes the date and the disclosure to the trailing edge", function()
    local date = measureText{ text = "9:41", style = "footnote" }
    assert.frame("disclosure", { x = 393 - 16 - 12, width = 12, height = 16 })
    assert.frame("date", { x = 393 - 16 - 12 - date.width, width = date.width })
    assert.frame("fill", { y = 59, height = nameLine })
  end)

  it("keeps at least the minimum width, taking what is left", function()
    assert.frame("left", { x = 16, y = 59 + nameLine, width = 150, height = 20 })
    assert.frame("atLeast50", { x = 166, width = 361 - 300, height = 20 })
    assert.frame("right", { x = 16 + 150 + 61, width = 150 })
  end)

  it("holds fixed gaps horizontally and vertically", function()
    assert.frame("exactly24", { x = 56, width = 24, height = 40 })
    assert.frame("second", { x = 80, y = 59 + nameLine + 20, width = 40, height = 40 })
    assert.frame("rowGap", { y = 59 + nameLine + 20 + 40, height = 12 })
    assert.frame("below", { x = 16, y = 59 + nameLine + 20 + 40 + 12, width = 40, height = 10 })
  end)

  it("matches its snapshot", function()
    assert.snapshot(require("spacers"), "spacers")
  end)
end)
