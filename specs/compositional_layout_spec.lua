-- Compositional layouts from Lua: LayoutItem/LayoutGroup/LayoutSection/LayoutBoundaryItem,
-- Layout.compositional with a section function, a section's own compositionalLayoutSection,
-- sideways scrolling with scroll{ section =, x = }, and the errors bad values raise.
-- Frames are in window coordinates; every number is derived in the comments.

local full = LayoutItem{ width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } }

local function cardsSection(behavior)
  return LayoutSection{
    group = LayoutGroup.horizontal{ width = { fractionalWidth = 0.8 }, height = { absolute = 200 }, subitems = { full } },
    interGroupSpacing = 12, contentInsets = { top = 0, leading = 16, bottom = 0, trailing = 16 },
    orthogonalScrollingBehavior = behavior or "groupPaging" }
end

local grid = LayoutSection{
  group = LayoutGroup.horizontal{ width = { fractionalWidth = 1 }, height = { absolute = 120 }, subitems = { full },
                                  count = 2, interItemSpacing = 8 },
  interGroupSpacing = 8, contentInsets = { leading = 16, trailing = 16 } }

local function labels(prefix, count)
  local items = {}
  for index = 1, count do
    items[index] = Label.itemModel{ dataID = prefix .. index, content = prefix .. index, style = "body" }
  end
  return items
end

local function screen(layout, sections)
  return ViewController{ layout = layout, sections = function() return sections end }
end

local function home(behavior)
  return screen(Layout.compositional{ interSectionSpacing = 20, section = function() return grid end }, {
    SectionModel{ dataID = "cards", items = labels("card", 6) }:compositionalLayoutSection(cardsSection(behavior)),
    SectionModel{ dataID = "photos", items = labels("photo", 5) },
  })
end

--- The error `body` raises, which must name this file and a line.
local function errorOf(body)
  local ok, err = pcall(body)
  assert.is_false(ok)
  assert.matches("compositional_layout_spec%.lua:%d+: ", err)
  return err
end

--- Asserts that `text` contains `expected` (plain text, not a pattern).
local function contains(expected, text)
  assert.is_true(text:find(expected, 1, true) ~= nil, "expected " .. text .. " to contain " .. expected)
end

