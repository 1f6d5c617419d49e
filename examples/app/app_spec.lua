-- The whole app in one navigation stack: inbox → thread and back, inbox → settings (a toggle)
-- and back, the Compose bar above the keyboard, search filtering the inbox, compose and cancel.
describe("examples/app/app.lua", function()
  local function stack()
    return (snapshot("json"):match('"stack":%s*(%b[])'):gsub("%s", ""))
  end

  -- One line of each text style at the default size.
  local headline = measureText{ text = "Ada", style = "headline" }.height
  local body = measureText{ text = "Lunch on Friday?", style = "body" }.height

  -- The Compose bar: the button between the row's 16 pt margins, over the home indicator
  -- (34 pt) or, above the keyboard, the row's own 16 pt.
  local function composeHeight(bottomMargin)
    return 16 + frame("button").height + bottomMargin
  end

  -- visible() lists the screen's bars around its items: the navigation bar first, Compose last.
  before_each(function()
    setDevice("iphone-15")
    setContentSizeCategory("large")
    keyboard(0)
    package.loaded["app"] = nil
    package.loaded["settings"] = nil
    show(require("app"))
  end)

  it("starts on the inbox: bar with a Settings button, search, threads, Compose bar", function()
    assert.are.equal('["inbox"]', stack())
    assert.are.equal('"Inbox"', find("NavigationBar").summary)
    assert.frame("NavigationBar", { x = 0, y = 0, width = 393, height = 59 + 44 })
    assert.frame("trailing", { x = 302 + 1 / 3, y = 62 + 2 / 3, width = 82 + 2 / 3, height = 36 + 2 / 3 })
    assert.frame("search", { x = 0, y = 103, width = 393, height = 34 + 2 / 3 })
    -- TextRow: 16 pt margins, headline, 8 pt, body.
    assert.frame("t1", { x = 0, y = 103 + 34 + 2 / 3, width = 393, height = 16 + headline + 8 + body + 16 })
    assert.are.same({ "NavigationBar", "search", "t1", "t2", "t3", "t4", "t5", "compose" }, visible())
    -- The home indicator area is the bar's bottom margin: the button ends 34 pt above the edge.
    assert.frame("button", { x = 24, y = 852 - 34 - (48 + 2 / 3), width = 345, height = 48 + 2 / 3 })
    assert.frame("compose", { x = 0, y = 852 - composeHeight(34), width = 393, height = composeHeight(34) })
  end)

  it("pushes the thread when a row is tapped and pops it on back()", function()
    tap("t1")
    assert.are.equal('["thread-t1","inbox"]', stack())
    assert.are.equal('"Lunch on Friday?"', find("NavigationBar").summary)
    assert.are.same({ "NavigationBar", "message1", "message2", "message3" }, visible())
    -- A message: 12 pt margins, the sender, 4 pt, the text wrapped to two body lines.
    assert.frame("message1", { x = 0, y = 103, width = 393, height = 12 + headline + 4 + 2 * body + 12 })
    assert.frame("message1-text", { x = 16, y = 103 + 12 + headline + 4, width = 361, height = 2 * body })
    -- A label inside a cell reports its text as the tree prints it, quoted.
    assert.are.equal('"Noon it is. I\'ll book a table for two."', find("message3-text").summary)
    back()
    assert.are.equal('["inbox"]', stack())
    render()
    assert.are.equal('["inbox"]', stack())
    assert.are.equal('"Inbox"', find("NavigationBar").summary)
    -- The thread's back button pops it too.
    tap("t3")
    assert.are.equal('["thread-t3","inbox"]', stack())
    assert.are.same({ "NavigationBar", "message1" }, visible())
    tap("back")
    assert.are.equal('["inbox"]', stack())
  end)

  it("pushes settings from the bar's Settings button; a toggle there survives back()", function()
    tap("trailing")
    assert.are.equal('["settings","inbox"]', stack())
    assert.are.equal('"Settings"', find("NavigationBar").summary)
    assert.frame("mentions", { x = 0, y = 103 + 48, width = 393, height = 62 + 2 / 3 })
    assert.are.equal("off", find("notify-replies").summary)
    tap("notify-replies")
    assert.are.equal("on", find("notify-replies").summary)
    assert.are.equal("Replies to your threads", find("replies").content.subtitle)
    back()
    assert.are.equal('["inbox"]', stack())
    -- Settings is made again from the shared state, which kept the toggle.
    tap("trailing")
    assert.are.equal("on", find("notify-replies").summary)
    -- Its own back button pops it.
    tap("back")
    assert.are.equal('["inbox"]', stack())
    assert.has_error(function() back() end)
  end)

  it("moves the Compose bar above the keyboard and back", function()
    keyboard(300)
    assert.frame("compose", { x = 0, y = 852 - 300 - composeHeight(16), width = 393, height = composeHeight(16) })
    assert.frame("button", { x = 24, y = 852 - 300 - composeHeight(16) + 16, width = 345, height = 48 + 2 / 3 })
    keyboard(0)
    assert.frame("compose", { x = 0, y = 852 - composeHeight(34), width = 393, height = composeHeight(34) })
  end)

  it("filters the threads as the search text changes", function()
    -- "e": Grace, "Machine test results", Edsger, "Abstraction and types".
    typeText("search", "e")
    assert.are.same({ "NavigationBar", "search", "t2", "t3", "t4", "t5", "compose" }, visible())
    -- "ed": only Edsger ("considered" too).
    typeText("search", "d")
    assert.are.same({ "NavigationBar", "search", "t4", "compose" }, visible())
    assert.frame("t4", { x = 0, y = 103 + 34 + 2 / 3, width = 393, height = 16 + headline + 8 + body + 16 })
    -- The filter holds while a thread is pushed and popped.
    tap("t4")
    back()
    assert.are.same({ "NavigationBar", "search", "t4", "compose" }, visible())
  end)

  it("opens the compose screen from the Compose bar and cancels it", function()
    tap("button")
    assert.are.equal('["compose","inbox"]', stack())
    assert.are.equal('"New Message"', find("NavigationBar").summary)
    typeText("draft", "Hello")
    assert.are.equal("Hello", find("draft").content.text)
    tap("back")
    assert.are.equal('["inbox"]', stack())
  end)
end)
