-- State{} and render(): assignments schedule one update of the shown screen, run before
-- anything inspects it; render() re-evaluates the providers now.

local function screen(state)
  return function()
    local items = {}
    for i = 1, state.count do
      items[#items + 1] = ColorView.groupItem{ dataID = "box" .. i, style = { size = { width = 40, height = 20 } } }
    end
    return VGroup{ spacing = state.spacing, table.unpack(items) }
  end
end

describe("State", function()
  it("reads like a table and lists its fields", function()
    local state = State{ count = 2, title = "Inbox" }
    assert.are.equal(2, state.count)
    assert.are.equal("Inbox", state.title)
    local keys = {}
    for key in pairs(state) do keys[#keys + 1] = key end
    table.sort(keys)
    assert.are.same({ "count", "title" }, keys)
    assert.are.equal("State{count, title}", tostring(state))
  end)

  it("rejects a non-table", function()
    local ok, message = pcall(function() local state = State(5); return state end)
    assert.is_false(ok)
    assert.truthy(message:find("state_spec.lua:%d+: bad argument #1 to 'State' %(table expected, got number%)"))
  end)

  it("updates the shown screen once after assignments, before inspection", function()
    local state = State{ count = 1, spacing = 0 }
    local renders = 0
    local provider = screen(state)
    show(function() renders = renders + 1; return provider() end)
    assert.are.equal(1, renders)
    assert.is_nil(find("box2"))
    state.count = 3
    state.spacing = 10
    assert.are.equal(1, renders)              -- not yet: one update after the event
    assert.are.same({ x = 16, y = 119, width = 40, height = 20 }, frame("box3"))  -- 59 + 2 × (20 + 10)
    assert.are.equal(2, renders)              -- both assignments, one render
    state.count = 3                           -- same value: nothing scheduled
    frame("box1")
    assert.are.equal(2, renders)
  end)

  it("render() re-evaluates providers and reports the changes by dataID", function()
    local state = State{ count = 2, spacing = 0 }
    show(screen(state))
    rawset(state, "ignored", true)            -- raw writes bypass the proxy, scheduling nothing
    local report = render()
    assert.are.equal("render()", report.cause)
    assert.is_true(report.isEmpty)
    state.count = 1
    report = render()
    assert.are.same({ "box2" }, report.changes[1].deleted)
    assert.are.same({}, report.changes[1].inserted)
  end)

  it("keeps the last good screen when a provider fails, and recovers", function()
    local state = State{ count = 2, spacing = 0 }
    show(function()
      if state.broken then error("no data") end
      return screen(state)()
    end)
    state.broken = true
    local ok, message = pcall(frame, "box1")
    assert.is_false(ok)
    assert.truthy(message:find("no data"))
    assert.are.same({ x = 16, y = 79, width = 40, height = 20 }, frame("box2"))
    state.broken = false
    state.count = 1
    assert.is_nil(find("box2"))
  end)

  it("stops a provider that keeps assigning what it reads", function()
    local state = State{ n = 0 }
    show(function()
      state.n = state.n + 1
      return VGroup{ ColorView.groupItem{ dataID = "a", style = { size = { width = 1, height = 1 } } } }
    end)
    local ok, message = pcall(render)
    assert.is_false(ok)
    assert.truthy(message:find("did not settle"))
  end)

  it("render() with nothing rendering returns nil", function()
    show(VGroup{ ColorView.groupItem{ dataID = "a", style = { size = { width = 1, height = 1 } } } })
    assert.is_nil(render())
  end)

  it("runs the update an assignment scheduled before show() replaces the screen", function()
    -- Replacing the screen dropped the update, and the error of its render with it.
    local state = State{ n = 0 }
    show(function()
      if state.n == 1 then error("the render after the assignment failed") end
      return VGroup{ ColorView.groupItem{ dataID = "old", style = { size = { width = 1, height = 1 } } } }
    end)
    state.n = 1
    assert.has_error(function()
      show(VGroup{ ColorView.groupItem{ dataID = "new", style = { size = { width = 1, height = 1 } } } })
    end, "the render after the assignment failed")
    show(VGroup{ ColorView.groupItem{ dataID = "new", style = { size = { width = 1, height = 1 } } } })
    assert.are.same({ "new" }, visible())
  end)

  it("ends the shown screen's renders when layout() lays out another root", function()
    -- An assignment after layout() re-rendered the screen shown before over the root laid out.
    local state = State{ n = 0 }
    show(function() return VGroup{ ColorView.groupItem{ dataID = "shown" .. state.n, style = { size = { width = 1, height = 1 } } } } end)
    layout(VGroup{ ColorView.groupItem{ dataID = "laidOut", style = { size = { width = 1, height = 1 } } } }, { width = 1 })
    state.n = 1
    assert.is_nil(render())
    assert.are.same({ "laidOut" }, visible())
  end)
end)
