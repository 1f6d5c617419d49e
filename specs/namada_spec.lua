-- NamadaLayout's DSL from Lua: exact frames for each relation, shortcut, size and priority rule,
-- the sub-layout options on re-layout, and clear errors with the script's line for bad input.
local h = require("model_helpers")
local expect_frame, error_of, expect_contains = h.expect_frame, h.error_of, h.expect_contains

-- Lays `build` out as a screen in a 400×800 container; frames are in container coordinates.
local function screen(build, option)
  local root = option and layoutContent(option, build) or layoutContent(build)
  layout(root, { width = 400, height = 800 })
  return root
end

describe("namada position constraints", function()
  it("measures distances inward from each edge of the parent", function()
    screen(function(content)
      content:putView{ dataID = "box" }
        :top({ equalTo = 10 }, "parent"):left({ equalTo = 20 }, "parent")
        :right({ equalTo = 30 }, "parent"):bottom({ equalTo = 40 }, "parent")
    end)
    expect_frame("box", { x = 20, y = 10, width = 350, height = 750 })
  end)

  it("relates to the previous view's anchor and to views by dataID", function()
    screen(function(content)
      content:putView{ dataID = "bar" }:at("fullTop", "equal"):height{ equalTo = 44 }
      content:putView{ dataID = "below" }
        :top({ equalTo = 18 }, Anchor("previous").bottomAnchor)
        :horizontal({ equalTo = 16 }, "previous")
        :height{ equalTo = 20 }
      content:putView{ dataID = "beside" }
        :left({ moreThanTo = 10 }, Anchor("below").rightAnchor)
        :centerY({ lessThanTo = 4 }, Anchor("below").centerYAnchor)
        :top("equal", "parent", "defaultLow")
        :size{ equalTo = { width = 5, height = 5 } }
    end)
    expect_frame("bar", { x = 0, y = 0, width = 400, height = 44 })
    expect_frame("below", { x = 16, y = 62, width = 368, height = 20 })
    -- left ≥ 384 + 10; centerY ≤ 72 + 4 with the top pulled toward 0 at 250: y 0.
    expect_frame("beside", { x = 394, y = 0, width = 5, height = 5 })
  end)

  it("reads moreThan and lessThan on the shortcuts as insets", function()
    screen(function(content)
      content:putView{ dataID = "narrow" }:top("equal", "parent"):centerX("equal", "parent")
        :horizontal({ moreThanTo = 18 }, "parent"):width({ equalTo = 100 }, "defaultLow"):height{ equalTo = 10 }
      content:putView{ dataID = "wide" }:bottom("equal", "parent"):centerX("equal", "parent")
        :horizontal({ moreThanTo = 18 }, "parent"):width({ equalTo = 1000 }, "defaultLow"):height{ equalTo = 10 }
      content:putView{ dataID = "stretched" }:edges({ lessThanTo = 100 }, "parent")
        :size({ equalTo = { width = 1, height = 1 } }, "defaultLow")
    end)
    expect_frame("narrow", { x = 150, y = 0, width = 100, height = 10 })
    expect_frame("wide", { x = 18, y = 790, width = 364, height = 10 })
    expect_frame("stretched", { x = 100, y = 100, width = 200, height = 600 })
  end)

  it("takes a distance per edge on the shortcuts", function()
    screen(function(content)
      content:putView{ dataID = "boxed" }:edges({ equalTo = { top = 10, left = 20, bottom = 30, right = 40 } }, "parent")
      content:putView{ dataID = "banded" }:horizontal({ equalTo = { left = 9, right = 18 } }, "parent")
        :top("equal", "parent"):height{ equalTo = 5 }
    end)
    expect_frame("boxed", { x = 20, y = 10, width = 340, height = 760 })
    expect_frame("banded", { x = 9, y = 0, width = 373, height = 5 })
  end)

  it("puts views in corners, along sides and next to others", function()
    screen(function(content)
      content:putView{ dataID = "logo" }:center("equal", "parent"):size{ equalTo = { width = 100, height = 100 } }
      content:putView{ dataID = "above" }:at({ topOf = "logo" }, { equalTo = 8 }):size{ equalTo = { width = 20, height = 10 } }
      content:putView{ dataID = "right" }:at({ rightOf = "logo" }, { equalTo = 8 }):size{ equalTo = { width = 20, height = 10 } }
      content:putView{ dataID = "corner" }:at("bottomRight", { equalTo = 10 }):size{ equalTo = { width = 30, height = 40 } }
      content:putView{ dataID = "side" }:at("fullLeft", { equalTo = 10 }, "parent", 1000):width{ equalTo = 30 }
    end)
    expect_frame("logo", { x = 150, y = 350, width = 100, height = 100 })
    expect_frame("above", { x = 190, y = 332, width = 20, height = 10 })
    expect_frame("right", { x = 258, y = 395, width = 20, height = 10 })
    expect_frame("corner", { x = 360, y = 750, width = 30, height = 40 })
    expect_frame("side", { x = 10, y = 10, width = 30, height = 780 })
  end)

  it("keeps a view in between two others, even one put later", function()
    screen(function(content)
      content:putView{ dataID = "top" }:at("fullTop", "equal"):height{ equalTo = 100 }
      content:putView{ dataID = "middle" }:inBetween("top", "bottom", { vertically = { equalTo = 10 } })
        :left("equal", "parent"):width{ equalTo = 50 }
      content:putView{ dataID = "bottom" }:at("fullBottom", "equal"):height{ equalTo = 100 }
    end)
    expect_frame("middle", { x = 0, y = 110, width = 50, height = 580 })
  end)

  it("relates to the safe area of the parent, the previous view and itself", function()
    setDevice{ width = 400, height = 800, safeArea = { top = 40, bottom = 20 } }
    show(layoutContent(function(content)
      content:putView{ dataID = "full" }:edges("equal", "parent")
      content:putView{ dataID = "banner" }:top("equal", "previousSafeArea"):horizontal("equal", "safeArea"):height{ equalTo = 10 }
      content:putView{ dataID = "footer" }:bottom({ equalTo = 4 }, "safeArea"):left("equal", "parent")
        :size{ equalTo = { width = 10, height = 10 } }
    end))
    expect_frame("full", { x = 0, y = 0, width = 400, height = 800 })
    expect_frame("banner", { x = 0, y = 40, width = 400, height = 10 })
    expect_frame("footer", { x = 0, y = 766, width = 10, height = 10 })
  end)
end)

