-- Bindings and observable state (NamadaLayout's @ViewState/@ObservableState) from Lua: the
-- document's view controller with a search bar bound to typedText, a label bound to topTitle
-- and whenStateChanged; observers with triggers; debounced didSet on the virtual clock; view
-- models; and bad input (type mismatches with file:line, erroring observers).
local h = require("model_helpers")
local expect_frame, error_of, expect_contains = h.expect_frame, h.error_of, h.expect_contains

local function changes_log(log)
  return function(changes)
    log[#log + 1] = string.format("%s %s→%s %s", changes.trigger, tostring(changes.old), tostring(changes.new), tostring(changes.view))
  end
end

-- The document's example: a search bar bound to typedText, the top label bound to topTitle and
-- assigned "typed: …" whenever typedText changes, and a box below the label.
local function document_screen(state)
  local root = layoutContent(function(content)
    content:putSearchBar{ dataID = "search", content = { placeholder = "I am Placeholder" } }
      :at("fullTop", "equal", "safeArea")
      :bind("text", state["$typedText"])
    content:put(Label.groupItem{ dataID = "top", content = "TOP LABEL" }:numberOfLines(0))
      :top({ equalTo = 18 }, Anchor("previous").bottomAnchor)
      :centerX("equal", "parent")
      :horizontal({ moreThanTo = 18 }, "parent")
      :bind("text", state["$topTitle"])
      :whenStateChanged(state["$typedText"], "text", function(value) return "typed: " .. value end)
    content:putView{ dataID = "middle" }
      :top({ equalTo = 18 }, Anchor("previous").bottomAnchor)
      :horizontal({ equalTo = 18 }, "parent"):height{ equalTo = 10 }
  end)
  layout(root, { width = 200, height = 600 })
  return root
end

describe("two-way bindings", function()
  it("typing into a bound search bar sets the state; whenStateChanged assigns the label", function()
    local state = State{ typedText = "", topTitle = "TOP LABEL" }
    document_screen(state)
    -- field 34.67 (7 + 20.67 + 7), label 18 below it, the box 18 below the label.
    expect_frame("search", { x = 0, y = 0, width = 200, height = 34 + 2 / 3 })
    local top = frame("top")                -- centered at its intrinsic width
    expect_frame("top", { x = (200 - top.width) / 2, y = 52 + 2 / 3, width = top.width, height = 20 + 2 / 3 })
    expect_frame("middle", { x = 18, y = 91 + 1 / 3, width = 164, height = 10 })
    typeText("search", "hello")
    assert.are.equal("hello", state.typedText)
    assert.are.equal('"typed: hello"', find("top").summary)
    assert.are.equal("TOP LABEL", state.topTitle)   -- a label never changes its state by itself
  end)

  it("assigning the state updates the views, re-measures the label and moves what is below", function()
    local state = State{ typedText = "", topTitle = "TOP LABEL" }
    document_screen(state)
    expect_frame("middle", { x = 18, y = 91 + 1 / 3, width = 164, height = 10 })
    state.typedText = "a query long enough to wrap the label onto three lines"
    assert.are.equal('"a query long enough to wrap the label onto three lines"', find("search").summary)
    assert.are.equal('"typed: a query long enough to wrap the label onto three lines"', find("top").summary)
    local top = frame("top")
    expect_frame("top", { x = (200 - top.width) / 2, y = 52 + 2 / 3, width = top.width, height = 82 + 1 / 3 })  -- four lines
    expect_frame("middle", { x = 18, y = top.y + top.height + 18, width = 164, height = 10 })
    state.topTitle = "short"
    assert.are.equal('"short"', find("top").summary)
    expect_frame("middle", { x = 18, y = 91 + 1 / 3, width = 164, height = 10 })
  end)

  it("map reads the view into the state, apply shows the state on the view", function()
    local state = State{ mapped = "state", applied = "state" }
    layout(layoutContent(function(content)
      content:putTextField{ dataID = "a", content = { text = "from view" } }:at("fullTop", "equal"):map("text", state["$mapped"])
      content:putTextField{ dataID = "b", content = { text = "from view" } }:at("fullBottom", "equal"):apply("text", state["$applied"])
    end), { width = 200, height = 200 })
    assert.are.equal("from view", state.mapped)
    assert.are.equal('"state"', find("b").summary)
  end)

  it("oneWayBind reads the view but never writes it", function()
    local state = State{ query = "" }
    layout(layoutContent(function(content)
      content:putTextField{ dataID = "field" }:at("fullTop", "equal"):oneWayBind("text", state["$query"])
    end), { width = 200, height = 200 })
    typeText("field", "abc")
    assert.are.equal("abc", state.query)
    state.query = "reset"
    assert.are.equal('"abc"', find("field").summary)
  end)

  it("handles bind views by handle or dataID; viewDidSet and stateDidSet see each side", function()
    local state = State{ on = false }
    local log = {}
    layout(layoutContent(function(content)
      content:putSwitch{ dataID = "wifi" }:at("topLeft", "equal")
    end), { width = 200, height = 200 })
    state["$on"]:bind("wifi", "isOn")
      :viewDidSet(changes_log(log))
      :stateDidSet(changes_log(log))
    state.on = true
    assert.are.equal('on', find("wifi").summary)
    assert.are.same({ "state false→true nil" }, log)
  end)
end)

describe("observe", function()
  it("reports willSet and didSet with old, new and the trigger", function()
    local state = State{ typedText = "", topTitle = "TOP LABEL" }
    document_screen(state)
    local log = {}
    state["$typedText"]:observe():willSet(function(c) log[#log + 1] = "will " .. c.trigger .. " " .. tostring(state.typedText) end)
      :didSet(changes_log(log))
    typeText("search", "ab")
    state.typedText = "xyz"
    state.typedText = "xyz"                 -- same value: nothing
    assert.are.same({
      "will view ", "view →ab search",
      "will state ab", "state ab→xyz nil",
    }, log)
  end)

  it("delayMultipleSetTrigger(1) runs didSet at once, then once per second with the latest change", function()
    local state = State{ query = "" }
    local log = {}
    state["$query"]:observe():delayMultipleSetTrigger(1):didSet(changes_log(log))
    state.query = "a"
    state.query = "ab"
    state.query = "abc"
    assert.are.same({ "state →a nil" }, log)
    assert.are.equal(0.5, advanceTime(0.5))
    assert.are.equal(1, #log)
    advanceTime(0.5)
    assert.are.same({ "state →a nil", "state a→abc nil" }, log)
    advanceTime(5)                          -- nothing pending
    assert.are.equal(2, #log)
    state.query = "abcd"                    -- the window closed: at once again
    assert.are.equal("state abc→abcd nil", log[3])
  end)

  it("willGet and didGet run around reads; other fields stay plain", function()
    local state = State{ query = "q", other = 1 }
    local reads = {}
    state["$query"]:observe():willGet(function(v) reads[#reads + 1] = "will " .. v end)
      :didGet(function(v) reads[#reads + 1] = "did " .. v end)
    assert.are.equal("q", state.query)
    assert.are.equal(1, state.other)
    state.query = "r"
    assert.are.equal("r", state.query)
    assert.are.same({ "will q", "did q", "will r", "did r" }, reads)
    local keys = {}
    for key in pairs(state) do keys[#keys + 1] = key end
    table.sort(keys)
    assert.are.same({ "other", "query" }, keys)
  end)

  it("observe on the chain gets the view and the changes", function()
    local state = State{ topTitle = "one" }
    layout(layoutContent(function(content)
      content:putLabel{ dataID = "middle", content = "MIDDLE" }:at("fullTop", "equal")
        :observe(state["$topTitle"], function(view, c)
          view:text("new: " .. tostring(c.new) .. ", old: " .. tostring(c.old))
        end)
    end), { width = 300, height = 200 })
    state.topTitle = "two"
    assert.are.equal('"new: two, old: one"', find("middle").summary)
  end)
end)

describe("ViewModel", function()
  it("binds with bind(self, view), and unbind ends its bindings between willUnbind and didUnbind", function()
    local state = State{ text = "model" }
    local log = {}
    layout(layoutContent(function(content)
      content:putLabel{ dataID = "label", content = "" }:at("fullTop", "equal")
    end), { width = 300, height = 200 })
    local vm = ViewModel{
      state = state,
      bind = function(self, view) self.state["$text"]:apply(view, "text"); log[#log + 1] = "bind " .. view end,
      willUnbind = function(self) log[#log + 1] = "willUnbind " .. tostring(self.view) end,
      didUnbind = function(self) log[#log + 1] = "didUnbind " .. tostring(self.view) end,
    }
    vm:bind("label")
    assert.are.equal('"model"', find("label").summary)
    state.text = "changed"
    assert.are.equal('"changed"', find("label").summary)
    vm:unbind()
    state.text = "ignored"
    assert.are.equal('"changed"', find("label").summary)
    assert.are.same({ "bind label", "willUnbind label", "didUnbind nil" }, log)
  end)
end)

describe("bad input", function()
  it("binding a property of another type is an error with file:line", function()
    local state = State{ count = 3 }
    layout(layoutContent(function(content)
      content:putTextField{ dataID = "field" }:at("fullTop", "equal")
    end), { width = 200, height = 200 })
    local message = error_of(function() state["$count"]:bind("field", "text") end)
    expect_contains(message, "namada_bindings_spec.lua:")
    expect_contains(message, "cannot bind 'text' of <TextField:field> (a string) to state field 'count' holding a number")
    message = error_of(function() state["$count"]:bind("field", "isOn") end)
    expect_contains(message, "has no bindable property 'isOn' (bindable: placeholder, text)")
  end)

  it("assigning a value of another type to a bound field is an error at the assignment", function()
    local state = State{ query = "" }
    layout(layoutContent(function(content)
      content:putTextField{ dataID = "field" }:at("fullTop", "equal"):bind("text", state["$query"])
    end), { width = 200, height = 200 })
    local message = error_of(function() state.query = 42 end)
    assert.truthy(message:find("namada_bindings_spec.lua:%d+: cannot assign a number to state field 'query'"))
    assert.are.equal("", state.query)
  end)

  it("a bound background color takes color names and refuses others at the assignment", function()
    local state = State{ tint = "systemBlue" }
    layout(layoutContent(function(content)
      content:putView{ dataID = "card" }:edges("equal", "parent"):apply("backgroundColor", state["$tint"])
    end), { width = 100, height = 100 })
    state.tint = "#FF0000"
    local message = error_of(function() state.tint = "blurple" end)
    assert.truthy(message:find("namada_bindings_spec.lua:%d+: cannot assign to state field 'tint': it is bound to 'backgroundColor' of <ContainerView:card>, and 'blurple' is not a color"))
    assert.are.equal("#FF0000", state.tint)
  end)

  it("an observer that errors fails the assignment; the state keeps its value and the next change works", function()
    local state = State{ query = "" }
    local seen = {}
    state["$query"]:observe():willSet(function(c) if c.new == "a" then error("boom") end end):didSet(function(c) seen[#seen + 1] = c.new end)
    local message = error_of(function() state.query = "a" end)
    assert.truthy(message:find("namada_bindings_spec.lua:%d+: boom %(in willSet of state field 'query'%)"), message)
    assert.are.equal("a", state.query)
    state.query = "b"
    assert.are.equal("b", state.query)
    assert.are.same({ "a", "b" }, seen)
  end)

  it("a dataID several views have is an error naming paths to them; a path binds one", function()
    local state = State{ name = "Ada" }
    local function row(id)
      return HGroupItem{ dataID = id, Label.groupItem{ dataID = "title", content = "?" } }
    end
    layout(VGroup{ row("r1"), row("r2") }, { width = 200, height = 200 })
    local message = error_of(function() state["$name"]:apply("title", "text") end)
    expect_contains(message, "namada_bindings_spec.lua:")
    expect_contains(message, [['title' names 2 elements; give a path to one of them: {"r1", "title"}, {"r2", "title"}]])
    assert.are.equal('"?"', find({ "r1", "title" }).summary, "nothing was bound")
    state["$name"]:apply({ "r2", "title" }, "text")
    assert.are.equal('"Ada"', find({ "r2", "title" }).summary)
    assert.are.equal('"?"', find({ "r1", "title" }).summary)
    state.name = "Grace"
    assert.are.equal('"Grace"', find({ "r2", "title" }).summary)
    expect_contains(error_of(function() state["$name"]:bind("r2", "text") end), "'r2' names a group, not a view")
    expect_contains(error_of(function() state["$name"]:bind({ "r2", "nope" }, "text") end), "bad argument #1 to 'bind'")
    expect_contains(error_of(function() state["$name"]:bind(12.5, "text") end), "bad argument #1 to 'bind'")
    expect_contains(error_of(function() state["$name"]:bind(print, "text") end), "view, dataID or path of dataIDs expected, got function")
  end)

  it("refuses bad times and non-handles", function()
    expect_contains(error_of(function() advanceTime(-1) end), "seconds must be a finite number ≥ 0")
    layout(layoutContent(function(content)
      local ok, message = pcall(function() content:putLabel{ dataID = "l", content = "" }:bind("text", "nope") end)
      assert.is_false(ok)
      expect_contains(message, "state field handle")
    end), { width = 200, height = 200 })
  end)
end)
