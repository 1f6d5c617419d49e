-- luacheck: read globals formEvents
-- The three-step form: each step pushed when the previous is done, back pops, callbacks in
-- UIKit's order, the Next bar above the keyboard.
describe("examples/navigation/form.lua", function()
  local function stack()
    return (snapshot("json"):match('"stack":%s*(%b[])'):gsub("%s", ""))
  end

  before_each(function()
    setDevice("iphone-15")
    keyboard(0)
    package.loaded["form"] = nil
    show(require("form"))
  end)

  it("starts on the name step without a back button", function()
    assert.are.equal('["name"]', stack())
    assert.are.equal('"Name"', find("NavigationBar").content)
    assert.is_nil(find("back"))
    assert.are.same({ "NavigationBar", "prompt", "field", "next" }, visible())
    assert.are.equal(103, frame("prompt").y)
  end)

  it("pushes the email step, then the confirmation, as steps are done", function()
    typeText("field", "Ada")
    -- The bottom bar is tapped by its dataID (or its button's, "button").
    tap("next")
    assert.are.equal('["email","name"]', stack())
    assert.are.equal('"Email"', find("NavigationBar").content)
    assert.truthy(find("back"))
    typeText("field", "ada@example.com")
    tap("button")
    assert.are.equal('["confirm","email","name"]', stack())
    assert.are.same({ title = "Ada", subtitle = "ada@example.com" }, find("summary").content)
    assert.are.same({ "show email", "add confirm", "hide email" }, formEvents())
  end)

  it("pops the last step on back(), keeping what was typed", function()
    typeText("field", "Ada")
    tap("button")
    typeText("field", "ada@example.com")
    tap("button")
    back()
    assert.are.equal('["email","name"]', stack())
    assert.are.equal("ada@example.com", find("field").content.text)
    assert.are.same({ "show email", "add confirm", "hide email", "remove confirm", "show email" }, formEvents())
    back()
    assert.are.equal('["name"]', stack())
    assert.are.same({ "show email", "add confirm", "hide email", "remove confirm", "show email", "hide email" }, formEvents())
    assert.has_error(function() back() end)
  end)

  it("updates the bottom bar's content in place", function()
    typeText("field", "Ada")
    tap("button")
    typeText("field", "ada@example.com")
    tap("button")
    local view = find("done").viewID
    assert.are.equal('"Send"', find("done").content)
    tap("done")
    assert.are.equal('"Sent"', find("done").content)
    assert.are.equal(view, find("done").viewID)
  end)

  it("moves the Next bar above the keyboard", function()
    local button = frame("button").height
    assert.frame("next", { x = 0, y = 852 - (16 + button + 34), width = 393, height = 16 + button + 34 })
    keyboard(336)
    assert.frame("next", { x = 0, y = 852 - 336 - (16 + button + 16), width = 393, height = 16 + button + 16 })
  end)
end)
