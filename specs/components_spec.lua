-- The built-in components as group items: content and style from tables or shorthands, style
-- setters returning new models, behaviors calling Lua, updates keeping views.
local h = require("model_helpers")
local expect_frame, box, error_of, expect_contains = h.expect_frame, h.box, h.error_of, h.expect_contains

describe("Label.groupItem", function()
  it("takes a string content and a text style name", function()
    local size = measureText{ text = "Hello", style = "headline" }
    layout(VGroup{ alignment = "leading", Label.groupItem{ dataID = "t", content = "Hello", style = "headline" } }, { width = 300 })
    expect_frame("t", { x = 0, y = 0, width = size.width, height = size.height })
  end)

  it("takes a style table with an explicit font", function()
    local size = measureText{ text = "Hi", font = { size = 30, weight = "bold" } }
    layout(VGroup{ alignment = "leading",
      Label.groupItem{ dataID = "t", content = "Hi", style = { font = { size = 30, weight = "bold" }, color = "#FF0000", alignment = "center" } },
    }, { width = 300 })
    expect_frame("t", { x = 0, y = 0, width = size.width, height = size.height })
  end)

  it(":numberOfLines(0) wraps the text to the width", function()
    local text = "The quick brown fox jumps over the lazy dog again and again"
    local wrapped = measureText{ text = text, style = "body", width = 120, numberOfLines = 0 }
    layout(VGroup{ Label.groupItem{ dataID = "t", content = text, style = "body" }:numberOfLines(0) }, { width = 120 })
    expect_frame("t", { x = 0, y = 0, width = 120, height = wrapped.height })
    assert.is_true(wrapped.lines > 1)
  end)

  it("prints readably", function()
    local label = Label.groupItem{ dataID = "title", content = "x" }
    assert.are.equal("Label.groupItem#title", tostring(label))
    assert.are.equal("title", label.dataID)
    assert.are.equal("Label.groupItem#title", tostring(label:textAlignment("center"):numberOfLines(2)))
  end)

  it("reports unknown style names with a suggestion", function()
    expect_contains(error_of(function() return Label.groupItem{ dataID = "t", style = "headlin" } end),
      "field 'style.font': unknown text style 'headlin'; did you mean 'headline'?")
    expect_contains(error_of(function() return Label.groupItem{ dataID = "t", style = { color = "systemBlu" } } end),
      "unknown color 'systemBlu'; did you mean 'systemBlue'?")
    expect_contains(error_of(function() return Label.groupItem{ dataID = "t", style = { colour = "red" } } end),
      "unknown field 'style.colour'; did you mean 'color'?")
    expect_contains(error_of(function() return Label.groupItem{ dataID = "t", content = {} } end),
      "field 'content': string expected, got table")
    expect_contains(error_of(function() return Label.groupItem{ dataID = "t" }:numberOfLines(-1) end),
      "a whole number ≥ 0 expected")
    expect_contains(error_of(function() return Label.groupItem{ dataID = "t" }:textAlignment("middle") end),
      "unknown text alignment 'middle'")
  end)
end)

