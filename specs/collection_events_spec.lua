-- Events on collection screens: taps on items and on controls inside cells, typing, moving
-- items, failing callbacks that leave the screen consistent, and errors for bad input.

local Counter = Component{ name = "Counter", body = function(content)
  return HGroup{ spacing = 8,
    Label.groupItem{ dataID = "count-" .. content.id, content = tostring(content.count) },
    Button.groupItem{ dataID = "plus-" .. content.id, content = "+", behaviors = { didTap = content.increment } },
  }
end }

describe("events on collection screens", function()
  before_each(function() setDevice("iphone-15") end)

  it("taps buttons inside cells by their dataID", function()
    local state = State{ count = 0 }
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Counter.itemModel{ dataID = "counter", content = { id = "a", count = state.count, increment = function() state.count = state.count + 1 end } },
      } } }
    end })
    tap("plus-a")
    tap("plus-a")
    assert.are.equal(2, state.count)
    assert.truthy(tree():find('Label #count%-a %(.-%) "2"'))
  end)

  it("types into text fields in cells", function()
    local state = State{ text = "" }
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        TextField.itemModel{ dataID = "name", content = { text = state.text, placeholder = "Name" },
          behaviors = { didChangeText = function(ctx) state.text = ctx.text end } },
        Label.itemModel{ dataID = "echo", content = "Hello " .. state.text },
      } } }
    end })
    typeText("name", "Ada")
    assert.are.equal("Ada", state.text)
    assert.truthy(tree():find('"Hello Ada"', 1, true))
    local ok, message = pcall(typeText, "echo", "x")
    assert.is_false(ok)
    assert.truthy(message:find("'echo' is a Label, not a TextField", 1, true))
  end)

  it("moves movable items and refuses the others", function()
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Label.itemModel{ dataID = "a", content = "A" }:isMovable(true),
        Label.itemModel{ dataID = "b", content = "B" }:isMovable(true),
        Label.itemModel{ dataID = "c", content = "C" },
      } } }
    end })
    moveItem("a", 2)
    assert.are.same({ "b", "a", "c" }, visible())
    local ok, message = pcall(moveItem, "c", 1)
    assert.is_false(ok)
    assert.truthy(message:find('Item "c" is not movable', 1, true))
    ok, message = pcall(moveItem, "a", 9)
    assert.is_false(ok)
    assert.truthy(message:find("index 9 is out of range 1…3", 1, true))
  end)

  it("tells didMoveItem about a move, so the next render keeps the user's order", function()
    local state = State{ order = { "a", "b", "c" } }
    local moves = {}
    show(ViewController{
      sections = function()
        local items = {}
        for _, id in ipairs(state.order) do items[#items + 1] = Label.itemModel{ dataID = id, content = id }:isMovable(true) end
        return { SectionModel{ dataID = "s", items = items } }
      end,
      didMoveItem = function(move)
        moves[#moves + 1] = move
        local order = { table.unpack(state.order) }
        table.insert(order, move.to, table.remove(order, move.from))
        state.order = order
      end,
    })
    moveItem("c", 1)
    assert.are.same({ { dataID = "c", from = 3, to = 1, fromSectionDataID = "s", toSectionDataID = "s" } }, moves)
    assert.are.same({ "c", "a", "b" }, visible())
    render()
    assert.are.same({ "c", "a", "b" }, visible())
    assert.are.same({ "c", "a", "b" }, state.order)
  end)

  it("fails the tap when a didSelect errors, keeps selection consistent, and the next tap works", function()
    local state = State{ last = nil }
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Label.itemModel{ dataID = "bad", content = "Bad" }:didSelect(function() error("boom") end),
        Label.itemModel{ dataID = "good", content = "Good" }:didSelect(function(ctx) state.last = ctx.dataID end),
      } } }
    end })
    local ok, message = pcall(tap, "bad")
    assert.is_false(ok)
    assert.truthy(message:find("collection_events_spec.lua:%d+: boom %(in didSelect of 'bad'%)"), message)
    assert.is_true(find("bad").isSelected)
    tap("good")
    assert.are.equal("good", state.last)
    assert.is_false(find("bad").isSelected)
    assert.are.equal("normal", find("bad").state)
    assert.is_true(find("good").isSelected)
  end)

  it("passes ctx with dataID, content, section and state to callbacks", function()
    local seen = {}
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "fruit", items = {
        TextRow.itemModel{ dataID = "apple", content = { title = "Apple" } }
          :didChangeState(function(ctx) seen[#seen + 1] = ctx.state end)
          :didSelect(function(ctx) seen.ctx = ctx end),
      } } }
    end })
    tap("apple")
    assert.are.same({ "highlighted", "selected" }, { seen[1], seen[2] })
    assert.are.equal("apple", seen.ctx.dataID)
    assert.are.equal("fruit", seen.ctx.sectionDataID)
    assert.are.same({ title = "Apple" }, seen.ctx.content)
    assert.are.equal("selected", seen.ctx.state)
  end)

  it("names close matches for unknown dataIDs", function()
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = { Label.itemModel{ dataID = "profile", content = "P" } } } }
    end })
    local ok, message = pcall(function() tap("profle") end)
    assert.is_false(ok)
    assert.truthy(message:find("collection_events_spec.lua:%d+: bad argument #1 to 'tap' %(no item with dataID 'profle'; did you mean 'profile'%? %(dataIDs: "))
    ok, message = pcall(function() scrollTo("profle") end)
    assert.is_false(ok)
    assert.truthy(message:find("bad argument #1 to 'scrollTo' (no item with dataID 'profle'; did you mean 'profile'?", 1, true))
  end)

  it("survives a collection without width", function()
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = { Label.itemModel{ dataID = "a", content = "A" } } } }
    end })
    setDevice{ width = 0, height = 400 }
    assert.are.same({}, visible())
    assert.truthy(tree():find("visible=items none of 1", 1, true))
    setDevice("iphone-15")
    assert.are.same({ "a" }, visible())
  end)

  it("needs a collection for scrolling", function()
    show(VGroup{ Label.groupItem{ dataID = "x", content = "X" } })
    local ok, message = pcall(scroll, { y = 10 })
    assert.is_false(ok)
    assert.truthy(message:find("scroll: the screen has no collection view", 1, true))
    ok, message = pcall(tap, "x")
    assert.is_false(ok)
    assert.truthy(message:find("'x' is a Label, which cannot be tapped", 1, true))
  end)
end)
