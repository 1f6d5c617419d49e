-- The NamadaLayout example screen on the default iPhone 15 (393×852, safe area top 59, bottom 34).
describe("examples/namada/namada_screen.lua", function()
  local body = measureText{ text = "I am Placeholder", style = "body" }
  local top = measureText{ text = "TOP LABEL", style = "body" }
  local middle = measureText{ text = "MIDDLE LABEL", style = "body" }
  local searchHeight = 7 + body.height + 7
  local stackHeight = middle.height + 9 + 90

  before_each(function() show(require("namada_screen")) end)

  it("puts the search bar along the top of the safe area", function()
    assert.frame("searchBar", { x = 0, y = 59, width = 393, height = searchHeight })
  end)

  it("puts the top label 18 points below the previous view, centred", function()
    assert.frame("topLabel", { x = (393 - top.width) / 2, y = 59 + searchHeight + 18, width = top.width, height = top.height })
  end)

  it("centres the stack, as wide as its widest view, its views centred and 9 apart", function()
    local stackY = (852 - stackHeight) / 2
    assert.frame("stack", { x = (393 - middle.width) / 2, y = stackY, width = middle.width, height = stackHeight })
    assert.frame("middleLabel", { x = (393 - middle.width) / 2, y = stackY, width = middle.width, height = middle.height })
    assert.frame("image", { x = (393 - 90) / 2, y = stackY + middle.height + 9, width = 90, height = 90 })
  end)

  it("puts the button 18 points inside the bottom and sides of the safe area", function()
    assert.frame("bottomButton", { x = 18, y = 852 - 34 - 18 - 36, width = 393 - 36, height = 36 })
  end)

  it("keeps the stack centred over the low-priority in-between rule when the screen is short", function()
    setDevice{ width = 320, height = 300, safeArea = { top = 20, bottom = 0 } }
    -- Centring (999, 998) beats inBetween at defaultLow (250): the stack overlaps the top label's gap.
    assert.frame("stack", { x = (320 - middle.width) / 2, y = (300 - stackHeight) / 2, width = middle.width, height = stackHeight })
    assert.frame("bottomButton", { x = 18, y = 300 - 18 - 36, width = 320 - 36, height = 36 })
  end)
end)
