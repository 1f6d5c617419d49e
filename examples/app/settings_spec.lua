-- The settings screen: a navigation bar with a back button, switch rows bound to a State, rows
-- with disclosure indicators, and rows that grow with Dynamic Type.
describe("examples/app/settings.lua", function()
  local state

  -- Text heights at the default size: body 20⅔ pt, footnote 16 pt; a switch is 51×31.
  local body = measureText{ text = "Mentions", style = "body" }.height
  local footnote = measureText{ text = "Off", style = "footnote" }.height

  before_each(function()
    setDevice("iphone-15")
    setContentSizeCategory("large")
    keyboard(0)
    package.loaded["settings"] = nil
    local makeSettings = require("settings")
    state = State{ notifyMentions = true, notifyReplies = false, notifyDigest = false, showsSettings = true }
    show(makeSettings(state))
  end)

  it("is a module returning makeSettings, which makes a new screen for each state", function()
    local makeSettings = require("settings")
    assert.are.equal("function", type(makeSettings))
    show(makeSettings(State{ notifyMentions = false, notifyReplies = true, notifyDigest = true }))
    assert.are.equal("off", find("notify-mentions").summary)
    assert.are.equal("on", find("notify-replies").summary)
    assert.are.equal("NavigationBar", find("NavigationBar").component)
  end)

  it("puts the navigation bar with its title and back button over the status bar", function()
    assert.frame("NavigationBar", { x = 0, y = 0, width = 393, height = 59 + 44 })
    assert.are.equal('"Settings"', find("NavigationBar").summary)
    -- The back button and the title are centred in the 44 pt below the status bar.
    assert.frame("back", { x = 8, y = 62 + 2 / 3, width = 66 + 1 / 3, height = 36 + 2 / 3 })
    assert.frame({ "bar", "title" }, { x = 162, y = 70 + 2 / 3, width = 69, height = 20 + 2 / 3 })
  end)

  it("lays out the section header and the first switch rows below the bar", function()
    assert.are.equal(20 + 2 / 3, body)
    assert.are.equal(16, footnote)
    -- The header: 8 pt margins, 16 pt above the text, one footnote line.
    assert.frame("notifications-header", { x = 0, y = 103, width = 393, height = 8 + 16 + 16 + 8 })
    assert.frame("notifications-header-label", { x = 16, y = 103 + 24, width = 361, height = 16 })
    -- A row: 12 pt margins around title, 2 pt, subtitle; the switch centred at the trailing edge.
    local row = 12 + body + 2 + footnote + 12
    assert.frame("mentions", { x = 0, y = 151, width = 393, height = row })
    assert.frame("notify-mentions-title", { x = 16, y = 163, width = 393 - 16 - 12 - 51 - 16, height = body })
    assert.frame("notify-mentions", { x = 393 - 16 - 51, y = 163 + (body + 2 + footnote - 31) / 2, width = 51, height = 31 })
    assert.frame("replies", { x = 0, y = 151 + row, width = 393, height = row })
    assert.are.same({ "NavigationBar", "mentions", "replies", "digest", "profile", "email", "password" }, visible())
  end)

  it("lays out the account rows with disclosure indicators and the footer", function()
    assert.frame("account-header", { x = 0, y = 151 + 3 * (62 + 2 / 3), width = 393, height = 48 })
    -- ImageRow: 16 pt margins around title and subtitle (two body lines less pixel rounding).
    assert.frame("profile", { x = 0, y = 387, width = 393, height = 77 + 1 / 3 })
    assert.is_true(find("profile").content.showsDisclosureIndicator)
    assert.are.equal("Email", find("email").content.title)
    -- The footer wraps to two footnote lines.
    assert.frame("footer", { x = 0, y = 387 + 3 * (77 + 1 / 3), width = 393, height = 47 + 2 / 3 })
  end)

  it("toggles a notification: the State and the row's switch and subtitle change", function()
    assert.are.equal("off", find("notify-replies").summary)
    assert.are.equal("Off", find("replies").content.subtitle)
    local view = find("replies").viewID
    tap("notify-replies")
    assert.is_true(state.notifyReplies)
    assert.are.equal("on", find("notify-replies").summary)
    assert.is_true(find("replies").content.isOn)
    assert.are.equal("Replies to your threads", find("replies").content.subtitle)
    assert.truthy(tree():find('"Replies to your threads"', 1, true))
    -- The same cell shows the new content; the row keeps its frame.
    assert.are.equal(view, find("replies").viewID)
    assert.frame("replies", { x = 0, y = 151 + 62 + 2 / 3, width = 393, height = 62 + 2 / 3 })
    tap("notify-mentions")
    assert.is_false(state.notifyMentions)
    assert.are.equal("off", find("notify-mentions").summary)
    assert.are.equal("Off", find("mentions").content.subtitle)
  end)

  it("sets showsSettings to false from the back button", function()
    tap("back")
    assert.is_false(state.showsSettings)
  end)

  it("grows the bar, headers and rows with Dynamic Type", function()
    setContentSizeCategory("accessibilityLarge")
    local largeBody = measureText{ text = "Mentions", style = "body", contentSizeCategory = "accessibilityLarge" }.height
    local largeFootnote = measureText{ text = "Off", style = "footnote", contentSizeCategory = "accessibilityLarge" }.height
    assert.are.equal(40, largeBody)
    assert.are.equal(32 + 2 / 3, largeFootnote)
    assert.frame("NavigationBar", { x = 0, y = 0, width = 393, height = 115 })
    assert.frame("notifications-header", { x = 0, y = 115, width = 393, height = 8 + 16 + largeFootnote + 8 })
    -- Rows reflow as Epoxy's HGroup does at accessibility sizes: the switch (31 tall) goes 12
    -- below the text, at the leading margin, and the cell grows to fit.
    local row = 12 + largeBody + 2 + largeFootnote + 12 + 31 + 12
    assert.is_true(math.abs(row - (141 + 2 / 3)) < 1e-9)
    local top = 115 + 64 + 2 / 3
    assert.frame("mentions", { x = 0, y = top, width = 393, height = row })
    assert.frame("replies", { x = 0, y = top + row, width = 393, height = row })
    assert.frame("notify-replies", { x = 16, y = top + row + 12 + largeBody + 2 + largeFootnote + 12, width = 51, height = 31 })
    -- Image rows reflow vertically (image, title and subtitle, disclosure) and their cells fit
    -- the reflowed layout: margins 16 + image 40 + 16 + title + 4 + subtitle + 16 + disclosure 14 + 16.
    local largeHeadline = measureText{ text = "Profile", style = "headline", contentSizeCategory = "accessibilityLarge" }.height
    local imageRow = 16 + 40 + 16 + largeHeadline + 4 + largeBody + 16 + 14 + 16
    assert.are.equal(202, imageRow)
    assert.frame("profile", { x = 0, y = top + 3 * row + 64 + 2 / 3, width = 393, height = imageRow })
  end)
end)
