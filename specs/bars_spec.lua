-- Bars from Lua: X.barModel{…} for built-ins and Lua components, modifiers, Epoxy's update
-- heuristics as render changes, display callbacks, coordinators and bad input.

local function changes(report, scope)
  for _, change in ipairs(report.changes) do
    if change.scope == scope then return change end
  end
end

local function screen(state, extra)
  local definition = {
    sections = function() return { SectionModel{ dataID = "s", items = {
      TextRow.itemModel{ dataID = "row", content = { title = "Row" } } } } } end,
    topBars = function() return state.top() end,
    bottomBars = function() return state.bottom and state.bottom() or {} end,
  }
  for key, value in pairs(extra or {}) do definition[key] = value end
  return ViewController(definition)
end

describe("bar models", function()
  it("default their dataID to the component's name and read back", function()
    local bar = NavigationBar.barModel{ content = { title = "Inbox" } }
    assert.are.equal("NavigationBar", bar.dataID)
    assert.are.equal("NavigationBar.barModel", bar.type)
    assert.are.equal("NavigationBar.barModel#NavigationBar", tostring(bar))
    assert.are.equal("compose", ButtonRow.barModel{ dataID = "compose", content = { text = "New" } }.dataID)
  end)

  it("return new models from their modifiers", function()
    local bar = NavigationBar.barModel{ content = { title = "Inbox" } }
    local modified = bar:styleID("large"):willDisplay(function() end):didDisplay(function() end)
      :makeCoordinator(function() return {} end)
    assert.are_not.equal(bar, modified)
    assert.are.equal("NavigationBar", modified.dataID)
  end)

  it("name the closest modifier for a misspelled one", function()
    local bar = NavigationBar.barModel{ content = { title = "Inbox" } }
    local ok, message = pcall(function() return bar.willDisplai end)
    assert.is_false(ok)
    assert.truthy(message:find("no modifier 'willDisplai' on NavigationBar.barModel#NavigationBar; did you mean 'willDisplay'?", 1, true))
  end)

  it("check their fields", function()
    local ok, message = pcall(function() return NavigationBar.barModel{ contnet = { title = "x" } } end)
    assert.is_false(ok)
    assert.truthy(message:find("bars_spec.lua:%d+:"))
    assert.truthy(message:find("contnet", 1, true))
    ok, message = pcall(function() return NavigationBar.barModel("Inbox") end)
    assert.is_false(ok)
    assert.truthy(message:find("table expected, got string", 1, true))
    ok, message = pcall(function() return NavigationBar.barModel{ content = { title = "x" } }:willDisplay(5) end)
    assert.is_false(ok)
  end)

  it("are made for Lua components too", function()
    local Banner = Component{ name = "Banner", body = function(content)
      return VGroup{ Label.groupItem{ dataID = "text", content = content } }
    end, layoutMargins = { top = 10, leading = 16, bottom = 10, trailing = 16 } }
    local bar = Banner.barModel{ content = "Offline" }
    assert.are.equal("Banner", bar.dataID)
    setDevice("iphone-15")
    show(screen({ top = function() return { bar } end }))
    -- A component laying its body out in its margins gets the status bar as its top margin.
    local height = frame("text").height
    assert.frame("Banner", { x = 0, y = 0, width = 393, height = 59 + height + 10 })
    assert.frame("text", { x = 16, y = 59, width = 393 - 32, height = height })
  end)
end)

