-- A dataID names one element. Repeated rows each have their own "like" or "title": a bare
-- dataID that several elements answer to is an error listing paths that tell them apart, and a
-- path `{ "row2", "like" }` (outermost first, each dataID looked for inside the one before)
-- names one. tap, typeText, frame, find and assert.frame all take paths.

local taps = {}

local function likeRow(i)
  return HGroupItem{ dataID = "row" .. i, spacing = 8,
    Label.groupItem{ dataID = "title", content = "Row " .. i },
    Button.groupItem{ dataID = "like", content = "Like",
      behaviors = { didTap = function() taps[#taps + 1] = i end } },
  }
end

local LikeRow = Component{ name = "LikeRow", body = function(content)
  return HGroup{ spacing = 8,
    Label.groupItem{ dataID = "title", content = content.title },
    TextField.groupItem{ dataID = "note", content = { text = "", placeholder = "Note" },
      behaviors = { didChangeText = function(ctx) taps[#taps + 1] = content.title .. ":" .. ctx.text end } },
    Button.groupItem{ dataID = "like", content = "Like",
      behaviors = { didTap = function() taps[#taps + 1] = content.title end } },
  }
end }

-- A component of a title label and a button that records its title in `taps` when tapped.
local function titleAndButton(name, titleID, buttonID)
  return Component{ name = name, body = function(title)
    return HGroup{ Label.groupItem{ dataID = titleID, content = title },
      Button.groupItem{ dataID = buttonID, content = "Tap", behaviors = { didTap = function() taps[#taps + 1] = title end } } }
  end }
end

local function list(count)
  return ViewController{ sections = function()
    local items = {}
    for i = 1, count do items[i] = LikeRow.itemModel{ dataID = "row" .. i, content = { title = "Row " .. i } } end
    return { SectionModel{ dataID = "s", items = items } }
  end }
end

describe("dataID paths", function()
  before_each(function()
    taps = {}
    setDevice("iphone-15")
  end)

  it("refuse a dataID that several rows of a group have, naming a path to each", function()
    show(VGroup{ spacing = 4, likeRow(1), likeRow(2), likeRow(3) })
    assert.has_error(function() tap("like") end,
      "bad argument #1 to 'tap' ('like' names 3 elements; give a path to one of them: "
        .. '{"row1", "like"}, {"row2", "like"}, {"row3", "like"})')
    assert.has_error(function() frame("title") end,
      "bad argument #1 to 'frame' ('title' names 3 elements; give a path to one of them: "
        .. '{"row1", "title"}, {"row2", "title"}, {"row3", "title"})')
    assert.are.same({}, taps)
  end)

  it("tap, frame and find the row a path names", function()
    show(VGroup{ spacing = 4, likeRow(1), likeRow(2), likeRow(3) })
    assert.is_true(tap({ "row2", "like" }))
    assert.are.same({ 2 }, taps)
    -- Each row is one line of body text in a 36.67-pt button, 4 apart, below the safe area.
    local rowHeight = frame("row1").height
    assert.frame({ "row3", "like" }, { y = 59 + 2 * (rowHeight + 4), height = rowHeight })
    assert.are.equal(frame("row3").y, frame({ "row3", "title" }).y)
    assert.are.equal("Row 3", find({ "row3", "title" }).content)
    assert.are.equal("title", find({ "row3", "title" }).dataID)
  end)

  it("name an element inside a collection cell", function()
    show(list(3))
    assert.has_error(function() tap("like") end,
      "bad argument #1 to 'tap' ('like' names 3 elements; give a path to one of them: "
        .. '{"row1", "like"}, {"row2", "like"}, {"row3", "like"})')
    tap({ "row3", "like" })
    typeText({ "row2", "note" }, "hi")
    assert.are.same({ "Row 3", "Row 2:hi" }, taps)
    assert.are.equal(frame("row2").y, frame({ "row2", "note" }).y)
  end)

  it("take the element at the level searched when it is the only one there", function()
    show(VGroup{ Label.groupItem{ dataID = "title", content = "Inbox" }, likeRow(1), likeRow(2) })
    assert.are.equal("Inbox", find("title").content)
    assert.are.equal("Row 2", find({ "row2", "title" }).content)
  end)

  it("say which step of a path names nothing", function()
    show(list(3))
    assert.has_error(function() tap({ "row2", "share" }) end,
      "bad argument #1 to 'tap' (no element with dataID 'share' inside 'row2')")
    assert.has_error(function() tap({ "row9", "like" }) end, "no item with dataID 'row9'")
    assert.is_nil(find({ "row2", "share" }))
  end)

  it("ask to scroll to an item that has no cell before looking inside it", function()
    show(list(40))
    assert.has_error(function() tap({ "row40", "like" }) end,
      "bad argument #1 to 'tap' (item 'row40' has no cell on screen to look inside: scrollTo(\"row40\") first)")
    scrollTo("row40")
    tap({ "row40", "like" })
    assert.are.same({ "Row 40" }, taps)
  end)

  it("list the paths inside an element when a later step is ambiguous", function()
    show(VGroup{
      HGroupItem{ dataID = "a", VGroupItem{ dataID = "inner", Label.groupItem{ dataID = "x", content = "1" } },
                                VGroupItem{ dataID = "other", Label.groupItem{ dataID = "x", content = "2" } } },
      HGroupItem{ dataID = "b", Label.groupItem{ dataID = "x", content = "3" } },
    })
    assert.are.equal("1", find({ "inner", "x" }).content)
    assert.are.equal("3", find({ "b", "x" }).content)
    assert.has_error(function() find({ "a", "x" }) end,
      "bad argument #1 to 'find' ({\"a\", \"x\"} names 2 elements; give a path to one of them: {\"inner\", \"x\"}, {\"other\", \"x\"})")
  end)

  it("reach inside a DeklarativTVC row, where a table of section and row still names a row", function()
    local Row = titleAndButton("DRow", "title", "like")
    local tvc = DeclarativeTVC{ title = "T" }
    tvc:set{ rows = { Row.cellModel{ dataID = "a", content = "A" }, Row.cellModel{ dataID = "b", content = "B" } } }
    show(tvc)
    tap({ "b", "like" })
    assert.are.same({ "B" }, taps)
    assert.are.equal("A", find({ "a", "title" }).content)
  end)

  it("ask to scroll to an item off screen, or only laid out ahead, before acting inside it", function()
    show(list(40))
    assert.has_error(function() typeText("row40", "x") end,
      "bad argument #1 to 'typeText' (item 'row40' has no cell on screen: scrollTo(\"row40\") first)")
    -- The row just below the last visible one has a cell laid out ahead of scrolling; it is not on screen.
    local shown = visible()
    local next = "row" .. (tonumber(shown[#shown]:sub(4)) + 1)
    assert.is_true(find(next).hasCell)
    assert.is_false(find(next).isDisplayed)
    assert.has_error(function() tap({ next, "like" }) end,
      "bad argument #1 to 'tap' (item '" .. next .. "' has no cell on screen to look inside: scrollTo(\"" .. next .. "\") first)")
    assert.are.same({}, taps)
  end)

  it("leave a NamadaLayout screen's own root out of names and paths", function()
    show(layoutContent(function(content)
      content:putLabel{ dataID = "root", content = "My label" }:at("fullTop", "equal", "safeArea")
      content:putLabel{ dataID = "title", content = "Top" }:top({ equalTo = 40 }, "safeArea")
      content:putVStack{ dataID = "s1" }:top({ equalTo = 80 }, "safeArea"):layoutContent(function(stack)
        stack:putStackedLabel{ dataID = "title", content = "In stack" }
      end)
    end))
    assert.are.equal("My label", find("root").content)
    assert.are.equal("Top", find("title").content)
    assert.are.equal("In stack", find({ "s1", "title" }).content)
  end)

  it("make a negated assert.frame on an ambiguous dataID an error, not a pass", function()
    show(VGroup{ spacing = 4, likeRow(1), likeRow(2) })
    assert.has_error(function() assert.is_not.frame("title", { x = 0 }) end,
      "bad argument #1 to 'assert.frame' ('title' names 2 elements; give a path to one of them: {\"row1\", \"title\"}, {\"row2\", \"title\"})")
    assert.is_not.frame({ "row2", "title" }, { y = 59 })
  end)

  it("name an item dataID that several sections have with its section, as Epoxy's item paths do", function()
    local selected = {}
    show(ViewController{ sections = function()
      local function item(section, title)
        return LikeRow.itemModel{ dataID = "row1", content = { title = title } }
          :didSelect(function() selected[#selected + 1] = section end)
      end
      return { SectionModel{ dataID = "sec1", items = { item("sec1", "One") } },
               SectionModel{ dataID = "sec2", items = { item("sec2", "Two") } } }
    end })
    local ambiguous = "bad argument #1 to 'tap' ('row1' is an item of 2 sections; give a path to one of them: "
      .. '{"sec1", "row1"}, {"sec2", "row1"})'
    assert.has_error(function() tap("row1") end, ambiguous)
    assert.has_error(function() tap({ "row1", "like" }) end, ambiguous)
    tap({ "sec2", "row1" })
    assert.are.same({ "sec2" }, selected)
    tap({ "sec2", "row1", "like" })
    assert.are.same({ "Two" }, taps)
    assert.are.equal("sec2", find({ "sec2", "row1" }).sectionDataID)
    assert.are.equal("Two", find({ "sec2", "row1", "title" }).content)
    assert.is_true(frame({ "sec2", "row1" }).y > frame({ "sec1", "row1" }).y)
    assert.has_error(function() find("title") end,
      "bad argument #1 to 'find' ('title' names 2 elements; give a path to one of them: "
        .. '{"sec1", "row1", "title"}, {"sec2", "row1", "title"})')
    -- scrollTo and moveItem name the item the same way.
    assert.has_error(function() scrollTo("row1") end,
      "bad argument #1 to 'scrollTo' ('row1' is an item of 2 sections; give a path to one of them: "
        .. '{"sec1", "row1"}, {"sec2", "row1"})')
    scrollTo({ "sec2", "row1" }, "center")
    assert.is_true(find({ "sec2", "row1" }).isDisplayed)
  end)

  it("answer a header's frame from the layout off screen, and say how to reach inside it", function()
    show(ViewController{ sections = function()
      local sections = {}
      for s = 1, 2 do
        local items = {}
        for i = 1, 20 do items[i] = TextRow.itemModel{ dataID = "s" .. s .. "r" .. i, content = { title = "T" } } end
        sections[s] = SectionModel{ dataID = "sec" .. s, items = items }
          :supplementaryItems{ header = { Label.supplementaryItemModel{ dataID = "h" .. s, content = "Head " .. s } } }
      end
      return sections
    end })
    -- The second header sits right above its section's first row, far below the window.
    assert.are.equal(frame("s2r1").y - frame("h2").height, frame("h2").y)
    assert.is_true(frame("h2").y > 852)
    assert.are.equal("Head 2", find("h2").content)
    assert.has_error(function() tap({ "h2", "x" }) end,
      "bad argument #1 to 'tap' ('h2' (a header or footer of section 'sec2') has no view on screen to look inside: scroll its section into view first)")
  end)

  it("list a dataID as visible when any element with it shows", function()
    show(VGroup{ HGroupItem{ dataID = "r1", Label.groupItem{ dataID = "t", content = "" } },
                 HGroupItem{ dataID = "r2", Label.groupItem{ dataID = "t", content = "b" } } })
    -- r1's label is empty (zero wide); r2's shows.
    assert.are.same({ "r2", "t" }, visible())
  end)

  it("refuse a DeklarativTVC row name several sections have, listing { section, row }", function()
    local tvc = DeclarativeTVC{ title = "T" }
    tvc:set{ sections = {
      TableSection{ rows = { TextRow.cellModel{ dataID = "a", content = { title = "A1" } } } },
      TableSection{ rows = { TextRow.cellModel{ dataID = "a", content = { title = "A2" } } } } } }
    show(tvc)
    assert.has_error(function() tap("a") end,
      "bad argument #1 to 'tap' ('a' is an item of 2 sections; give a path to one of them: {\"section-1\", \"a\"}, {\"section-2\", \"a\"})")
    tap{ section = 2, row = 1 }
  end)

  it("name a header dataID that several sections have with its section, as items", function()
    local HeaderRow = titleAndButton("HeaderRow", "t", "more")
    show(ViewController{ sections = function()
      local sections = {}
      for s = 1, 2 do
        sections[s] = SectionModel{ dataID = "sec" .. s, items = { TextRow.itemModel{ dataID = "row" .. s, content = { title = "R" } } } }
          :supplementaryItems{ header = { HeaderRow.supplementaryItemModel{ dataID = "header", content = "H" .. s } } }
      end
      return sections
    end })
    assert.has_error(function() frame("header") end,
      "bad argument #1 to 'frame' ('header' is a header or footer of 2 sections; give a path to one of them: "
        .. '{"sec1", "header"}, {"sec2", "header"})')
    assert.are.equal("H2", find({ "sec2", "header" }).content)
    assert.are.equal(frame("row1").y + frame("row1").height, frame({ "sec2", "header" }).y)
    tap({ "sec2", "header", "more" })
    assert.are.same({ "H2" }, taps)
  end)

  it("reject what is not a path", function()
    show(list(1))
    assert.has_error(function() tap({}) end,
      "bad argument #1 to 'tap' (dataID (string, number or boolean) or path of dataIDs ({ \"row\", \"button\" }) expected, got table)")
    assert.has_error(function() frame({ "row1", function() end }) end,
      "bad argument #1 to 'frame' (dataID (string, number or boolean) or path of dataIDs ({ \"row\", \"button\" }) expected, got function at [2])")
  end)
end)
