-- Epoxy's README list: tapping the counter row increments its count; tapping a row marks it.
describe("examples/collection/readme_list.lua", function()
  before_each(function()
    setDevice("iphone-15")
    show(require("readme_list"))
  end)

  it("shows the counter and the first rows, below the safe area", function()
    local rowHeight = 16 + measureText{ text = "Count 0", style = "headline", width = 345 }.height + 8
      + measureText{ text = "Tap to increment", style = "body", width = 345 }.height + 16
    assert.frame("counter", { x = 0, y = 59, width = 393, height = rowHeight })
    assert.frame("row1", { x = 0, y = 59 + rowHeight, width = 393, height = rowHeight })
    assert.are.equal("counter", visible()[1])
    assert.truthy(tree():find('"Count 0"', 1, true))
  end)

  it("increments the count on each tap, keeping the row's view", function()
    local view = find("counter").viewID
    tap("counter")
    tap("counter")
    assert.are.same({ title = "Count 2", subtitle = "Tap to increment" }, find("counter").content)
    assert.are.equal(view, find("counter").viewID)
  end)

  it("marks a tapped row, scrolling it into view", function()
    tap("row20")
    assert.are.equal("Tapped", find("row20").content.subtitle)
    local shown = visible()
    assert.are.equal("row20", shown[#shown])
  end)

  it("matches its snapshot", function()
    assert.snapshot(nil, "readme_list")
  end)
end)
