-- Every alignment name, `{ centered = dataID }` and `{ custom = function }`, at the group and on
-- items, and accessibility reflow with setContentSizeCategory.
local h = require("model_helpers")
local expect_frame, box = h.expect_frame, h.box

describe("vertical alignments in an HGroup (row 40 tall, item 10 tall)", function()
  local function row(alignment)
    return HGroup{ alignment = alignment, box("tall", 20, 40), box("item", 20, 10), SpacerItem{ dataID = "rest" } }
  end

  it("fill stretches the item to the row's height", function()
    layout(HGroup{ alignment = "fill", box("tall", 20, 40), Label.groupItem{ dataID = "item", content = "x" }, SpacerItem{ dataID = "rest" } },
      { width = 200 })
    assert.are.equal(40, frame("item").height)
    assert.are.equal(0, frame("item").y)
  end)

  it("top", function()
    layout(row("top"), { width = 200 })
    expect_frame("item", { x = 20, y = 0, width = 20, height = 10 })
  end)

  it("bottom", function()
    layout(row("bottom"), { width = 200 })
    expect_frame("item", { x = 20, y = 30, width = 20, height = 10 })
  end)

  it("center", function()
    layout(row("center"), { width = 200 })
    expect_frame("item", { x = 20, y = 15, width = 20, height = 10 })
  end)

  it("an item's own verticalAlignment wins over the group's", function()
    layout(HGroup{ alignment = "top", box("tall", 20, 40), box("item", 20, 10):verticalAlignment("bottom"), SpacerItem{ dataID = "rest" } },
      { width = 200 })
    expect_frame("item", { x = 20, y = 30, width = 20, height = 10 })
  end)

  it("{ centered = dataID } centres on a sibling", function()
    layout(HGroup{ alignment = "top",
      box("tall", 20, 40):padding{ top = 20, leading = 0, bottom = 0, trailing = 0 },
      box("item", 20, 10):verticalAlignment{ centered = "tall" },
      SpacerItem{ dataID = "rest" },
    }, { width = 200 })
    expect_frame("item", { x = 20, y = 35, width = 20, height = 10 })
  end)
end)

describe("horizontal alignments in a VGroup (100 wide, item 20 wide)", function()
  local function column(alignment)
    return VGroup{ alignment = alignment, box("item", 20, 10) }
  end

  it("leading", function()
    layout(column("leading"), { width = 100 })
    expect_frame("item", { x = 0, y = 0, width = 20, height = 10 })
  end)

  it("trailing", function()
    layout(column("trailing"), { width = 100 })
    expect_frame("item", { x = 80, y = 0, width = 20, height = 10 })
  end)

  it("center", function()
    layout(column("center"), { width = 100 })
    expect_frame("item", { x = 40, y = 0, width = 20, height = 10 })
  end)

  it("fill stretches the item", function()
    layout(VGroup{ alignment = "fill", Label.groupItem{ dataID = "item", content = "x" } }, { width = 100 })
    assert.are.equal(100, frame("item").width)
  end)

  it("an item's horizontalAlignment wins over the group's", function()
    layout(VGroup{ alignment = "leading", box("a", 20, 10), box("item", 20, 10):horizontalAlignment("trailing") }, { width = 100 })
    expect_frame("a", { x = 0, y = 0, width = 20, height = 10 })
    expect_frame("item", { x = 80, y = 10, width = 20, height = 10 })
  end)

  it("{ custom = function } places the item with constraint strings", function()
    layout(VGroup{
      box("item", 20, 10):horizontalAlignment{ custom = function(container, item)
        assert.are.equal("container", container.name)
        assert.are.equal("item", item.dataID)
        return { "item.leading == container.leading + 33" }
      end },
    }, { width = 100 })
    expect_frame("item", { x = 33, y = 0, width = 20, height = 10 })
  end)

  it("a custom function that fails places nothing but layout goes on, and fails the layout", function()
    local ok, message = pcall(layout, VGroup{ alignment = "leading",
      box("a", 20, 10),
      box("item", 20, 10):horizontalAlignment{ custom = function() return { "item.leading == nowhere.leading" } end },
    }, { width = 100 })
    assert.is_false(ok)
    assert.truthy(message:find("groups_alignment_spec.lua:%d+: custom alignment of 'item': constraint \"item.leading == nowhere.leading\": unknown item 'nowhere'"), message)
    expect_frame("a", { x = 0, y = 0, width = 20, height = 10 })
  end)
end)

describe("ZGroup alignments", function()
  it("places items by its horizontal and vertical alignment", function()
    layout(ZGroup{ horizontalAlignment = "trailing", verticalAlignment = "bottom", box("back", 100, 50), box("badge", 10, 10) },
      { width = 100 })
    expect_frame("badge", { x = 90, y = 40, width = 10, height = 10 })
  end)

  it("lets an item override both", function()
    layout(ZGroup{ box("back", 100, 50), box("badge", 10, 10):horizontalAlignment("leading"):verticalAlignment("top") },
      { width = 100 })
    expect_frame("badge", { x = 0, y = 0, width = 10, height = 10 })
  end)
end)

describe("accessibility reflow", function()
  after_each(function() setContentSizeCategory("large") end)

  local function row(reflows)
    return HGroup{ spacing = 10, alignment = "top", reflowsForAccessibilityTypeSizes = reflows, accessibilityAlignment = "leading",
      box("a", 20, 20), box("b", 30, 10), SpacerItem{ dataID = "rest" } }
  end

  it("lays an HGroup out side by side at default sizes", function()
    layout(row(true), { width = 200 })
    expect_frame("b", { x = 30, y = 0, width = 30, height = 10 })
  end)

  it("stacks it vertically at accessibility sizes", function()
    layout(row(true), { width = 200 })
    setContentSizeCategory("accessibilityLarge")
    expect_frame("a", { x = 0, y = 0, width = 20, height = 20 })
    expect_frame("b", { x = 0, y = 30, width = 30, height = 10 })
  end)

  it("stays horizontal when told not to reflow", function()
    layout(row(false), { width = 200 })
    setContentSizeCategory("accessibilityLarge")
    expect_frame("b", { x = 30, y = 0, width = 30, height = 10 })
  end)

  it(":reflowsForAccessibilityTypeSizes(false) returns a group that does not reflow", function()
    layout(row(true):reflowsForAccessibilityTypeSizes(false), { width = 200 })
    setContentSizeCategory("accessibilityExtraLarge")
    expect_frame("b", { x = 30, y = 0, width = 30, height = 10 })
  end)

  it(":forceAccessibilityVerticalLayout(true) stacks at any size", function()
    layout(VGroup{ HGroupItem{ dataID = "row", spacing = 4, box("a", 20, 20), box("b", 30, 10) }
      :forceAccessibilityVerticalLayout(true) }, { width = 200 })
    expect_frame("b", { x = 0, y = 24, width = 30, height = 10 })
  end)
end)
