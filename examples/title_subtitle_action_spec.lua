-- The title, subtitle and action example: three items stacked 8 points apart at the leading
-- edge of the iPhone's layout margins (16 points, below the 59-point safe area).
describe("examples/title_subtitle_action.lua", function()
  local title = measureText{ text = "Title text", style = "title2" }
  local subtitle = measureText{ text = "Subtitle text", style = "subheadline" }
  local action = measureText{ text = "Perform action", style = "body" }

  before_each(function() show(require("title_subtitle_action")) end)

  it("stacks title, subtitle and button 8 points apart, each at its own width", function()
    assert.frame("title", { x = 16, y = 59, width = title.width, height = title.height })
    assert.frame("subtitle", { x = 16, y = 59 + title.height + 8, width = subtitle.width, height = subtitle.height })
    assert.frame("action", { x = 16, y = 59 + title.height + 8 + subtitle.height + 8,
                             width = 16 + action.width + 16, height = 8 + action.height + 8 })
  end)

  it("matches its snapshot", function()
    assert.snapshot(require("title_subtitle_action"), "title_subtitle_action")
  end)
end)
