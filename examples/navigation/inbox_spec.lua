-- The inbox: a navigation bar over the status bar, a search field that filters the threads, a
-- Compose bar that moves above the keyboard, and a thread screen pushed by a tap, popped by back.
describe("examples/navigation/inbox.lua", function()
  local function stack()
    return snapshot("json"):match('"stack":%s*(%b[])'):gsub("%s", "")
  end

  -- The Compose bar: the button's height between the row's 16 pt margins, over the 34 pt home
  -- indicator area (the bar's bottom margin is the larger of the two).
  local function composeHeight(bottomMargin)
    return 16 + frame("button").height + bottomMargin
  end

  before_each(function()
    setDevice("iphone-15")
    keyboard(0)
    package.loaded["inbox"] = nil
    show(require("inbox"))
  end)

  it("puts the navigation bar over the status bar and the list below it", function()
    assert.frame("NavigationBar", { x = 0, y = 0, width = 393, height = 59 + 44 })
    assert.are.equal("NavigationBar", find("NavigationBar").component)
    assert.are.equal('"Inbox"', find("NavigationBar").summary)
    -- The title is centred in the 44 pt below the status bar.
    assert.is_true(math.abs(frame({ "bar", "title" }).y + frame({ "bar", "title" }).height / 2 - (59 + 22)) < 1e-9)
    assert.frame("search", { x = 0, y = 103, width = 393, height = frame("search").height })
    assert.are.equal(103 + frame("search").height, frame("t1").y)
    assert.are.equal('["inbox"]', stack())
  end)

  it("keeps the Compose bar above the home indicator", function()
    local height = composeHeight(34)
    assert.frame("ButtonRow", { x = 0, y = 852 - height, width = 393, height = height })
    assert.frame("button", { x = 24, y = 852 - height + 16, width = 345, height = frame("button").height })
  end)

  it("moves the Compose bar above the keyboard and back", function()
    keyboard(300)
    local height = composeHeight(16)
    assert.frame("ButtonRow", { x = 0, y = 852 - 300 - height, width = 393, height = height })
    keyboard(0)
    height = composeHeight(34)
    assert.frame("ButtonRow", { x = 0, y = 852 - height, width = 393, height = height })
  end)

  it("filters the threads as the search text changes", function()
    typeText("search", "gr")
    -- "Grace" and "Literate programs".
    assert.are.same({ "NavigationBar", "search", "t2", "t6", "ButtonRow" }, visible())
    -- Typing goes on where it left off: "grac".
    typeText("search", "ac")
    assert.are.same({ "NavigationBar", "search", "t2", "ButtonRow" }, visible())
    assert.are.equal(103 + frame("search").height, frame("t2").y)
  end)

  it("pushes the thread when a row is tapped and pops it on back()", function()
    tap("t3")
    assert.are.equal('["thread","inbox"]', stack())
    assert.are.equal('"Alan"', find("NavigationBar").summary)
    assert.frame("NavigationBar", { x = 0, y = 0, width = 393, height = 103 })
    assert.are.same({ "NavigationBar", "message" }, visible())
    assert.are.equal(103, frame("message").y)
    back()
    assert.are.equal('["inbox"]', stack())
    -- remove() dropped the thread from the state: a render keeps it popped.
    render()
    assert.are.equal('["inbox"]', stack())
    assert.are.equal('"Inbox"', find("NavigationBar").summary)
  end)

  it("matches its snapshots (the inbox, then the thread on top)", function()
    assert.snapshot(nil, "inbox")
    tap("t3")
    assert.snapshot(nil, "inbox_thread")
  end)

  it("pops the thread from the navigation bar's back button", function()
    tap("t1")
    assert.are.equal('["thread","inbox"]', stack())
    tap("back")
    assert.are.equal('["inbox"]', stack())
  end)

  it("cannot go back from the inbox", function()
    assert.has_error(function() back() end,
      "back(): the stack shows only its root screen 'inbox'; there is nothing to go back to")
  end)

  it("shows the navigation bar divider once the list scrolls under it", function()
    assert.truthy(tree():find("showsDivider=false", 1, true))
    scroll{ y = 100 }
    assert.truthy(tree():find("showsDivider=true", 1, true))
    assert.truthy(find("divider"))
    -- Back at the top (the offset is clamped to the top of the content).
    scroll{ y = -1000 }
    assert.truthy(tree():find("showsDivider=false", 1, true))
    assert.is_nil(find("divider"))
  end)
end)
