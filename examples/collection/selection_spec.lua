-- Selection: one row selected at a time, with didChangeState in UIKit's order, kept across updates.
describe("examples/collection/selection.lua", function()
  local state

  before_each(function()
    setDevice("iphone-15")
    local screen = require("selection")
    show(screen)
  end)

  it("selects the tapped row and deselects the previous one", function()
    tap("Banana")
    assert.is_true(find("Banana").isSelected)
    assert.are.equal("Chosen", find("Banana").content.subtitle)
    tap("Damson")
    assert.is_false(find("Banana").isSelected)
    assert.are.equal("normal", find("Banana").state)
    assert.are.equal("selected", find("Damson").state)
  end)

  it("shows the selection color in snapshots", function()
    tap("Cherry")
    local text = tree()
    assert.truthy(text:find("Cell #Cherry %(.-%) %[selectionColor=systemBlue, state=selected%]"))
  end)

  it("has a header above the rows", function()
    local header = find("title")
    assert.are.equal("header", header.elementKind)
    assert.are.equal(59, header.frame.y)
    assert.are.equal(59 + header.frame.height, frame("Apple").y)
  end)
end)
