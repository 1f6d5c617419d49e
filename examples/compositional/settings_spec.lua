-- The inset-grouped settings list on a 393-pt and a 430-pt iPhone and at an accessibility text
-- size: rows inset by 16 (20 from 414 pt wide), sections 35 apart, headers above their rows.

--- A TextRow's height at `width`: 16 + headline + 8 + body + 16, text inset 24 on each side.
local function rowHeight(title, subtitle, width, category)
  local inner = width - 48
  local height = 32 + measureText{ text = title, style = "headline", width = inner, contentSizeCategory = category }.height
  if subtitle then
    height = height + 8 + measureText{ text = subtitle, style = "body", width = inner, contentSizeCategory = category }.height
  end
  return height
end

local function check(screenWidth, top, margin, category)
  local width = screenWidth - 2 * margin
  local function header(text)
    return measureText{ text = text, style = "footnote", width = width, numberOfLines = 1, contentSizeCategory = category }.height
  end
  local y = top + 35
  assert.frame("accountHeader", { x = margin, y = y, width = width, height = header("ACCOUNT") })
  y = y + header("ACCOUNT")
  local profile = rowHeight("Ada Lovelace", "Personal info, payments", width, category)
  assert.frame("profile", { x = margin, y = y, width = width, height = profile })
  y = y + profile
  local security = rowHeight("Login & security", nil, width, category)
  assert.frame("security", { x = margin, y = y, width = width, height = security })
  y = y + security + 35
  assert.frame("preferencesHeader", { x = margin, y = y, width = width, height = header("PREFERENCES") })
  y = y + header("PREFERENCES")
  assert.frame("notifications", { x = margin, y = y, width = width, height = rowHeight("Notifications", "On", width, category) })
end

describe("examples/compositional/settings.lua", function()
  it("insets rows by 16 on an iPhone 15", function()
    setDevice("iphone-15")
    setContentSizeCategory("large")
    show(require("settings"))
    check(393, 59, 16)
  end)

  it("insets rows by 20 on an iPhone 15 Pro Max, at two text sizes", function()
    setDevice("iphone-15-pro-max")
    setContentSizeCategory("large")
    show(require("settings"))
    check(430, 59, 20)
    setContentSizeCategory("accessibilityLarge")
    check(430, 59, 20, "accessibilityLarge")
    setContentSizeCategory("large")
  end)

  it("re-renders a toggled row in place", function()
    setDevice("iphone-15")
    show(require("settings"))
    tap("notifications")
    assert.are.equal("Off", find("notifications").content.subtitle)
    assert.frame("notifications", { x = 16, width = 361 })
    tap("notifications")
  end)
end)
