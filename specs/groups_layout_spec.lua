-- Layout groups built from Lua (HGroup, VGroup, ZGroup, nested items, spacers, padding) laid out
-- with layout(root, {…}); frames in container coordinates, to the point.

-- Frames compared to 1e-9 (text heights are fractional); assert.frame arrives with wip/snapshots.
local function expect_frame(dataID, expected)
  local actual = frame(dataID)
  for _, key in ipairs{ "x", "y", "width", "height" } do
    if math.abs(actual[key] - expected[key]) > 1e-9 then
      error(string.format("frame of %s: expected %s = %s, got %s (frame %s)", tostring(dataID), key,
        tostring(expected[key]), tostring(actual[key]), inspect(actual)), 2)
    end
  end
end

local function box(dataID, width, height)
  return ColorView.groupItem{ dataID = dataID, style = { size = { width = width, height = height }, color = "systemBlue" } }
end

describe("VGroup", function()
  it("stacks a title and a subtitle with spacing, as tall as their text", function()
    local title = measureText{ text = "Inbox", style = "headline" }
    local subtitle = measureText{ text = "3 unread", style = "subheadline" }
    layout(VGroup{ spacing = 4,
      Label.groupItem{ dataID = "title", content = "Inbox", style = "headline" },
      Label.groupItem{ dataID = "subtitle", content = "3 unread", style = "subheadline" },
    }, { width = 320 })
    expect_frame("title", { x = 0, y = 0, width = 320, height = title.height })
    expect_frame("subtitle", { x = 0, y = title.height + 4, width = 320, height = subtitle.height })
  end)

  it("fits the container to its content when no height is given", function()
    layout(VGroup{ spacing = 10, alignment = "leading", box("a", 40, 20), box("b", 30, 15) }, { width = 200 })
    expect_frame("a", { x = 0, y = 0, width = 40, height = 20 })
    expect_frame("b", { x = 0, y = 30, width = 30, height = 15 })
  end)

  it("pins the root to the container's margins", function()
    layout(VGroup{ alignment = "leading", box("a", 40, 20) },
      { width = 200, margins = { top = 5, leading = 7, bottom = 9, trailing = 11 } })
    expect_frame("a", { x = 7, y = 5, width = 40, height = 20 })
  end)

  it("returns the root it laid out", function()
    local root = VGroup{ box("a", 10, 10) }
    assert.are.equal(root, layout(root, { width = 50 }))
  end)
end)

describe("HGroup", function()
  it("centres an icon row on the tallest item", function()
    layout(HGroup{ spacing = 8, alignment = "center",
      box("icon", 24, 24), box("text", 100, 10), box("badge", 16, 16), SpacerItem{ dataID = "rest" },
    }, { width = 300 })
    expect_frame("icon", { x = 0, y = 0, width = 24, height = 24 })
    expect_frame("text", { x = 32, y = 7, width = 100, height = 10 })
    expect_frame("badge", { x = 140, y = 4, width = 16, height = 16 })
  end)

  it("lets a spacer push the last item to the trailing edge", function()
    layout(HGroup{ alignment = "top", box("a", 40, 20), SpacerItem{ dataID = "gap", minWidth = 8 }, box("b", 30, 20) },
      { width = 200 })
    expect_frame("a", { x = 0, y = 0, width = 40, height = 20 })
    expect_frame("gap", { x = 40, y = 0, width = 130, height = 20 })
    expect_frame("b", { x = 170, y = 0, width = 30, height = 20 })
  end)

  it("keeps a spacer's minimum width when the row is full", function()
    layout(HGroup{ alignment = "top", box("a", 100, 20), SpacerItem{ dataID = "gap", minWidth = 8 }, box("b", 92, 20) },
      { width = 200 })
    expect_frame("gap", { x = 100, y = 0, width = 8, height = 20 })
    expect_frame("b", { x = 108, y = 0, width = 92, height = 20 })
  end)

  it("keeps a spacer at its minimum where nothing stretches it (Epoxy's priority-1 preference)", function()
    -- Leading-aligned: the row's trailing is only <= the group's, so nothing pulls the row wider
    -- than a + 8 + b; fitting height: nothing pulls the vertical spacer past its 6.
    layout(VGroup{ alignment = "leading",
      HGroupItem{ dataID = "row", alignment = "top", box("a", 40, 20), SpacerItem{ dataID = "gap", minWidth = 8 }, box("b", 30, 20) },
      box("c", 10, 10), SpacerItem{ dataID = "v", minHeight = 6 }, box("d", 10, 10) }, { width = 200 })
    expect_frame("gap", { x = 40, y = 0, width = 8, height = 20 })
    expect_frame("b", { x = 48, y = 0, width = 30, height = 20 })
    expect_frame("v", { x = 0, y = 30, width = 200, height = 6 })
    expect_frame("d", { x = 0, y = 36, width = 10, height = 10 })
  end)

  it("honours a fixed-width spacer", function()
    layout(HGroup{ alignment = "top", box("a", 10, 10), SpacerItem{ dataID = "gap", fixedWidth = 15 }, box("b", 10, 10), SpacerItem{ dataID = "rest" } },
      { width = 100 })
    expect_frame("gap", { x = 10, y = 0, width = 15, height = 10 })
    expect_frame("b", { x = 25, y = 0, width = 10, height = 10 })
  end)
end)