describe("bar updates", function()
  local state, log

  before_each(function()
    setDevice("iphone-15")
    log = {}
    state = State{ title = "Inbox", style = "standard", toolbar = true }
    show(screen({
      top = function()
        local bar = NavigationBar.barModel{ content = { title = state.title } }
          :willDisplay(function(ctx) log[#log + 1] = "will " .. ctx.dataID end)
          :didDisplay(function(ctx) log[#log + 1] = "did " .. ctx.dataID end)
        if state.style ~= "standard" then bar = bar:styleID(state.style) end
        return { bar }
      end,
      bottom = function()
        return { state.toolbar and ToolbarBar.barModel{ content = { itemTitles = { "Edit" } } } or false }
      end,
    }))
  end)

  it("displays new bars once", function()
    assert.are.same({ "will NavigationBar", "did NavigationBar" }, log)
    assert.is_true(changes(render(), "topBars").inserted[1] == nil)
    assert.are.same({ "will NavigationBar", "did NavigationBar" }, log)
  end)

  it("sets new content on the same view", function()
    local view = find("NavigationBar").viewID
    state.title = "Archive"
    local report = render()
    assert.are.same({ "NavigationBar" }, changes(report, "topBars").updated)
    assert.are.equal('"Archive"', find("NavigationBar").summary)
    assert.are.equal(view, find("NavigationBar").viewID)
    assert.are.same({ "will NavigationBar", "did NavigationBar" }, log)
  end)

  it("replaces the view when the style changes", function()
    local view = find("NavigationBar").viewID
    state.style = "large"
    local report = render()
    assert.are.same({ "NavigationBar" }, changes(report, "topBars").replaced)
    assert.are_not.equal(view, find("NavigationBar").viewID)
    assert.are.same({ "will NavigationBar", "did NavigationBar", "will NavigationBar", "did NavigationBar" }, log)
  end)

  it("removes and inserts bars as they come and go", function()
    state.toolbar = false
    assert.are.same({ "ToolbarBar" }, changes(render(), "bottomBars").deleted)
    assert.is_nil(find("ToolbarBar"))
    state.toolbar = true
    assert.are.same({ "ToolbarBar" }, changes(render(), "bottomBars").inserted)
    assert.frame("ToolbarBar", { x = 0, y = 852 - 34 - 44, width = 393, height = 34 + 44 })
  end)

  it("reports nothing when nothing changed", function()
    local report = render()
    assert.is_true(changes(report, "topBars").inserted[1] == nil and changes(report, "topBars").updated[1] == nil)
    assert.is_true(report.isEmpty)
  end)
end)

describe("bar coordinators", function()
  it("receive the scroll percentage through setScrollPercentage", function()
    setDevice("iphone-15")
    local received = {}
    local rows = {}
    for index = 1, 40 do rows[index] = TextRow.itemModel{ dataID = "r" .. index, content = { title = "Row" } } end
    show(ViewController{
      sections = function() return { SectionModel{ dataID = "s", items = rows } } end,
      topBars = function()
        return { NavigationBar.barModel{ content = { title = "T" } }:makeCoordinator(function(updateBarModel)
          local coordinator = {}
          function coordinator:setScrollPercentage(percentage)
            received[#received + 1] = percentage
          end
          return coordinator
        end) }
      end,
    })
    scroll{ y = -103 + 51.5 }
    scroll{ y = 500 }
    scroll{ y = -1000 }
    assert.are.same({ 0.5, 1, 0 }, received)
  end)

  it("keep the screen's bar when they fail, and the failure fails the event", function()
    setDevice("iphone-15")
    local ok, message = pcall(show, ViewController{
      sections = function() return {} end,
      topBars = function()
        return { NavigationBar.barModel{ content = { title = "Kept" } }:makeCoordinator(function()
          return { barModel = function() error("broken coordinator") end }
        end) }
      end,
    })
    assert.is_false(ok)
    assert.truthy(message:find("bars_spec.lua:%d+: broken coordinator %(in coordinator:barModel%)"), message)
    assert.are.equal('"Kept"', find("NavigationBar").summary)
  end)
end)

describe("bar providers", function()
  it("reject values that are not bar models, naming the position", function()
    local ok, message = pcall(show, ViewController{
      sections = function() return {} end,
      topBars = function() return { Label.groupItem{ dataID = "x", content = "x" } } end,
    })
    assert.is_false(ok)
    assert.truthy(message:find("the topBars function of ViewController returned a bad value at [1]: bar model expected, got Label.groupItem#x (make bars with X.barModel{…})", 1, true))
  end)

  it("must return a list, even of one bar", function()
    local ok, message = pcall(function()
      show(ViewController{ sections = function() return {} end,
        topBars = function() return NavigationBar.barModel{ content = { title = "A" } } end })
    end)
    assert.is_false(ok)
    assert.truthy(message:find("bars_spec.lua:%d+: the topBars function of ViewController returned NavigationBar.barModel#NavigationBar %(wrap it in a list: { bar }%)"))
  end)

  it("show the first of bars sharing a dataID, with Epoxy's warning", function()
    setDevice("iphone-15")
    show(ViewController{ sections = function() return {} end,
      topBars = function() return { NavigationBar.barModel{ content = { title = "A" } }, NavigationBar.barModel{ content = { title = "B" } } } end })
    assert.are.equal('"A"', find("NavigationBar").summary)
    assert.frame("topBars", { x = 0, y = 0, width = 393, height = 103 })
  end)

  it("skip false and nil entries", function()
    setDevice("iphone-15")
    show(ViewController{
      sections = function() return {} end,
      topBars = function() return { false, nil, NavigationBar.barModel{ content = { title = "T" } } } end,
    })
    assert.frame("NavigationBar", { x = 0, y = 0, width = 393, height = 103 })
  end)

  it("keep the last good bars when a provider fails, and recover", function()
    setDevice("iphone-15")
    local state = State{ fail = false, title = "One" }
    show(ViewController{
      sections = function() return {} end,
      topBars = function()
        if state.fail then error("no bars today") end
        return { NavigationBar.barModel{ content = { title = state.title } } }
      end,
    })
    state.fail = true
    local ok, message = pcall(render)
    assert.is_false(ok)
    assert.truthy(message:find("no bars today", 1, true))
    assert.are.equal('"One"', find("NavigationBar").summary)
    state.fail = false
    state.title = "Two"
    render()
    assert.are.equal('"Two"', find("NavigationBar").summary)
  end)
end)

describe("keyboard", function()
  it("rejects negative and non-finite heights", function()
    assert.has_error(function() keyboard(-1) end)
    assert.has_error(function() keyboard(0 / 0) end)
    assert.has_error(function() keyboard("tall") end)
  end)

  it("leaves bottom bars alone unless the screen avoids it", function()
    setDevice("iphone-15")
    show(ViewController{
      sections = function() return {} end,
      bottomBars = function() return { ToolbarBar.barModel{ content = { itemTitles = { "A" } } } } end,
    })
    keyboard(300)
    assert.frame("ToolbarBar", { x = 0, y = 852 - 78, width = 393, height = 78 })
    keyboard(0)
  end)
end)

describe("bar reports", function()
  it("report bars that changed places as moved, as Epoxy's moves", function()
    local state = State{ swapped = false }
    show(ViewController{
      sections = function() return {} end,
      topBars = function()
        local a, b = Label.barModel{ dataID = "a", content = "A" }, Label.barModel{ dataID = "b", content = "B" }
        if state.swapped then return { b, a } end
        return { a, b }
      end,
    })
    state.swapped = true
    local change = changes(render(), "topBars")
    assert.are.same({ "b", "a" }, change.moved)
    assert.are.same({}, change.updated)
    assert.is_true(frame("b").y < frame("a").y)
  end)
end)