describe("ColorView.groupItem", function()
  it("has the size of its style", function()
    layout(VGroup{ alignment = "leading", box("c", 44, 22) }, { width = 100 })
    expect_frame("c", { x = 0, y = 0, width = 44, height = 22 })
  end)

  it("fixes the axes its size gives; a free axis is the group's to decide (UIKit's plain view)", function()
    layout(VGroup{ ColorView.groupItem{ dataID = "c", style = { size = { height = 30 }, color = "systemRed" } } }, { width = 100 })
    expect_frame("c", { x = 0, y = 0, width = 100, height = 30 })
    -- A given size holds where the group would stretch a hugging-250 view (required hugging).
    layout(HGroup{ alignment = "top", ColorView.groupItem{ dataID = "c", style = { size = { width = 40, height = 10 } } },
      Label.groupItem{ dataID = "t", content = "Hi" } }, { width = 100 })
    expect_frame("c", { x = 0, y = 0, width = 40, height = 10 })
  end)

  it("takes its height from an aspect ratio without a size", function()
    -- Fill alignment: width == 300 (the group's); width == 3/2 × height gives 200.
    layout(VGroup{ ColorView.groupItem{ dataID = "hero", style = { color = "systemBlue" } }:aspectRatio(3 / 2) }, { width = 300 })
    expect_frame("hero", { x = 0, y = 0, width = 300, height = 200 })
    -- Leading alignment (trailing <= the group's): the fixed height 50 gives the width, 75.
    layout(VGroup{ alignment = "leading",
      ColorView.groupItem{ dataID = "hero", style = { size = { height = 50 } } }:aspectRatio(3 / 2) }, { width = 300 })
    expect_frame("hero", { x = 0, y = 0, width = 75, height = 50 })
  end)

  it("lets a required width and height win over an aspect ratio of lower priority", function()
    layout(VGroup{ ColorView.groupItem{ dataID = "hero", style = { size = { height = 50 } } }:aspectRatio(3 / 2, "defaultHigh") },
      { width = 300 })
    expect_frame("hero", { x = 0, y = 0, width = 300, height = 50 })
  end)

  it("rejects an aspect ratio that is not a number from 1:10000 to 10000:1", function()
    for _, ratio in ipairs({ 0, -1, 1e-300, 1e-5, 1e5, 1e308, math.huge, 0 / 0 }) do
      expect_contains(error_of(function() return box("c", 1, 1):aspectRatio(ratio) end),
        "an aspect ratio (width / height) must be between 0.0001 and 10000, got ")
    end
    assert.is_not_nil(box("wide", 1, 1):aspectRatio(10000))
    assert.is_not_nil(box("tall", 1, 1):aspectRatio(0.0001))
    expect_contains(error_of(function() return box("c", 1, 1):aspectRatio("wide") end), "number (width / height) expected")
    expect_contains(error_of(function() return box("c", 1, 1):aspectRatio(1, "sometimes") end), "bad argument #2")
  end)

  it("has setters for its style fields that return new models", function()
    local plain = box("c", 10, 10)
    local rounded = plain:cornerRadius(4):color("systemRed")
    assert.are_not.equal(plain, rounded)
    layout(VGroup{ alignment = "leading", rounded }, { width = 100 })
    expect_frame("c", { x = 0, y = 0, width = 10, height = 10 })
    expect_contains(error_of(function() return plain:cornerRadus(4) end),
      "no modifier 'cornerRadus' on ColorView.groupItem; did you mean 'cornerRadius'?")
  end)
end)

describe("other built-ins", function()
  it("make items from their content shorthands", function()
    layout(VGroup{ alignment = "leading",
      Button.groupItem{ dataID = "b", content = "Go", style = { backgroundColor = "systemBlue", cornerRadius = 8 } },
      ImageView.groupItem{ dataID = "i", content = "avatar", style = { size = { width = 48, height = 48 }, contentMode = "scaleAspectFill" } },
      TextField.groupItem{ dataID = "f", content = { text = "", placeholder = "Name" } },
      Checkbox.groupItem{ dataID = "x", content = true },
      Switch.groupItem{ dataID = "s", content = { isOn = false } },
      Divider.groupItem{ dataID = "d", style = { thickness = 2 } },
    }, { width = 200 })
    assert.are.equal("Button", find("b").component)
    expect_frame("i", { x = 0, y = frame("b").height, width = 48, height = 48 })
    assert.are.equal("checked", find("x").summary)
    assert.are.equal("off", find("s").summary)
    assert.are.equal(2, frame("d").height)
  end)

  it("report unknown behaviors and wrong types", function()
    expect_contains(error_of(function() return Button.groupItem{ dataID = "b", behaviors = { didTab = function() end } } end),
      "unknown field 'behaviors.didTab'; did you mean 'didTap'?")
    expect_contains(error_of(function() return Button.groupItem{ dataID = "b", behaviors = { didTap = 1 } } end),
      "field 'behaviors.didTap': function expected, got number")
    expect_contains(error_of(function() return Switch.groupItem{ dataID = "s", content = "on" } end), "field 'content'")
  end)
end)

describe("updates", function()
  local function screen(title)
    return VGroup{ alignment = "leading",
      Label.groupItem{ dataID = "title", content = title },
      box("icon", 10, 10),
    }
  end

  it("keep the same views when dataIDs and styles match", function()
    layout(screen("One"), { width = 200 })
    local title, icon = find("title").viewID, find("icon").viewID
    layout(screen("Two, longer"), { width = 200 })
    assert.are.equal(title, find("title").viewID)
    assert.are.equal(icon, find("icon").viewID)
    assert.are.equal('"Two, longer"', find("title").summary)
  end)

  it("make a new view when the style changes", function()
    layout(VGroup{ alignment = "leading", box("icon", 10, 10) }, { width = 200 })
    local icon = find("icon").viewID
    layout(VGroup{ alignment = "leading", box("icon", 20, 10) }, { width = 200 })
    assert.are_not.equal(icon, find("icon").viewID)
    expect_frame("icon", { x = 0, y = 0, width = 20, height = 10 })
  end)

  it("keep views on the window across show() calls", function()
    show(screen("One"))
    local title = find("title").viewID
    show(screen("Two"))
    assert.are.equal(title, find("title").viewID)
  end)

  it("lay out again after removing and inserting items", function()
    layout(VGroup{ alignment = "leading", box("a", 10, 10), box("b", 10, 10) }, { width = 50 })
    local b = find("b").viewID
    layout(VGroup{ alignment = "leading", box("new", 10, 5), box("b", 10, 10) }, { width = 50 })
    assert.are.equal(b, find("b").viewID)
    expect_frame("b", { x = 0, y = 5, width = 10, height = 10 })
    assert.is_nil(find("a"))
  end)
end)

describe("show and devices", function()
  after_each(function() setDevice("iphone-15") end)

  it("shows a root inside the window's margins and safe area", function()
    show(VGroup{ alignment = "leading", box("a", 10, 10) })
    expect_frame("a", { x = 16, y = 59, width = 10, height = 10 })
  end)

  it("re-lays out on setDevice", function()
    show(VGroup{ alignment = "leading", box("a", 10, 10) })
    setDevice("iphone-se")
    expect_frame("a", { x = 16, y = 20, width = 10, height = 10 })
    setDevice{ width = 800, height = 600, safeArea = { top = 5, leading = 0, bottom = 0, trailing = 0 } }
    expect_frame("a", { x = 20, y = 5, width = 10, height = 10 })
  end)
end)