describe("namada size constraints and priorities", function()
  it("sizes to the parent with a multiplier and constant, and to another view's anchor", function()
    screen(function(content)
      content:putView{ dataID = "box" }:at("topLeft", "equal")
        :width({ equalTo = "parent" }, { multiplyBy = 0.75, constant = 18 })
        :height({ equalTo = Anchor("parent").widthAnchor }, { multiplyBy = 0.5 })
      content:putView{ dataID = "half" }:at("bottomLeft", "equal")
        :size({ lessThanTo = "box" }, { multiplyBy = 0.5, constant = 10 })
        :size({ moreThanTo = { width = 1000, height = 1000 } }, "defaultLow")
    end)
    expect_frame("box", { x = 0, y = 0, width = 318, height = 200 })
    expect_frame("half", { x = 0, y = 690, width = 169, height = 110 })
  end)

  it("gives earlier constraints higher default priorities, from 999 down", function()
    screen(function(content)
      content:putView{ dataID = "first" }:at("topLeft", "equal"):width{ equalTo = 10 }
        :height{ equalTo = 100 }:height{ equalTo = 200 }
      content:putView{ dataID = "explicit" }:at("topRight", "equal"):width{ equalTo = 10 }
        :height({ equalTo = 100 }, "defaultLow"):height{ equalTo = 200 }
    end)
    expect_frame("first", { x = 0, y = 0, width = 10, height = 100 })
    expect_frame("explicit", { x = 390, y = 0, width = 10, height = 200 })
  end)

  it("sets properties in the chain and with apply", function()
    local applied
    screen(function(content)
      content:putLabel{ dataID = "title", content = "old" }:text("Hello"):at("topLeft", "equal")
        :apply(function(view) applied = tostring(view) end)
    end)
    assert.are.equal('"Hello"', find("title").content)
    assert.are.equal("<Label:title>", applied)
  end)
end)