describe("negative spacing and padding", function()
  -- Epoxy's spacing and insets are plain numbers: negative ones overlap neighbours (a row of
  -- stacked avatars). Frames from HGroupConstraints' glue, trailing == next.leading - spacing - paddings.
  it("overlaps neighbours by a negative spacing", function()
    layout(HGroup{ spacing = -8, alignment = "top", box("a", 20, 20), box("b", 20, 20), SpacerItem{ dataID = "s" } }, { width = 200 })
    expect_frame("a", { x = 0, y = 0, width = 20, height = 20 })
    expect_frame("b", { x = 12, y = 0, width = 20, height = 20 })
    expect_frame("s", { x = 24, y = 0, width = 176, height = 20 })
  end)

  it("overlaps by a negative padding", function()
    layout(HGroup{ alignment = "top", box("a", 20, 20), box("b", 20, 20):padding{ leading = -8 }, SpacerItem{ dataID = "s" } },
      { width = 200 })
    expect_frame("b", { x = 12, y = 0, width = 20, height = 20 })
    expect_frame("s", { x = 32, y = 0, width = 168, height = 20 })
  end)
end)

describe("centred on another element", function()
  it("centres on an element of a group nested beside it, as Epoxy's centered(to:) centres on any", function()
    layout(HGroup{ alignment = "top", spacing = 8,
      VGroupItem{ dataID = "col", alignment = "leading", box("title", 40, 20), box("avatar", 40, 40) },
      box("badge", 10, 10):verticalAlignment{ centered = "avatar" },
      SpacerItem{ dataID = "s" } }, { width = 200 })
    expect_frame("avatar", { x = 0, y = 20, width = 40, height = 40 })
    expect_frame("badge", { x = 48, y = 35, width = 10, height = 10 })
  end)
end)

describe("padding", function()
  it("insets an item by the same amount on every edge", function()
    layout(VGroup{ alignment = "leading", box("a", 40, 20):padding(6) }, { width = 200 })
    expect_frame("a", { x = 6, y = 6, width = 40, height = 20 })
  end)

  it("insets each edge by its own amount", function()
    layout(VGroup{ alignment = "leading",
      box("a", 40, 20):padding{ top = 1, leading = 2, bottom = 3, trailing = 4 },
      box("b", 10, 10),
    }, { width = 200 })
    expect_frame("a", { x = 2, y = 1, width = 40, height = 20 })
    expect_frame("b", { x = 0, y = 24, width = 10, height = 10 })
  end)

  it("returns a new model and leaves the original unchanged", function()
    local plain = box("a", 10, 10)
    local padded = plain:padding(5)
    layout(VGroup{ alignment = "leading", plain }, { width = 100 })
    expect_frame("a", { x = 0, y = 0, width = 10, height = 10 })
    layout(VGroup{ alignment = "leading", padded }, { width = 100 })
    expect_frame("a", { x = 5, y = 5, width = 10, height = 10 })
  end)
end)

describe("nested groups", function()
  it("lays out an HGroupItem inside a VGroup and a VGroupItem inside it", function()
    layout(VGroup{ spacing = 10, alignment = "leading",
      box("header", 50, 10),
      HGroupItem{ dataID = "row", spacing = 4, alignment = "top",
        box("avatar", 48, 48),
        VGroupItem{ dataID = "text", spacing = 2, alignment = "leading",
          box("name", 60, 12),
          box("preview", 80, 14),
        },
      },
    }, { width = 300 })
    expect_frame("header", { x = 0, y = 0, width = 50, height = 10 })
    -- Leading alignment lets the nested groups take the free width; their items keep their sizes.
    expect_frame("row", { x = 0, y = 20, width = 300, height = 48 })
    expect_frame("avatar", { x = 0, y = 20, width = 48, height = 48 })
    expect_frame("text", { x = 52, y = 20, width = 248, height = 28 })
    expect_frame("name", { x = 52, y = 20, width = 60, height = 12 })
    expect_frame("preview", { x = 52, y = 34, width = 80, height = 14 })
  end)

  it("places a nested group in its parent by the parent's alignment modifiers", function()
    layout(VGroup{
      HGroupItem{ dataID = "row", box("a", 20, 20), box("b", 20, 20) }:horizontalAlignment("trailing"),
    }, { width = 100 })
    expect_frame("row", { x = 60, y = 0, width = 40, height = 20 })
    expect_frame("b", { x = 80, y = 0, width = 20, height = 20 })
  end)

  it("overlays ZGroup items, centred by default", function()
    layout(ZGroup{ box("back", 100, 60), box("front", 20, 10) }, { width = 100 })
    expect_frame("back", { x = 0, y = 0, width = 100, height = 60 })
    expect_frame("front", { x = 40, y = 25, width = 20, height = 10 })
  end)
end)

