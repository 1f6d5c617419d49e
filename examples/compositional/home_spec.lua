-- The Airbnb-style home screen, frame by frame on two devices and at two text sizes. Every
-- expected frame is derived from the layout's rules and measureText (no numbers copied from a run).

local categories = { "Beachfront", "Cabins", "Amazing views", "Tiny homes" }

--- The frames the layout should give on a device `width` wide whose safe area starts at `top`.
local function expected(width, top, category)
  local container = width - 32
  local function text(value, style, wrap)
    -- Labels keep their default single line.
    return measureText{ text = value, style = style, width = wrap, numberOfLines = 1, contentSizeCategory = category }
  end
  local frames = { chips = {} }
  -- Chips: their label plus 16 + 16 by 8 + 8 margins, 8 apart from x 16, 8 below the section top.
  local x = 16
  local chipHeight = text("Beachfront", "subheadline").height + 16
  for index, name in ipairs(categories) do
    local chipWidth = text(name, "subheadline").width + 32
    frames.chips[index] = { x = x, y = top + 8, width = chipWidth, height = chipHeight }
    x = x + chipWidth + 8
  end
  -- The listings section starts after 8 + chips + 8 and 16 of inter-section spacing; its
  -- header follows the content insets (x 16, the container wide).
  local y = top + 8 + chipHeight + 8 + 16
  local headerHeight = text("Popular in Beachfront", "title2", container).height
  frames.listingsHeader = { x = 16, y = y, width = container, height = headerHeight }
  y = y + headerHeight + 8
  -- Cards: 85% of the container; cover 180, 4, title, 4, price.
  local cardWidth = 0.85 * container
  local cardHeight = 180 + 4 + text("Cottage by the sea", "headline", cardWidth).height + 4 + text("$180 night", "subheadline", cardWidth).height
  frames.card1 = { x = 16, y = y, width = cardWidth, height = cardHeight }
  frames.card2 = { x = 16 + cardWidth + 12, y = y, width = cardWidth, height = cardHeight }
  frames.cardPage = cardWidth + 12
  y = y + cardHeight + 8 + 16
  local photosHeaderHeight = text("Photos", "title2", container).height
  frames.photosHeader = { x = 16, y = y, width = container, height = photosHeaderHeight }
  y = y + photosHeaderHeight + 8
  -- Photos: two columns 8 apart, rows half the container tall, 8 apart.
  local column = (container - 8) / 2
  frames.photo1 = { x = 16, y = y, width = column, height = container / 2 }
  frames.photo2 = { x = 16 + column + 8, y = y, width = column, height = container / 2 }
  frames.photo3 = { x = 16, y = y + container / 2 + 8, width = column, height = container / 2 }
  return frames
end

--- Shows the screen on `device` at the default text size, scrolled to the top with both
--- carousels at their start and the first category chosen (the script keeps its state and
--- offsets between tests).
local function showHome(device)
  setDevice(device)
  setContentSizeCategory("large")
  show(require("home"))
  scroll{ y = -1000 }
  scroll{ section = "categories", x = 0 }
  scroll{ section = "listings", x = 0 }
  tap("chip1")
end

local function checkFrames(width, top, category)
  local frames = expected(width, top, category)
  for index = 1, #categories do assert.frame("chip" .. index, frames.chips[index]) end
  assert.frame("listingsHeader", frames.listingsHeader)
  assert.frame("listing1", frames.card1)
  assert.frame("listing2", frames.card2)
  assert.frame("photosHeader", frames.photosHeader)
  assert.frame("photo1", frames.photo1)
  assert.frame("photo2", frames.photo2)
  assert.frame("photo3", frames.photo3)
  return frames
end

describe("examples/compositional/home.lua", function()
  it("lays out chips, cards, and photos on an iPhone 15", function()
    showHome("iphone-15")
    checkFrames(393, 59)
    -- Only the cards the carousel shows have cells.
    assert.is_false(find("listing3").hasCell)
  end)

  it("lays out the same screen on an iPhone SE and at an accessibility text size", function()
    showHome("iphone-se")
    checkFrames(375, 20)
    setContentSizeCategory("accessibilityLarge")
    checkFrames(375, 20, "accessibilityLarge")
    setContentSizeCategory("large")
  end)

  it("pages the cards one at a time and keeps the page across a re-render", function()
    showHome("iphone-15")
    local frames = expected(393, 59)
    -- Released at 200, the nearest card edge is card 2's.
    assert.near(frames.cardPage, scroll{ section = "listings", x = 200 }.x, 1e-9)
    assert.frame("listing2", { x = 16, y = frames.card2.y })
    assert.is_true(find("listing3").isDisplayed)
    -- Tapping a chip re-renders the header; the carousel keeps its offset.
    tap("chip2")
    assert.are.equal("Popular in Cabins", find("listingsHeader").summary:match('"(.*)"'))
    assert.frame("listing2", { x = 16 })
  end)

  it("keeps a section's header at the top of the screen while its section scrolls under it", function()
    showHome("iphone-15")
    local frames = expected(393, 59)
    -- Scrolled so the photos header would be 100 above the top: it stays at 59.
    scroll{ y = frames.photosHeader.y - 59 + 100 - 59 }
    assert.frame("photosHeader", { x = 16, y = 59, width = 361, height = frames.photosHeader.height })
    assert.frame("photo1", { y = frames.photo1.y - (frames.photosHeader.y - 59 + 100) })
  end)
end)

describe("examples/compositional/home.lua in snapshots", function()
  it("shows each carousel as a clipped section with its behaviour, offset and visible range", function()
    showHome("iphone-15")
    scroll{ section = "listings", x = 200 }
    local text = tree()
    -- 5 cards of 306.85 are 16 + 5 · 306.85 + 4 · 12 + 16 = 1614.25 wide; the page is 318.85.
    assert.truthy(text:find("OrthogonalSection #listings (0, ", 1, true))
    assert.truthy(text:find("[behavior=groupPaging, offset=318.85, visible=items 1–3 of 5 (x 318.85–711.85 of 1,614.25)]", 1, true))
    assert.truthy(text:find("[behavior=continuous, offset=0, visible=items 1–4 of 8", 1, true))
    local json = snapshot("json")
    assert.truthy(json:find('"kind" : "carousel"', 1, true) or json:find('"kind": "carousel"', 1, true))
    local svg = snapshot("svg")
    assert.truthy(svg:find('<g clip-path="url(#carousel-clip-2)">', 1, true))
  end)
end)
