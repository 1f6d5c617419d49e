-- The NamadaLayout example screen with its bindings on the default iPhone 15 (393×852, safe area
-- top 59, bottom 34): typing reaches the state and the labels, assignments reach the views, and
-- the re-measured labels move the centred stack.
describe("examples/namada/namada_bindings_screen.lua", function()
  local body = measureText{ text = "I am Placeholder", style = "body" }
  local searchHeight = 7 + body.height + 7
  local topY = 59 + searchHeight + 18
  local state

  before_each(function()
    package.loaded["namada_bindings_state"] = nil
    package.loaded["namada_bindings_screen"] = nil
    show(require("namada_bindings_screen"))
    state = require("namada_bindings_state")
  end)

  it("typing sets typedText and assigns the top label 'typed: …'", function()
    typeText("searchBar", "hello")
    assert.are.equal("hello", state.typedText)
    assert.are.equal('"typed: hello"', find("topLabel").summary)
    local typed = measureText{ text = "typed: hello", style = "body" }
    assert.frame("topLabel", { x = (393 - typed.width) / 2, y = topY, width = typed.width, height = typed.height })
  end)

  it("assigning topTitle updates the top label and the middle label's observer, re-centring the stack", function()
    state.topTitle = "A new title"
    assert.are.equal('"A new title"', find("topLabel").summary)
    local middleText = "new: A new title, old: TOP LABEL"
    assert.are.equal('"' .. middleText .. '"', find("middleLabel").summary)
    local title = measureText{ text = "A new title", style = "body" }
    local middle = measureText{ text = middleText, style = "body" }
    assert.frame("topLabel", { x = (393 - title.width) / 2, y = topY, width = title.width, height = title.height })
    local stackHeight = middle.height + 9 + 90
    local stackY = (852 - stackHeight) / 2
    assert.frame("stack", { x = (393 - middle.width) / 2, y = stackY, width = middle.width, height = stackHeight })
    assert.frame("image", { x = (393 - 90) / 2, y = stackY + middle.height + 9, width = 90, height = 90 })
  end)

  it("assigning typedText shows it in the search bar", function()
    state.typedText = "from state"
    assert.are.equal('"from state"', find("searchBar").summary)
    assert.are.equal('"typed: from state"', find("topLabel").summary)
  end)
end)