describe("layout", function()
  it("fills the given height and keeps frames in container coordinates", function()
    layout(VGroup{ alignment = "leading", box("a", 10, 10), SpacerItem{ dataID = "rest" }, box("b", 10, 10) },
      { width = 100, height = 200 })
    expect_frame("b", { x = 0, y = 190, width = 10, height = 10 })
    expect_frame("rest", { x = 0, y = 10, width = 100, height = 180 })
  end)

  it("stretches content to the height with a required bottom, not with a low bottomPriority", function()
    local text = measureText{ text = "Hi", style = "body" }
    layout(VGroup{ Label.groupItem{ dataID = "t", content = "Hi" } }, { width = 100, height = 50 })
    expect_frame("t", { x = 0, y = 0, width = 100, height = 50 })
    layout(VGroup{ Label.groupItem{ dataID = "t", content = "Hi" } }, { width = 100, height = 50, bottomPriority = "defaultLow" })
    expect_frame("t", { x = 0, y = 0, width = 100, height = text.height })
  end)

  it("accepts a single group item or a component as the root", function()
    layout(box("solo", 30, 30), { width = 30 })
    expect_frame("solo", { x = 0, y = 0, width = 30, height = 30 })
  end)

  it("answers find() with the component, its frame and its content", function()
    layout(VGroup{ alignment = "leading", Label.groupItem{ dataID = "t", content = "Hi" } }, { width = 100 })
    local found = find("t")
    assert.are.equal("t", found.dataID)
    assert.are.equal("Label", found.component)
    assert.are.equal('"Hi"', found.summary)
    assert.are.same(frame("t"), found.frame)
    assert.is_nil(find("missing"))
  end)

  it("lists the visible dataIDs depth first", function()
    layout(VGroup{ alignment = "leading", box("a", 10, 10), HGroupItem{ dataID = "row", box("b", 10, 10) } }, { width = 100 })
    assert.are.same({ "a", "row", "b" }, visible())
  end)
end)

describe("layout of a new root", function()
  local function row(i)
    return HGroupItem{ dataID = i, alignment = "center", spacing = 4,
      box("avatar" .. i, 40, 40),
      box("title" .. i, 100, 20):contentHuggingPriority(249, "horizontal"),
    }
  end

  it("replaces nested rows, leaving none of the old views or constraints", function()
    layout(VGroup{ spacing = 8, row(1), row(2), row(3) }, { width = 300 })
    expect_frame("title3", { x = 44, y = 106, width = 256, height = 20 })
    layout(VGroup{ spacing = 8, row(4), row(5) }, { width = 300 })
    for i = 1, 3 do
      assert.is_nil(find("avatar" .. i))
      assert.is_nil(find("title" .. i))
    end
    expect_frame("avatar4", { x = 0, y = 0, width = 40, height = 40 })
    expect_frame("title5", { x = 44, y = 58, width = 256, height = 20 })
  end)
end)

describe("layout of the same root again", function()
  it("gives a restyled item its new size in place and keeps the others where they were", function()
    layout(VGroup{ spacing = 8, alignment = "leading", box("a", 40, 20), box("b", 30, 10), box("c", 50, 30) }, { width = 200 })
    expect_frame("b", { x = 0, y = 28, width = 30, height = 10 })
    layout(VGroup{ spacing = 8, alignment = "leading", box("a", 40, 20), box("b", 60, 25), box("c", 50, 30) }, { width = 200 })
    expect_frame("a", { x = 0, y = 0, width = 40, height = 20 })
    expect_frame("b", { x = 0, y = 28, width = 60, height = 25 })
    expect_frame("c", { x = 0, y = 61, width = 50, height = 30 })
    assert.are.same({ "a", "b", "c" }, visible())
  end)
end)