describe("Layout.compositional", function()
  before_each(function() setDevice("iphone-15") end)

  it("lays a carousel out sideways and a two-column grid below it", function()
    show(home())
    -- Container 393 − 16 − 16 = 361; cards 0.8 × 361 = 288.8 wide, 12 apart, from x 16, y 59.
    assert.frame("card1", { x = 16, y = 59, width = 288.8, height = 200 })
    assert.frame("card2", { x = 16 + 288.8 + 12, y = 59, width = 288.8, height = 200 })
    -- The grid's section comes 200 + 20 lower; columns (361 − 8) / 2 = 176.5, rows 120 + 8 apart.
    assert.frame("photo1", { x = 16, y = 279, width = 176.5, height = 120 })
    assert.frame("photo2", { x = 200.5, y = 279, width = 176.5, height = 120 })
    assert.frame("photo3", { x = 16, y = 407, width = 176.5, height = 120 })
    assert.frame("photo5", { x = 16, y = 535, width = 176.5, height = 120 })
    -- Only the cards the carousel shows have cells.
    assert.is_true(find("card2").isDisplayed)
    assert.is_false(find("card3").hasCell)
  end)

  it("scrolls a carousel sideways, resting on a group with groupPaging", function()
    show(home())
    -- Released at 300, the nearest group edge is card2's: 316.8 − 16 = 300.8.
    local offset = scroll{ section = "cards", x = 300 }
    assert.near(300.8, offset.x, 1e-9)
    assert.frame("card2", { x = 16, y = 59, width = 288.8 })
    assert.near(16 - 300.8, find("card1").frame.x, 1e-9)
    assert.is_true(find("card3").isDisplayed)
    assert.is_false(find("card4").hasCell)
    -- The grid did not move.
    assert.frame("photo1", { x = 16, y = 279 })
    -- Past the end it rests at the last offset: 6 cards make 16 + 6 × 288.8 + 5 × 12 + 16 = 1824.8, minus 393.
    assert.near(1824.8 - 393, scroll{ section = "cards", x = 5000 }.x, 1e-9)
    assert.frame("card6", { x = 393 - 16 - 288.8 })
  end)

  it("rests on pages, anywhere, or centred groups as the behaviour says", function()
    show(home("paging"))
    assert.are.equal(393, scroll{ section = "cards", x = 300 }.x)
    show(home("continuous"))
    assert.are.equal(123, scroll{ section = "cards", x = 123 }.x)
    -- Centred: the first card starts centred, at (393 − 288.8) / 2 = 52.1.
    show(home("groupPagingCentered"))
    assert.near(52.1, find("card1").frame.x, 1e-9)
  end)

  it("resolves fractions against the safe area and the visible height in landscape", function()
    setDevice{ width = 852, height = 393, safeArea = { top = 0, leading = 59, bottom = 21, trailing = 59 } }
    local half = LayoutSection{
      group = LayoutGroup.vertical{ width = { fractionalWidth = 1 }, height = { fractionalHeight = 0.5 }, subitems = { full } } }
    show(screen(Layout.compositional{ section = half }, {
      SectionModel{ dataID = "cards", items = labels("card", 2) }:compositionalLayoutSection(cardsSection()),
      SectionModel{ dataID = "rows", items = labels("row", 1) },
    }))
    -- Container 852 − 59 − 59 − 16 − 16 = 702: cards 561.6 wide from 59 + 16 = 75.
    assert.frame("card1", { x = 75, y = 0, width = 561.6, height = 200 })
    -- Half the visible height: (393 − 21) / 2 = 186, across 852 − 118 = 734 from x 59.
    assert.frame("row1", { x = 59, y = 200, width = 734, height = 186 })
  end)

  it("keeps an item's edge spacing around its slot", function()
    -- 100-wide items with 10 before and 5 after take 115: three fit in 393, the fourth wraps.
    local spaced = LayoutItem{ width = { absolute = 100 }, height = { absolute = 40 }, edgeSpacing = { leading = 10, trailing = 5 } }
    show(screen(Layout.compositional{ section = LayoutSection{
      group = LayoutGroup.horizontal{ width = { fractionalWidth = 1 }, height = { absolute = 40 }, subitems = { spaced } } } },
      { SectionModel{ dataID = "s", items = labels("tag", 4) } }))
    assert.frame("tag1", { x = 10, y = 59, width = 100, height = 40 })
    assert.frame("tag3", { x = 240, y = 59 })
    assert.frame("tag4", { x = 10, y = 99 })
  end)

  it("shares a group's leftover among flexible edge spacings", function()
    -- A 200-wide item fits once in 393: the 193 left over goes half to its flexible leading
    -- and half to its flexible trailing spacing, so it is centred at 96.5. Across the 40-pt
    -- row a 20-pt item with flexible top and bottom is centred: 10 below the row's top (59).
    local centred = LayoutItem{ width = { absolute = 200 }, height = { absolute = 20 },
      edgeSpacing = { leading = { flexible = 0 }, trailing = { flexible = 0 }, top = { flexible = 0 }, bottom = { flexible = 0 } } }
    show(screen(Layout.compositional{ section = LayoutSection{
      group = LayoutGroup.horizontal{ width = { fractionalWidth = 1 }, height = { absolute = 40 }, subitems = { centred } } } },
      { SectionModel{ dataID = "s", items = labels("tag", 2) } }))
    assert.frame("tag1", { x = 96.5, y = 69, width = 200, height = 20 })
    assert.frame("tag2", { x = 96.5, y = 109 })
    -- Fixed spacing is exact: { fixed = 10 } and a plain 10 are the same 10 points.
    local fixed = LayoutItem{ width = { absolute = 100 }, height = { absolute = 40 }, edgeSpacing = { leading = { fixed = 10 }, top = 5 } }
    show(screen(Layout.compositional{ section = LayoutSection{
      group = LayoutGroup.horizontal{ width = { fractionalWidth = 1 }, height = { absolute = 45 }, subitems = { fixed } } } },
      { SectionModel{ dataID = "s", items = labels("tag", 2) } }))
    assert.frame("tag2", { x = 120, y = 64 })
  end)

  it("scrolls a carousel to show an item with scrollTo, settling on a group", function()
    show(home())
    -- Cards 288.8 wide from 16, 12 apart: card4 starts at 16 + 3 × 300.8 = 918.4, its centre
    -- at 1062.8. Centred between the insets (16…377, centre 196.5) it would be 866.3; group
    -- paging rests on the nearest group edge, 918.4 − 16 = 902.4: card4 starts at x 16.
    scrollTo("card4", "centeredHorizontally")
    assert.frame("card4", { x = 16, y = 59, width = 288.8 })
    -- "right" puts card2's right edge (316.8 + 288.8 = 605.6) at 377: 228.6, which rests on
    -- the nearest group edge, 300.8 (card2 at 16 again).
    scrollTo("card2", "right")
    assert.frame("card2", { x = 16, y = 59 })
    -- Shown: card1's last 4 points (16 − 300.8 + 288.8 = 4), card2, and card3 from 316.8.
    local cards = {}
    for _, id in ipairs(visible()) do if id:match("^card") then cards[#cards + 1] = id end end
    assert.are.same({ "card1", "card2", "card3" }, cards)
    -- A grid photo is already on screen: "left" moves nothing.
    assert.are.same({ x = 0, y = -59 }, scrollTo("photo5", "left"))
  end)

  it("places boundary items at NSRectAlignment's corners and sides, moved by absoluteOffset", function()
    local function boundary(kind, alignment, width, height, offset)
      return LayoutBoundaryItem{ elementKind = kind, alignment = alignment, width = { absolute = width },
                                 height = { absolute = height }, absoluteOffset = offset }
    end
    local rows = LayoutSection{
      group = LayoutGroup.vertical{ width = { absolute = 200 }, height = { absolute = 50 }, subitems = { full } },
      boundarySupplementaryItems = { boundary("header", "topTrailing", 100, 30), boundary("footer", "bottomLeading", 100, 20, { x = 8, y = -4 }) } }
    local function titled(layout, section)
      return screen(layout, { SectionModel{ dataID = "s", items = labels("row", 2) }:compositionalLayoutSection(section):supplementaryItems{
        header = { Label.supplementaryItemModel{ dataID = "title", content = "Title", style = "headline" } },
        footer = { Label.supplementaryItemModel{ dataID = "note", content = "Note", style = "footnote" } } } })
    end
    show(titled(Layout.compositional{}, rows))
    -- topTrailing: above the rows, flush right (393 − 100 = 293) at the top (59); the rows
    -- follow at 89 and 139; bottomLeading: below them at x 0, y 189, moved by (8, −4).
    assert.frame("title", { x = 293, y = 59, width = 100, height = 30 })
    assert.frame("row1", { x = 0, y = 89, width = 200, height = 50 })
    assert.frame("note", { x = 8, y = 185, width = 100, height = 20 })
    -- In a horizontal collection "top" has no edge on the scroll axis: the header sits above
    -- the items at the section's start and moves them down by its height; items go along x.
    local columns = LayoutSection{
      group = LayoutGroup.horizontal{ width = { absolute = 100 }, height = { absolute = 100 }, subitems = { full } },
      boundarySupplementaryItems = { boundary("header", "top", 150, 30), boundary("footer", "bottom", 100, 20) } }
    show(titled(Layout.compositional{ scrollDirection = "horizontal" }, columns))
    assert.frame("title", { x = 0, y = 59, width = 150, height = 30 })
    assert.frame("row1", { x = 0, y = 89, width = 100, height = 100 })
    assert.frame("row2", { x = 100, y = 89 })
    -- "bottom" sits below the items' 100-pt band (30 + 100 = 130, window y 189) at the start.
    assert.frame("note", { x = 0, y = 189, width = 100, height = 20 })
  end)

  it("calls the section function with a 1-based index, the dataID and the environment", function()
    local calls = {}
    show(screen(Layout.compositional{ section = function(index, dataID, environment)
      calls[#calls + 1] = { index = index, dataID = dataID, width = environment.container.width,
                            height = environment.container.height, category = environment.contentSizeCategory }
      return grid
    end }, { SectionModel{ dataID = "a", items = labels("a", 1) }, SectionModel{ dataID = "b", items = labels("b", 1) } }))
    -- 852 − 59 − 34 = 759 visible.
    assert.are.same({ index = 2, dataID = "b", width = 393, height = 759, category = "large" }, calls[#calls])
    assert.are.same({ index = 1, dataID = "a", width = 393, height = 759, category = "large" }, calls[#calls - 1])
  end)

  it("keeps headers pinned to the top of the visible bounds", function()
    local header = LayoutBoundaryItem{ elementKind = "header", alignment = "top", width = { fractionalWidth = 1 },
                                       height = { absolute = 50 }, pinToVisibleBounds = true }
    local rows = LayoutSection{
      group = LayoutGroup.vertical{ width = { fractionalWidth = 1 }, height = { absolute = 100 }, subitems = { full } },
      boundarySupplementaryItems = { header } }
    show(screen(Layout.compositional{ section = rows }, {
      SectionModel{ dataID = "s", items = labels("row", 20) }
        :supplementaryItems{ header = { Label.supplementaryItemModel{ dataID = "h", content = "Header", style = "headline" } } },
    }))
    assert.frame("h", { x = 0, y = 59, width = 393, height = 50 })
    assert.frame("row1", { y = 109 })
    scroll{ y = 600 }
    assert.frame("h", { x = 0, y = 59, width = 393, height = 50 })
    assert.frame("row1", { y = 109 - 600 - 59 })
  end)
end)

describe("Layout.list and Layout.flow", function()
  before_each(function() setDevice("iphone-15") end)

  it("insets grouped rows by the margins, 35 below the top", function()
    show(screen(Layout.list{ appearance = "insetGrouped" }, { SectionModel{ dataID = "s", items = labels("row", 2) } }))
    local height = measureText{ text = "row1", style = "body" }.height
    assert.frame("row1", { x = 16, y = 59 + 35, width = 361, height = height })
    assert.frame("row2", { x = 16, y = 59 + 35 + height, width = 361 })
  end)

  it("fills columns of a horizontal flow down the screen and scrolls along x", function()
    -- Columns are 852 − 59 − 34 = 759 tall: six 100-pt items fit (650; seven need 760). The
    -- full column is justified, (759 − 600) / 5 = 31.8 apart; the last keeps its rows. The
    -- second column starts 100 + 10 to the right.
    show(screen(Layout.flow{ itemSize = { width = 100, height = 100 }, scrollDirection = "horizontal" },
      { SectionModel{ dataID = "s", items = labels("i", 8) } }))
    assert.frame("i1", { x = 0, y = 59, width = 100, height = 100 })
    assert.frame("i2", { x = 0, y = 59 + 131.8 })
    assert.frame("i7", { x = 110, y = 59 })
    assert.frame("i8", { x = 110, y = 59 + 131.8 })
    -- 210 wide in 393: nothing to scroll.
    assert.are.same({ x = 0, y = -59 }, scroll{ x = 100 })
  end)

  it("self-sizes flow items with an estimated item size", function()
    show(screen(Layout.flow{ estimatedItemSize = { width = 50, height = 50 }, minimumInteritemSpacing = 10 },
      { SectionModel{ dataID = "s", items = { Label.itemModel{ dataID = "chip", content = "Chip", style = "body" } } } }))
    local size = measureText{ text = "Chip", style = "body" }
    -- A single item on its line is centred in 393.
    assert.frame("chip", { x = (393 - size.width) / 2, y = 59, width = size.width, height = size.height })
  end)
end)

describe("compositional layout errors", function()
  it("names the field and the line of a bad value", function()
    contains("field 'height': { fractionalWidth = f }, { fractionalHeight = f }, { absolute = n } or { estimated = n } expected, got nil",
      errorOf(function() LayoutItem{ width = { fractionalWidth = 1 } } end))
    contains("exactly one of fractionalWidth, fractionalHeight, absolute, estimated expected",
      errorOf(function() LayoutItem{ width = { fractionalWidth = 1, absolute = 3 }, height = { absolute = 1 } } end))
    contains("unknown field 'edgeSpacing.left' (edgeSpacing has: top, leading, bottom, trailing)",
      errorOf(function() LayoutItem{ width = { absolute = 1 }, height = { absolute = 1 }, edgeSpacing = { left = 1 } } end))
    contains("unknown field 'edgeSpacing.leading.flexibel'; did you mean 'flexible'? (a spacing has: fixed, flexible)",
      errorOf(function() LayoutItem{ width = { absolute = 1 }, height = { absolute = 1 }, edgeSpacing = { leading = { flexibel = 1 } } } end))
    contains("field 'edgeSpacing.leading': exactly one of fixed, flexible expected (n, { fixed = n } or { flexible = n }), got fixed and flexible",
      errorOf(function() LayoutItem{ width = { absolute = 1 }, height = { absolute = 1 }, edgeSpacing = { leading = { fixed = 1, flexible = 2 } } } end))
    contains("field 'edgeSpacing.top': n, { fixed = n } or { flexible = n } expected, got string",
      errorOf(function() LayoutItem{ width = { absolute = 1 }, height = { absolute = 1 }, edgeSpacing = { top = "8" } } end))
    contains("field 'edgeSpacing.trailing.flexible': a finite number ≥ 0 expected",
      errorOf(function() LayoutItem{ width = { absolute = 1 }, height = { absolute = 1 }, edgeSpacing = { trailing = { flexible = -2 } } } end))
    contains("field 'width.absolute': a finite number ≥ 0 expected",
      errorOf(function() LayoutItem{ width = { absolute = -1 }, height = { absolute = 1 } } end))
    contains("field 'width.fractionalWidth': a fraction of at most 1000 (times the container's size) expected, got 1e+308",
      errorOf(function() LayoutItem{ width = { fractionalWidth = 1e308 }, height = { absolute = 1 } } end))
    contains("field 'height.estimated': a length of at most 1e9 points expected, got 1e+308",
      errorOf(function() LayoutItem{ width = { absolute = 1 }, height = { estimated = 1e308 } } end))
    assert.is_not_nil(LayoutItem{ width = { fractionalWidth = 1000 }, height = { absolute = 1e9 } })
    contains("unknown behavior 'paged' (valid: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered)",
      errorOf(function() cardsSection("paged") end))
    contains("field 'count': count repeats one subitem; subitems has 2",
      errorOf(function() LayoutGroup.vertical{ width = { fractionalWidth = 1 }, height = { absolute = 1 }, subitems = { full, full }, count = 2 } end))
    contains("field 'subitems[1]': LayoutItem{…} or LayoutGroup expected, got LayoutSection",
      errorOf(function() LayoutGroup.vertical{ width = { fractionalWidth = 1 }, height = { absolute = 1 }, subitems = { grid } } end))
    contains("field 'group': LayoutGroup.horizontal{…} or LayoutGroup.vertical{…} expected, got LayoutItem",
      errorOf(function() LayoutSection{ group = full } end))
    contains("field 'alignment': unknown alignment 'topleading'; did you mean 'topLeading'?",
      errorOf(function() LayoutBoundaryItem{ elementKind = "header", alignment = "topleading", width = { fractionalWidth = 1 }, height = { absolute = 1 } } end))
    contains("field 'absoluteOffset.x': a finite number expected, got inf",
      errorOf(function() LayoutBoundaryItem{ elementKind = "header", alignment = "top", width = { fractionalWidth = 1 }, height = { absolute = 1 }, absoluteOffset = { x = math.huge } } end))
    contains("unknown scroll direction 'sideways' (valid: vertical, horizontal)",
      errorOf(function() Layout.compositional{ scrollDirection = "sideways" } end))
    contains("field 'scrollDirection': unknown scroll direction 'horizontaal'; did you mean 'horizontal'?",
      errorOf(function() Layout.flow{ scrollDirection = "horizontaal" } end))
    contains("LayoutSection{…} expected, got number",
      errorOf(function() SectionModel{ dataID = "s", items = {} }:compositionalLayoutSection(5) end))
    contains("unknown appearance 'groupd'; did you mean 'grouped'?",
      errorOf(function() Layout.list{ appearance = "groupd" } end))
  end)

  it("reports a section function's bad result with the line of Layout.compositional", function()
    setDevice("iphone-15")
    local layout, here = Layout.compositional{ section = function() return 42 end }, select(2, pcall(function() error("") end))
    local err = errorOf(function() show(screen(layout, { SectionModel{ dataID = "s", items = labels("row", 1) } })) end)
    contains(here .. "the section function of Layout.compositional returned number for section 1 (s); it must return LayoutSection{…}", err)
  end)

  it("raises what a section function raised while laying out for a new device", function()
    setDevice("iphone-15")
    show(screen(Layout.compositional{ section = function(_, _, environment)
      if environment.container.width > 500 then error(string.format("no layout for %g points", environment.container.width)) end
      return grid
    end }, { SectionModel{ dataID = "s", items = labels("row", 1) } }))
    contains("no layout for 820 points", errorOf(function() setDevice("ipad"); find("row1") end))
  end)

  it("names an unknown scrollTo position with its line", function()
    setDevice("iphone-15")
    show(home())
    contains("unknown position 'centre'; did you mean 'center'?", errorOf(function() scrollTo("card1", "centre") end))
    contains("unknown position 'middle' (valid: top, center, bottom, left, centeredHorizontally, right, centeredVertically)",
      errorOf(function() scrollTo("card1", "middle") end))
  end)

  it("refuses to scroll a section that does not scroll on its own", function()
    setDevice("iphone-15")
    show(home())
    contains("Section \"photos\" does not scroll on its own", errorOf(function() scroll{ section = "photos", x = 10 } end))
    contains("No section with data ID \"nope\"", errorOf(function() scroll{ section = "nope", x = 10 } end))
    contains("a section scrolls sideways only", errorOf(function() scroll{ section = "cards", y = 10 } end))
  end)
end)
