-- Epoxy's flow layout demo: the frames UICollectionViewFlowLayout gives its three sections.
describe("examples/collection/flow_layout_demo.lua", function()
  before_each(function()
    setDevice("iphone-se")
    show(require("flow_layout_demo"))
  end)

  it("justifies, centres and stacks the sections as UIKit does", function()
    assert.frame("red1", { x = 20, y = 20 + 12, width = 100, height = 100 })
    assert.frame("red2", { x = 227, y = 32, width = 100, height = 100 })           -- 107 pt left over goes between
    assert.frame("orange1", { x = 37.5, y = 20 + 124, width = 300, height = 150 })  -- a lone item is centred
    assert.frame("header", { x = 0, y = 20 + 274, width = 375, height = 30 })
    assert.frame("item", { x = 87.5, y = 20 + 304, width = 200, height = 50 })
    assert.frame("footer", { x = 0, y = 20 + 354, width = 375, height = 60 })
    assert.are.same({ "red1", "red2", "orange1", "item" }, visible())
  end)

  it("reports its content size", function()
    local json = snapshot("json")
    assert.truthy(json:find('"contentSize": {\n    "height": 414,\n    "width": 375\n  }', 1, true))
  end)

  it("matches its snapshot", function()
    assert.snapshot(nil, "flow_layout_demo")
  end)
end)
