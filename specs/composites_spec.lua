-- The composite rows and bars as group items: content as tables or strings, their own
-- spacing and margins, behaviors checked by name, and their inner parts in snapshots.
local h = require("model_helpers")
local error_of, expect_contains = h.error_of, h.expect_contains

local headline = measureText{ text = "Title", style = "headline" }.height
local body = measureText{ text = "Subtitle", style = "body" }.height

describe("TextRow.groupItem", function()
  it("stacks title and subtitle inside the row margins", function()
    layout(VGroup{ TextRow.groupItem{ dataID = "row", content = { title = "Title", subtitle = "Subtitle" } } }, { width = 375 })
    assert.frame("row", { x = 0, y = 0, width = 375, height = 16 + headline + 8 + body + 16 })
  end)

  it("takes a string as the title and its own spacing and margins", function()
    layout(VGroup{ TextRow.groupItem{ dataID = "row", content = "Title",
      style = { spacing = 2, layoutMargins = { top = 4, leading = 4, bottom = 6, trailing = 4 } } } }, { width = 200 })
    assert.frame("row", { x = 0, y = 0, width = 200, height = 4 + headline + 6 })
    assert.are.equal("TextRow", find("row").component)
    assert.are.equal('"Title"', find("row").summary)
  end)
end)

describe("ImageRow.groupItem", function()
  it("is as tall as its text or its image, plus margins", function()
    layout(VGroup{
      ImageRow.groupItem{ dataID = "a", content = { image = "person", title = "Ada", subtitle = "Engineer", showsDisclosureIndicator = true } },
      ImageRow.groupItem{ dataID = "b", content = { image = "person", title = "Ada" }, style = { imageSize = { width = 60, height = 60 } } },
    }, { width = 375 })
    assert.frame("a", { x = 0, y = 0, width = 375, height = 16 + headline + 4 + body + 16 })
    assert.frame("b", { x = 0, y = 16 + headline + 4 + body + 16, width = 375, height = 16 + 60 + 16 })
    assert.are.equal('"Ada" image: person', find("a").summary)
  end)

  it("requires an image name", function()
    expect_contains(error_of(function() return ImageRow.groupItem{ dataID = "a", content = { title = "Ada" } } end),
      "field 'content.image': string expected, got nil")
  end)
end)

describe("ButtonRow.groupItem", function()
  it("holds a full-width button inside the row margins", function()
    local title = measureText{ text = "Continue", font = { size = 17, weight = "semibold" } }.height
    layout(VGroup{ ButtonRow.groupItem{ dataID = "b", content = "Continue", behaviors = { didTap = function() end } } }, { width = 375 })
    assert.frame("b", { x = 0, y = 0, width = 375, height = 16 + 14 + title + 14 + 16 })
  end)

  it("takes { text =, isEnabled = } and rejects unknown behaviors", function()
    layout(VGroup{ ButtonRow.groupItem{ dataID = "b", content = { text = "Later", isEnabled = false } } }, { width = 375 })
    assert.are.equal("ButtonRow", find("b").component)
    expect_contains(error_of(function() return ButtonRow.groupItem{ dataID = "b", behaviors = { didTapp = function() end } } end),
      "did you mean 'didTap'?")
  end)
end)

describe("CheckboxRow.groupItem", function()
  it("is as tall as the checkbox plus margins for a one-line title", function()
    layout(VGroup{ CheckboxRow.groupItem{ dataID = "c", content = { title = "Buy milk", isChecked = true },
      behaviors = { didToggle = function() end } } }, { width = 375 })
    assert.frame("c", { x = 0, y = 0, width = 375, height = 16 + 24 + 16 })
    assert.are.equal('"Buy milk" checked', find("c").summary)
  end)

  it("names a misspelled content field", function()
    expect_contains(error_of(function() return CheckboxRow.groupItem{ dataID = "c", content = { title = "x", checked = true } } end),
      "unknown field 'content.checked'; did you mean 'isChecked'?")
  end)
end)

describe("NavigationBar.groupItem", function()
  it("is the bar's minimum height and takes its behaviors", function()
    layout(VGroup{ NavigationBar.groupItem{ dataID = "nav", content = { title = "Inbox", showsBackButton = true, trailingButtonTitle = "Edit" },
      behaviors = { didTapBack = function() end, didTapTrailing = function() end } } }, { width = 375 })
    assert.frame("nav", { x = 0, y = 0, width = 375, height = 44 })
  end)

  it("takes a string title and a taller minimum height", function()
    layout(VGroup{ NavigationBar.groupItem{ dataID = "nav", content = "Inbox", style = { minimumHeight = 56 } } }, { width = 320 })
    assert.frame("nav", { x = 0, y = 0, width = 320, height = 56 })
    expect_contains(error_of(function() return NavigationBar.groupItem{ dataID = "nav", content = { title = "x", subtitle = "y" } } end),
      "unknown field 'content.subtitle'")
  end)
end)

describe("ToolbarBar.groupItem", function()
  it("spreads its items over the bar", function()
    layout(VGroup{ ToolbarBar.groupItem{ dataID = "tools", content = { itemTitles = { "Reply", "Forward" } },
      behaviors = { didTapItem = function(context) end } } }, { width = 375 })
    assert.frame("tools", { x = 0, y = 0, width = 375, height = 44 })
    assert.are.equal('"Reply" "Forward"', find("tools").summary)
  end)

  it("rejects titles that are not strings", function()
    expect_contains(error_of(function() return ToolbarBar.groupItem{ dataID = "t", content = { itemTitles = { "A", 2 } } } end),
      "field 'content.itemTitles[2]': string expected, got number")
  end)
end)

describe("Component summaries", function()
  it("keep the render counter on find(id), out of snapshots", function()
    local Row = Component{ name = "Row", body = function(content)
      return HGroup{ Label.groupItem{ dataID = "name", content = content.name } }
    end }
    show(VGroup{ Row.groupItem{ dataID = "row", content = { name = "Ada" } } })
    show(VGroup{ Row.groupItem{ dataID = "row", content = { name = "Grace" } } })
    assert.are.equal(2, find("row").renderCount)
    assert.are.equal("body: HGroup", find("row").summary)
  end)
end)

describe("composite snapshots", function()
  it("show every composite's inner parts", function()
    assert.snapshot(VGroup{
      TextRow.groupItem{ dataID = "text", content = { title = "Title", subtitle = "Subtitle" } },
      ImageRow.groupItem{ dataID = "image", content = { image = "person", title = "Ada", showsDisclosureIndicator = true } },
      ButtonRow.groupItem{ dataID = "button", content = "Continue" },
      CheckboxRow.groupItem{ dataID = "check", content = { title = "Buy milk", subtitle = "Whole", isChecked = false } },
      NavigationBar.groupItem{ dataID = "nav", content = { title = "Inbox", showsBackButton = true, trailingButtonTitle = "Edit", showsDivider = true } },
      ToolbarBar.groupItem{ dataID = "tools", content = { itemTitles = { "Reply", "Forward", "Delete" } } },
    }, "composites")
  end)
end)
