-- NamadaLayout's DSL from Lua: exact frames for each relation, shortcut, size and priority rule,
-- the sub-layout options on re-layout, and clear errors with the script's line for bad input.
local h = require("model_helpers")
local expect_frame, error_of, expect_contains = h.expect_frame, h.error_of, h.expect_contains

-- "namada_spec.lua:N:" for the line after the one calling this (sandboxed scripts have no debug
-- library: the position `error` adds at level 3 names the caller's line).
local function next_line()
  local _, message = pcall(error, "", 3)
  return "namada_spec.lua:" .. (tonumber(message:match(":(%d+):")) + 1) .. ":"
end

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

  it("finds views whose dataIDs are numbers", function()
    screen(function(content) content:putView{ dataID = 7 }:at("topLeft", { equalTo = 3 }):size{ equalTo = { width = 1, height = 2 } } end)
    expect_frame(7, { x = 3, y = 3, width = 1, height = 2 })
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

  it("fills views, stacks and scroll views with a background colour", function()
    screen(function(content)
      content:putView{ dataID = "panel", backgroundColor = "systemBlue" }:edges("equal", "parent")
      content:putVStack{ dataID = "stack" }:backgroundColor("#FF0000"):at("topLeft", "equal")
    end)
    expect_frame("panel", { x = 0, y = 0, width = 400, height = 800 })
    expect_contains(error_of(function()
      layoutContent(function(c) c:putView{ dataID = "v" }:backgroundColor("blurple") end)
    end), "unknown color 'blurple'")
    expect_contains(error_of(function()
      layoutContent(function(c) c:putLabel{ dataID = "l", content = "x" }:backgroundColor("red") end)
    end), "'backgroundColor' needs a view, stack or scroll view, got <Label:l> (components take their colours from their style)")
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
    assert.are.equal('"Hello"', find("title").summary)
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
    assert.are.equal("ContainerView", find("other").component)
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

describe("namada molecules", function()
  it("lays out a molecule's content when it is put, between will and did", function()
    local events = {}
    local Badge = Molecule{
      layoutContent = function(content, badge)
        events[#events + 1] = "layoutContent " .. tostring(badge)
        content:putView{ dataID = "dot" }:center("equal", "parent"):size{ equalTo = { width = 8, height = 8 } }
      end,
      moleculeWillLayout = function() events[#events + 1] = "will" end,
      moleculeDidLayout = function() events[#events + 1] = "did" end,
    }
    screen(function(content)
      content:put(Badge{ dataID = "badge" }):at("topLeft", { equalTo = 10 }):size{ equalTo = { width = 40, height = 40 } }
    end)
    assert.are.same({ "will", "layoutContent <LuaMoleculeView:badge>", "did" }, events)
    expect_frame("badge", { x = 10, y = 10, width = 40, height = 40 })
    expect_frame("dot", { x = 26, y = 26, width = 8, height = 8 })
  end)

  local function swatchCell(behaviour)
    return MoleculeCell{
      layoutBehaviour = behaviour,
      layoutContent = function(content)
        content:putColorView{ dataID = "swatch", style = { size = { width = 40, height = 30 } } }
          :top({ equalTo = 12 }, "parent"):left({ equalTo = 16 }, "parent"):bottom({ equalTo = 12 }, "parent")
      end,
    }
  end

  it("lays a cell out again only in the phases its behaviour names", function()
    local once = swatchCell()({ dataID = "once" })
    assert.are.same({ true, false, false }, { once:layoutCell("setNeedsLayout"), once:layoutCell("setNeedsLayout"), once:prepareForReuse() })
    local onReuse = swatchCell{ layoutOn = "reused" }{}
    assert.are.same({ true, false, true }, { onReuse:layoutCell("firstLoad"), onReuse:layoutCell("setNeedsLayout"), onReuse:prepareForReuse() })
    local onEach = swatchCell{ layoutOnEach = { "reused", "setNeedsLayout" } }{}
    assert.are.same({ true, true, true, false }, { onEach:layoutCell("firstLoad"), onEach:layoutCell("setNeedsLayout"),
                                                  onEach:prepareForReuse(), onEach:layoutCell("firstLoad") })
    local always = swatchCell("alwaysLayout"){}
    assert.are.same({ true, true, true }, { always:layoutCell("firstLoad"), always:layoutCell("firstLoad"), always:prepareForReuse() })
    assert.are.equal(3, always:layoutCount())
  end)

  it("sizes a cell to its content, or as its calculated size says", function()
    local cell = swatchCell(){ dataID = "cell" }
    assert.are.same({ width = 300, height = 54 }, cell:cellSize(300))
    assert.are.equal(54, cell:cellHeight(300))
    layout(cell, { width = 300 })
    expect_frame("swatch", { x = 16, y = 12, width = 40, height = 30 })
    local Square = MoleculeCell{
      layoutContent = function() end,
      calculatedCellSize = function(width) return { width = width / 3, height = width / 3 } end,
      calculatedCellHeight = function(width) return width / 4 end,
    }
    assert.are.same({ width = 100, height = 100 }, Square{}:cellSize(300))
    assert.are.equal(75, Square{}:cellHeight(300))
  end)

  it("fails a sizing callback that returns what it may not, and takes nil for no size", function()
    local returned
    local Sized = MoleculeCell{
      layoutContent = function() end,
      calculatedCellSize = function() return returned end,
      calculatedCellHeight = function() return returned end,
    }
    for _, bad in ipairs({ 0 / 0, -1, "x", { width = 0 / 0, height = 1 }, { height = 2 } }) do
      returned = bad
      local _, sizeError = pcall(function() return Sized{}:cellSize(300) end)
      assert.matches("calculatedCellSize of .*: returned .*; { width = n, height = n } with finite numbers ≥ 0, or nil expected", sizeError)
    end
    for _, bad in ipairs({ 0 / 0, -1, "x", {} }) do
      returned = bad
      local _, heightError = pcall(function() return Sized{}:cellHeight(300) end)
      assert.matches("calculatedCellHeight of .*: returned .*; a finite number ≥ 0, or nil expected", heightError)
    end
    returned = nil
    assert.are.same({ width = 300, height = 0 }, Sized{}:cellSize(300))
  end)

  it("re-lays a cell with the option layoutOption returns, removeOldAndAddNew by default", function()
    local placements = 0
    local Moving = MoleculeCell{
      layoutBehaviour = "alwaysLayout",
      layoutOption = function(phase) return phase == "reused" and "editExisting" or nil end,
      layoutContent = function(content)
        placements = placements + 1
        content:putColorView{ dataID = "swatch" .. placements, style = { size = { width = 10, height = 10 } } }
          :top({ equalTo = placements }, "parent"):left("equal", "parent")
      end,
    }
    local cell = Moving{ dataID = "moving" }
    cell:layoutCell("firstLoad")
    cell:layoutCell("setNeedsLayout")
    layout(cell, { width = 100, height = 100 })
    -- setNeedsLayout removed swatch1's constraints (it keeps its zero frame); swatch2 is at 2.
    expect_frame("swatch1", { x = 0, y = 0, width = 0, height = 0 })
    expect_frame("swatch2", { x = 0, y = 2, width = 10, height = 10 })
    -- reused edits existing constraints: swatch3 is new, so its constraints are added.
    cell:prepareForReuse()
    expect_frame("swatch3", { x = 0, y = 3, width = 10, height = 10 })
    expect_frame("swatch2", { x = 0, y = 2, width = 10, height = 10 })
  end)

  it("raises what a molecule's layoutContent raised, with its line", function()
    local at = next_line()
    local Broken = Molecule{ layoutContent = function() error("molecule broke") end }
    local message = error_of(function() layoutContent(function(c) c:put(Broken{}) end) end)
    expect_contains(message, at .. " molecule broke")
    expect_contains(error_of(function() MoleculeCell{ layoutContent = function() end, layoutBehaviour = { layoutOn = "reuse" } } end),
      "field 'layoutBehaviour': unknown phase 'reuse'; did you mean 'reused'?")
    expect_contains(error_of(function() layoutContent(function(c) c:putView{ dataID = "v" }:layoutCell("firstLoad") end) end),
      "'layoutCell' needs a MoleculeCell, got <ContainerView:v>")
  end)
end)

describe("namada bad input", function()
  it("refuses previous when nothing was put before, naming the line", function()
    local at
    local message = error_of(function()
      return layoutContent(function(content)
        at = next_line()
        content:putView{ dataID = "first" }:top("equal", "previous")
      end)
    end)
    expect_contains(message, at)
    expect_contains(message, "bad argument #2 to 'top' ('previous': no view was put before <ContainerView:first> in its container)")
  end)

  it("reports a constraint to a view outside the hierarchy with the line that asked for it", function()
    local stranger
    layoutContent(function(content) stranger = content:putView{ dataID = "stranger" } end)
    local at
    local message = error_of(function()
      return layoutContent(function(content)
        at = next_line()
        content:putView{ dataID = "mine" }:top("equal", Anchor(stranger).bottomAnchor)
      end)
    end)
    expect_contains(message, "layout failed at ")
    expect_contains(message, at .. " cannot relate top of <ContainerView:mine> to <ContainerView:stranger>.bottom: <ContainerView:stranger> is not in the view hierarchy of <ContainerView:mine>")
  end)

  it("reports an unknown dataID target when the pass completes", function()
    local at
    local message = error_of(function()
      return layoutContent(function(content)
        at = next_line()
        content:putView{ dataID = "mine" }:inBetween("nowhere", "parent", { vertically = "equal" })
      end)
    end)
    expect_contains(message, at .. " cannot relate top of <ContainerView:mine> to 'nowhere'.bottom: no view with identifier 'nowhere'")
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
    local at = next_line()
    expect_contains(try(function(c) c:putStackedView{ dataID = "v" } end),
      at .. " putStacked needs a stack: <ScreenView:root> is not a StackView")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:spacing(4) end), "'spacing' needs a stack, got <ContainerView:v>")
    expect_contains(try(function(c) c:putLabel{ content = "no id" } end), "field 'dataID'")
    -- Past these the solver's products overflow: 1e308 dropped the constraint without a word.
    expect_contains(try(function(c) c:putView{ dataID = "v" }:top("equal", "parent", { multiplyBy = 1e308 }) end),
      "bad argument #3 to 'top' (field 'multiplyBy': a multiplier from -10000 to 10000 expected, got 1e+308)")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:bottom("equal", "parent", { multiplyBy = 0 / 0 }) end),
      "field 'multiplyBy': a multiplier from -10000 to 10000 expected, got")
    expect_contains(try(function(c) c:putView{ dataID = "v" }:left("equal", "parent", { constant = -1e10 }) end),
      "bad argument #3 to 'left' (field 'constant': a constant from -1000000000 to 1000000000 points expected, got -10000000000.0)")
  end)

  it("reports a missing parent when a root lays out its own constraints", function()
    local root = layoutContent(function() end)
    local message = error_of(function() root:layout(function(l) l:top("equal", "parent") end) end)
    expect_contains(message, "cannot relate top of <ScreenView:root> to parent: <ScreenView:root> has no superview")
  end)

  it("asks the delegate for a missing parent and tells it every error before raising", function()
    local host = layoutContent(function() end)
    local orphan = layoutContent(function() end)
    orphan:dataID("orphan")
    orphan:layout({ delegate = { viewHaveNoSuperview = function() return host end } }, function(l)
      l:edges({ equalTo = 10 }, "parent")
    end)
    layout(host, { width = 400, height = 800 })
    expect_frame("orphan", { x = 10, y = 10, width = 380, height = 780 })

    local heard = {}
    local message = error_of(function()
      layoutContent({ delegate = { errorWhenLayout = function(view, problem) heard[#heard + 1] = tostring(view) .. ": " .. problem end } },
        function(content)
          content:putView{ dataID = "a" }:top("equal", "nowhere")
          content:putView{ dataID = "b" }:top("equal", "elsewhere")
        end)
    end)
    assert.are.equal(2, #heard)
    expect_contains(heard[1], "<ContainerView:a>: ")
    expect_contains(heard[2], "cannot relate top of <ContainerView:b> to 'elsewhere'")
    expect_contains(message, "no view with identifier 'nowhere'")
    expect_contains(error_of(function() layoutContent({ delegat = {} }, function() end) end),
      "unknown field 'delegat'")
  end)

  it("refuses to put a group, which makes no view", function()
    expect_contains(error_of(function() layoutContent(function(c) c:put(VGroup{}) end) end),
      "makes no view (groups and spacers cannot be put; wrap them in a component)")
  end)

  it("refuses constraints on a chain whose pass has finished", function()
    local held
    layoutContent(function(content) held = content:putView{ dataID = "late" } end)
    expect_contains(error_of(function() held:top("equal", "parent") end),
      "'top' on <ContainerView:late> outside its layout")
  end)

  it("passes errors raised inside the layout function through with their line", function()
    local at = next_line()
    local message = error_of(function() layoutContent(function() error("boom") end) end)
    expect_contains(message, at .. " boom")
  end)
end)
