-- Collection screens and State: providers re-evaluated on render() and on assignments, with
-- changesets by dataID; selection kept across updates; a failing provider keeps the screen.

local function rows(state)
  return function()
    local items = {}
    for _, id in ipairs(state.ids) do
      items[#items + 1] = TextRow.itemModel{ dataID = id, content = { title = state.titles[id] or id } }
    end
    return { SectionModel{ dataID = "main", items = items } }
  end
end

describe("collection screens with State", function()
  it("re-render after assignments and report sections and items changed by dataID", function()
    local state = State{ ids = { "a", "b", "c" }, titles = {} }
    local screen = ViewController{ sections = rows(state) }
    show(screen)
    assert.are.equal(1, screen.renderCount)
    assert.are.same({ "a", "b", "c" }, visible())
    state.ids = { "c", "a", "d" }
    state.titles = { a = "A!" }
    assert.are.same({ "c", "a", "d" }, visible())     -- one render ran before inspection
    assert.are.equal(2, screen.renderCount)
    local report = render()
    assert.are.equal("render()", report.cause)
    assert.is_true(report.isEmpty)
    state.ids = { "a", "e" }
    report = render()
    assert.are.equal("items", report.changes[2].scope)
    assert.are.same({ "e" }, report.changes[2].inserted)
    assert.are.same({ "c", "d" }, report.changes[2].deleted)
  end)

  it("reports content changes as updates and moves as moves", function()
    local state = State{ ids = { "a", "b", "c" }, titles = {} }
    show(ViewController{ sections = rows(state) })
    state.titles = { b = "Bee" }
    local report = render()
    assert.are.same({ "b" }, report.changes[2].updated)
    state.ids = { "c", "a", "b" }
    report = render()
    -- Epoxy's rule: every matched item whose index shifted is a move, listed in new order.
    assert.are.same({ "c", "a", "b" }, report.changes[2].moved)
    state.ids = { "c", "b" }
    report = render()
    assert.are.same({ "a" }, report.changes[2].deleted)
    assert.are.same({}, report.changes[2].moved)    -- b's shift is explained by the delete
  end)

  it("replaces an item whose kind or style changes under the same dataID, as Epoxy's diff identifier", function()
    -- Epoxy identifies an item by dataID, view class and styleID: another kind is another item.
    local state = State{ button = false, style = nil }
    show(ViewController{ sections = function()
      local first = state.button and ButtonRow.itemModel{ dataID = "r", content = { text = "Go" } }
        or TextRow.itemModel{ dataID = "r", content = { title = "Go" }, style = state.style }
      return { SectionModel{ dataID = "main", items = { first, TextRow.itemModel{ dataID = "t", content = { title = "T" } } } } }
    end })
    local view = find("r").viewID
    state.button = true
    local report = render()
    assert.are.same({ "r" }, report.changes[2].replaced)
    assert.are.same({}, report.changes[2].updated)
    assert.are.same({}, report.changes[2].inserted)
    assert.are.equal("ButtonRow", find("r").component)
    assert.are_not.equal(view, find("r").viewID)
    state.button = false
    render()
    state.style = { spacing = 2 }
    assert.are.same({ "r" }, render().changes[2].replaced)
    -- New content of the same kind and style is an update, in place.
    view = find("r").viewID
    state.style = { spacing = 2 }
    assert.is_true(render().isEmpty)
    assert.are.equal(view, find("r").viewID)
  end)

  it("reports a header's change under supplementaryItems, never the section as updated, as Epoxy", function()
    local state = State{ title = "Inbox" }
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "main", items = { TextRow.itemModel{ dataID = "a", content = { title = "A" } } } }
        :supplementaryItems{ header = { Label.supplementaryItemModel{ dataID = "h", content = state.title } } } }
    end })
    state.title = "Archive"
    local report = render()
    assert.are.same({}, report.changes[1].updated)
    assert.are.equal("supplementaryItems", report.changes[3].scope)
    assert.are.same({ "h" }, report.changes[3].updated)
    assert.are.equal("Archive", find("h").content)
  end)

  it("keeps the selection across updates while the item exists", function()
    local state = State{ ids = { "a", "b", "c" }, titles = {} }
    show(ViewController{ sections = function()
      local items = {}
      for _, id in ipairs(state.ids) do
        items[#items + 1] = TextRow.itemModel{ dataID = id, content = { title = state.titles[id] or id } }
          :didSelect(function(ctx) state.titles = { [ctx.dataID] = "selected" } end)
      end
      return { SectionModel{ dataID = "main", items = items } }
    end })
    tap("b")
    assert.is_true(find("b").isSelected)
    assert.are.equal("selected", find("b").state)
    assert.are.same({ title = "selected" }, find("b").content)
    state.ids = { "c", "b", "a" }
    assert.is_true(find("b").isSelected)
    assert.are.equal("selected", find("b").state)
    state.ids = { "a", "c" }
    assert.is_false(find("a").isSelected)
  end)

  it("leaves the last good screen when a provider fails, and recovers", function()
    local state = State{ broken = false }
    show(ViewController{ sections = function()
      if state.broken then error("no data") end
      return { SectionModel{ dataID = "s", items = { Label.itemModel{ dataID = "ok", content = "OK" } } } }
    end })
    state.broken = true
    local ok, message = pcall(render)
    assert.is_false(ok)
    assert.truthy(message:find("collection_state_spec.lua:%d+: no data"))
    assert.are.same({ "ok" }, visible())
    state.broken = false
    assert.are.same({ "ok" }, visible())
  end)

  it("rejects providers returning something other than sections", function()
    local ok, message = pcall(show, ViewController{ sections = function() return { Label.itemModel{ dataID = "x" } } end })
    assert.is_false(ok)
    assert.truthy(message:find("SectionModel expected, got Label.itemModel#x (wrap items in SectionModel{ dataID = …, items = { … } })", 1, true))
    ok, message = pcall(show, ViewController{ sections = function() return 5 end })
    assert.is_false(ok)
    assert.truthy(message:find("returned number; it must return a list", 1, true))
  end)

  it("accepts and stores the bar fields, and rejects unknown fields", function()
    local top = function() return {} end
    local screen = ViewController{ sections = function() return {} end, topBars = top, bottomBars = top, avoidsKeyboard = true }
    assert.is_true(screen.avoidsKeyboard)
    assert.are.equal(top, screen.topBars)
    local ok, message = pcall(function() return ViewController{ sections = function() return {} end, topBar = top } end)
    assert.is_false(ok)
    assert.truthy(message:find("collection_state_spec.lua:%d+: .*unknown field 'topBar'; did you mean 'topBars'%?"))
    ok, message = pcall(function() return ViewController{ layout = "lsit", sections = function() return {} end } end)
    assert.is_false(ok)
    assert.truthy(message:find("unknown layout 'lsit'; did you mean 'list'?", 1, true))
  end)
end)
