-- Every item alignment: vertical ones in a 40-point-tall HGroup (items 8 points apart after
-- a 20-point reference), horizontal ones in a 361-point-wide VGroup.
describe("examples/alignments.lua", function()
  before_each(function() show(require("alignments")) end)

  it("places items vertically: fill, top, center, bottom, centered on another item", function()
    assert.frame("fill", { y = 59, height = 40 })
    assert.frame("top", { x = 65, y = 59, width = 20, height = 10 })
    assert.frame("center", { x = 93, y = 59 + 15, height = 10 })
    assert.frame("bottom", { x = 121, y = 59 + 30, height = 10 })
    assert.frame("anchor", { x = 149, y = 59 + 20, height = 20 })
    assert.frame("centeredOnAnchor", { x = 177, y = 59 + 20 + 8, height = 4 })
  end)

  it("places items horizontally: leading, center, trailing, fill, centered on another item", function()
    local caption = measureText{ text = "fill", style = "caption1" }.height
    local top = 59 + 40 + 16
    assert.frame("leading", { x = 16, y = top, width = 40 })
    assert.frame("centerX", { x = 16 + (361 - 40) / 2, y = top + 14, width = 40 })
    assert.frame("trailing", { x = 377 - 40, y = top + 28, width = 40 })
    assert.frame("stretched", { x = 16, y = top + 42, width = 361, height = caption })
    assert.frame("target", { x = 377 - 80, width = 80 })
    assert.frame("centeredOnTarget", { x = 297 + 30, y = top + 42 + caption + 4 + 10 + 4, width = 20 })
  end)

  it("matches its snapshot", function()
    assert.snapshot(require("alignments"), "alignments")
  end)
end)
