-- Bad input to the model API: clear errors naming the field, the index or the closest valid name,
-- with the script's line; never a crash.
local h = require("model_helpers")
local box, error_of, expect_contains = h.box, h.error_of, h.expect_contains

describe("bad group input", function()
  it("names the hole in an item list", function()
    local message = error_of(function() return VGroup{ box("a", 1, 1), nil, box("b", 1, 1) } end)
    expect_contains(message, "groups_errors_spec.lua:")
    expect_contains(message, "bad argument #1 to 'VGroup' (item 2 is nil")
  end)

  it("names a hole past the end of an item list given beside fields", function()
    local message = error_of(function() return VGroup{ spacing = 4, box("a", 1, 1), box("b", 1, 1), [4] = box("c", 1, 1) } end)
    expect_contains(message, "bad argument #1 to 'VGroup' (item 3 is nil")
  end)

  it("names an item that is not a model beside fields", function()
    expect_contains(error_of(function() return HGroup{ spacing = 2, box("a", 1, 1), 42 } end), "item 2 is a number, not a group item")
  end)

  it("names an item that is not a model", function()
    expect_contains(error_of(function() return HGroup{ box("a", 1, 1), "text" } end), "item 2 is a string, not a group item")
  end)

  it("names an item model given where a group item goes, and its group item", function()
    local row = TextRow.itemModel{ dataID = "row", content = { title = "Title" } }
    expect_contains(error_of(function() return VGroup{ box("a", 1, 1), row } end),
      "item 2 is TextRow.itemModel#row (an item model, for a collection's sections; use TextRow.groupItem{…} in a group)")
  end)

  it("asks for an …Item form when a root group is nested", function()
    expect_contains(error_of(function() return VGroup{ HGroup{ box("a", 1, 1) } } end),
      "item 1 is a HGroup without a dataID; nested groups are HGroupItem{ dataID = …, … }")
  end)

  it("requires a dataID on items", function()
    expect_contains(error_of(function() return SpacerItem{ minWidth = 4 } end),
      "bad argument #1 to 'SpacerItem' (field 'dataID': string, number or boolean expected, got nil)")
    expect_contains(error_of(function() return Label.groupItem{ content = "x" } end), "field 'dataID'")
  end)

  it("rejects a table dataID", function()
    expect_contains(error_of(function() return HGroupItem{ dataID = {}, box("a", 1, 1) } end),
      "field 'dataID': string, number or boolean expected, got table")
  end)

  it("suggests the closest alignment", function()
    expect_contains(error_of(function() return HGroup{ alignment = "centre" } end),
      "field 'alignment': unknown alignment 'centre'; did you mean 'center'?")
    expect_contains(error_of(function() return VGroup{ alignment = "top" } end),
      "unknown alignment 'top' (valid: fill, leading, trailing, center)")
    expect_contains(error_of(function() return box("a", 1, 1):verticalAlignment("leading") end), "unknown alignment 'leading'")
  end)

  it("names an unknown field of a group", function()
    expect_contains(error_of(function() return VGroup{ spacng = 4 } end), "unknown field 'spacng'; did you mean 'spacing'?")
  end)

  it("rejects bad spacing and priorities", function()
    expect_contains(error_of(function() return VGroup{ spacing = 0/0 } end), "field 'spacing': a finite number expected")
    expect_contains(error_of(function() return VGroup{ spacing = 1/0 } end), "field 'spacing': a finite number expected, got inf")
    expect_contains(error_of(function() return box("a", 1, 1):padding(0/0) end), "padding must be a finite number")
    expect_contains(error_of(function() return box("a", 1, 1):padding{ top = -1/0 } end), "field 'top': a finite number expected, got -inf")
    expect_contains(error_of(function() return box("a", 1, 1):contentHuggingPriority(2000, "horizontal") end),
      "priorities run 1…1000, got 2000")
    expect_contains(error_of(function() return box("a", 1, 1):contentHuggingPriority("high", "horizontal") end),
      "unknown priority 'high'")
    expect_contains(error_of(function() return box("a", 1, 1):contentHuggingPriority("required", "sideways") end),
      "bad argument #2 to 'contentHuggingPriority' (unknown axis 'sideways'")
  end)

  it("names an unknown modifier and suggests one", function()
    expect_contains(error_of(function() return box("a", 1, 1):paddin(4) end),
      "no modifier 'paddin' on ColorView.groupItem; did you mean 'padding'?")
    expect_contains(error_of(function() return VGroup{}:reflowsForAccessibilityTypeSizes(true) end),
      "no modifier 'reflowsForAccessibilityTypeSizes' on VGroup")
  end)

  it("reports an unknown component with Lua's own message", function()
    expect_contains(error_of(function() return Lable.groupItem{ dataID = "x" } end), "global 'Lable'") -- luacheck: ignore 113
    expect_contains(error_of(function() return Label.grupItem{ dataID = "x" } end),
      "no field 'grupItem' on Label; did you mean 'groupItem'?")
  end)
end)

describe("bad layout input", function()
  it("requires a model as the root", function()
    expect_contains(error_of(function() layout({}, { width = 10 }) end),
      "bad argument #1 to 'layout' (group, group item or component instance expected, got table)")
    expect_contains(error_of(function() show(42) end), "bad argument #1 to 'show'")
  end)

  it("names unknown layout options", function()
    expect_contains(error_of(function() layout(VGroup{}, { widht = 10 }) end), "did you mean 'width'?")
  end)

  it("lists close dataIDs for an unknown one", function()
    layout(VGroup{ box("title", 1, 1), box("subtitle", 1, 1) }, { width = 10 })
    expect_contains(error_of(function() return frame("titel") end),
      "no item with dataID 'titel'; did you mean 'title'? (dataIDs: title, subtitle)")
  end)

  it("lists each dataID once and at most a dozen, for frame and tap alike", function()
    local rows = {}
    for i = 1, 20 do rows[i] = HGroupItem{ dataID = "row" .. i, box("title", 1, 1) } end
    show(VGroup(rows))
    local expected = "no item with dataID 'nope' (dataIDs: row1, title, row2, row3, row4, row5, row6, row7, row8, row9, row10, row11, …)"
    expect_contains(error_of(function() return frame("nope") end), expected)
    expect_contains(error_of(function() tap("nope") end), expected)
  end)

  it("rejects unknown devices and size categories", function()
    expect_contains(error_of(function() setDevice("iphone-16") end), "unknown device 'iphone-16'; did you mean 'iphone-15'?")
    expect_contains(error_of(function() setContentSizeCategory("huge") end), "unknown size category 'huge'")
  end)

  it("keeps the last layout after a failed model", function()
    layout(VGroup{ alignment = "leading", box("kept", 10, 10) }, { width = 50 })
    pcall(function() layout(VGroup{ box("x", 1, 1), 7 }, { width = 50 }) end)
    assert.are.same({ x = 0, y = 0, width = 10, height = 10 }, frame("kept"))
  end)
end)