describe("namada stacks and scroll views", function()
  it("lines stacked views up with spacing and custom space", function()
    screen(function(content)
      content:putVStack{ dataID = "stack", alignment = "center", spacing = 8 }:at("topLeft", { equalTo = 10 })
        :layoutContent(function(stack)
          stack:putStackedColorView{ dataID = "a", style = { size = { width = 100, height = 20 } } }
          stack:putSpace(16)
          stack:putStackedColorView{ dataID = "b", style = { size = { width = 60, height = 30 } } }
          stack:putStackedColorView{ dataID = "c", style = { size = { width = 40, height = 10 } } }
        end)
    end)
    expect_frame("stack", { x = 10, y = 10, width = 100, height = 84 })
    expect_frame("a", { x = 10, y = 10, width = 100, height = 20 })
    expect_frame("b", { x = 30, y = 46, width = 60, height = 30 })
    expect_frame("c", { x = 40, y = 84, width = 40, height = 10 })
  end)

  it("sizes vertical scroll content to the scroll view's width and its content's height", function()
    screen(function(content)
      content:putScroll{ dataID = "scroll" }:edges("equal", "parent"):layoutContent(function(scroll)
        scroll:putScrollVContentView{ dataID = "content" }:layoutContent(function(inner)
          inner:putView{ dataID = "tall" }:edges({ equalTo = 10 }, "parent"):height{ equalTo = 1000 }
        end)
      end)
    end)
    expect_frame("scroll", { x = 0, y = 0, width = 400, height = 800 })
    expect_frame("content", { x = 0, y = 0, width = 400, height = 1020 })
    expect_frame("tall", { x = 10, y = 10, width = 380, height = 1000 })
  end)
end)

describe("namada sub-layout options", function()
  local box
  -- Puts the same box again on every pass (a new one the first time), top at `top`.
  local function place(top, extra)
    return function(content)
      box = box and content:put(box) or content:putView{ dataID = "box" }
      box:top({ equalTo = top }, "parent"):left("equal", "parent"):size{ equalTo = { width = 10, height = 10 } }
      if extra then content:putView{ dataID = extra }:at("bottomRight", "equal"):size{ equalTo = { width = 1, height = 1 } } end
    end
  end

  before_each(function() box = nil end)

  it("addNew keeps the old constraints: the earlier top wins at the same priority", function()
    local root = screen(place(10))
    root:layoutContent(place(50))
    expect_frame("box", { x = 0, y = 10, width = 10, height = 10 })
  end)

  it("editExisting changes the constant of the matching constraint", function()
    local root = screen(place(10))
    root:layoutContent("editExisting", place(50))
    expect_frame("box", { x = 0, y = 50, width = 10, height = 10 })
  end)

  it("removeOldAndAddNew replaces the constraints and keeps the views", function()
    local root = screen(place(10, "other"))
    root:layoutContent("removeOldAndAddNew", place(50))
    expect_frame("box", { x = 0, y = 50, width = 10, height = 10 })
    assert.are.equal("View", find("other").component)
  end)

  it("cleanLayoutAndAddNew also removes the views an earlier pass put", function()
    local root = screen(place(10, "other"))
    root:layoutContent("cleanLayoutAndAddNew", place(50))
    expect_frame("box", { x = 0, y = 50, width = 10, height = 10 })
    assert.is_nil(find("other"))
  end)

  it("view:layout lays out a view's own constraints in a new pass", function()
    local root = screen(place(10))
    box:layout("removeOldAndAddNew", function(l)
      l:at("bottomLeft", "equal"):size{ equalTo = { width = 20, height = 20 } }
    end)
    expect_frame("box", { x = 0, y = 780, width = 20, height = 20 })
  end)
end)

describe("namada bad input", function()
  it("refuses previous when nothing was put before, naming the line", function()
    local message = error_of(function()
      return layoutContent(function(content)
        content:putView{ dataID = "first" }:top("equal", "previous")
      end)
    end)
    expect_contains(message, "namada_spec.lua:224:")
    expect_contains(message, "bad argument #2 to 'top' ('previous': no view was put before <View:first> in its container)")
  end)

  it("reports a constraint to a view outside the hierarchy with the line that asked for it", function()
    local stranger
    layoutContent(function(content) stranger = content:putView{ dataID = "stranger" } end)
    local message = error_of(function()
      return layoutContent(function(content)
        content:putView{ dataID = "mine" }:top("equal", Anchor(stranger).bottomAnchor)
      end)
    end)
    expect_contains(message, "layout failed at ")
    expect_contains(message, "namada_spec.lua:236: cannot relate top of <View:mine> to <View:stranger>.bottom: <View:stranger> is not in the view hierarchy of <View:mine>")
  end)

  it("reports an unknown dataID target when the pass completes", function()
    local message = error_of(function()
      return layoutContent(function(content)
        content:putView{ dataID = "mine" }:inBetween("nowhere", "parent", { vertically = "equal" })
      end)
    end)
    expect_contains(message, "namada_spec.lua:246: cannot relate top of <View:mine> to 'nowhere'.bottom: no view with identifier 'nowhere'")
  end)

  it("names bad relations, targets, priorities and options", function()
    local function try(build) return error_of(function() return layoutContent(build) end) end
    expect_contains(try(function(c) c:putView{ dataID = "v" }:top("equall", "parent") end),
      "unknown relation 'equall'; did you mean 'equal'?")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:top("equal", 42) end),
      "bad argument #2 to 'top' (target (")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:top("equal", "parent", 5000) end),
      "bad argument #3 to 'top' (priorities run 1…1000, got 5000")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:at("middle", "equal") end),
      "unknown position 'middle'")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:height{ equalTo = true } end),
      "bad argument #1 to 'height' (target (")
    expect_contains(error_of(function() layoutContent("removeOld", function() end) end),
      "unknown sub-layout option 'removeOld'")
    expect_contains(try(function(c) c:putStackedView{ dataID = "v" } end),
      "namada_spec.lua:266: putStacked needs a stack: <ScreenView:root> is not a StackView")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:spacing(4) end), "'spacing' needs a stack, got <View:v>")
    expect_contains(try(function(c) c:putLabel{ content = "no id" } end), "field 'dataID'")
  end)

  it("reports a missing parent when a root lays out its own constraints", function()
    local root = layoutContent(function() end)
    local message = error_of(function() root:layout(function(l) l:top("equal", "parent") end) end)
    expect_contains(message, "cannot relate top of <ScreenView:root> to parent: <ScreenView:root> has no superview")
  end)

  it("refuses to put a group, which makes no view", function()
    expect_contains(error_of(function() layoutContent(function(c) c:put(VGroup{}) end) end),
      "makes no view (groups and spacers cannot be put; wrap them in a component)")
  end)

  it("refuses constraints on a chain whose pass has finished", function()
    local held
    layoutContent(function(content) held = content:putView{ dataID = "late" } end)
    expect_contains(error_of(function() held:top("equal", "parent") end),
      "'top' on <View:late> outside its layout")
  end)

  it("passes errors raised inside the layout function through with their line", function()
    local message = error_of(function() layoutContent(function() error("boom") end) end)
    expect_contains(message, "namada_spec.lua:291: boom")
  end)
end)
