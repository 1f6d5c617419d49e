-- Navigation from Lua: NavigationModel{…}/.root{…}, NavigationController{ stack = … } diffed by
-- dataID on every render, back(), callbacks in UIKit's order, screens made from groups, errors.

local function stack()
  return (snapshot("json"):match('"stack":%s*(%b[])'):gsub("%s", ""))
end

local function stackChange(report)
  for _, change in ipairs(report.changes) do
    if change.scope == "stack" then return change end
  end
end

local function page(title)
  return VGroup{ Label.groupItem{ dataID = title, content = title } }
end

describe("navigation models", function()
  it("read back their dataID and kind", function()
    local root = NavigationModel.root{ dataID = "inbox", makeViewController = function() return page("inbox") end }
    local thread = NavigationModel{ dataID = 7, makeViewController = function() end, remove = function() end }
    assert.are.equal("inbox", root.dataID)
    assert.is_true(root.isRoot)
    assert.are.equal(7, thread.dataID)
    assert.is_false(thread.isRoot)
    assert.are.equal("NavigationModel.root#inbox", tostring(root))
    assert.are.equal("NavigationModel#7", tostring(thread:didShow(function() end)))
  end)

  it("need makeViewController, a dataID and, unless root, remove", function()
    local ok, message = pcall(NavigationModel, { dataID = "a", makeViewController = function() end })
    assert.is_false(ok)
    assert.truthy(message:find("remove", 1, true))
    ok, message = pcall(NavigationModel.root, { dataID = "a" })
    assert.is_false(ok)
    assert.truthy(message:find("makeViewController", 1, true))
    ok, message = pcall(NavigationModel.root, { makeViewController = function() end })
    assert.is_false(ok)
    assert.truthy(message:find("dataID", 1, true))
    ok, message = pcall(NavigationModel.root, { dataID = "a", makeViewController = function() end, remove = function() end })
    assert.is_false(ok)
    assert.truthy(message:find("remove", 1, true))
  end)

  it("name the closest modifier for a misspelled one", function()
    local model = NavigationModel.root{ dataID = "a", makeViewController = function() end }
    local ok, message = pcall(function() return model.didShwo end)
    assert.is_false(ok)
    assert.truthy(message:find("did you mean 'didShow'?", 1, true))
  end)
end)

describe("NavigationController", function()
  local state, log

  local function controller()
    return NavigationController{
      stack = function()
        return {
          NavigationModel.root{ dataID = "inbox", makeViewController = function() return page("inbox") end }
            :didShow(function() log[#log + 1] = "show inbox" end)
            :didHide(function() log[#log + 1] = "hide inbox" end),
          state.thread and NavigationModel{
            dataID = "thread",
            makeViewController = function() return page("thread") end,
            remove = function() log[#log + 1] = "remove thread"; state.thread = false end,
          }
            :didAdd(function() log[#log + 1] = "add thread" end)
            :didShow(function() log[#log + 1] = "show thread" end)
            :didHide(function() log[#log + 1] = "hide thread" end)
            :didRemove(function() log[#log + 1] = "removed thread" end) or nil,
          state.compose and NavigationModel{
            dataID = "compose",
            makeViewController = function() return page("compose") end,
            remove = function() state.compose = false end,
          } or false,
        }
      end,
    }
  end

  before_each(function()
    setDevice("iphone-15")
    log = {}
    state = State{ thread = false, compose = false }
    show(controller())
  end)

  it("shows the root screen's group in the safe area", function()
    assert.are.equal('["inbox"]', stack())
    assert.are.same({ "show inbox" }, log)
    assert.frame("inbox", { x = 0, y = 59, width = 393, height = frame("inbox").height })
    assert.are.same({ "inbox" }, visible())
  end)

  it("pushes screens that appear in the stack, reporting them", function()
    state.thread = true
    local report = render()
    assert.are.same({ "thread" }, stackChange(report).inserted)
    assert.are.equal('["thread","inbox"]', stack())
    assert.are.same({ "show inbox", "add thread", "hide inbox", "show thread" }, log)
    assert.are.same({ "thread" }, visible())
  end)

  it("skips nil holes and false entries, scanning the whole list", function()
    state.compose = true
    render()
    assert.are.equal('["compose","inbox"]', stack())
    state.thread = true
    render()
    assert.are.equal('["compose","thread","inbox"]', stack())
  end)

  it("pops with back(), calling remove so the next render agrees", function()
    state.thread = true
    render()
    log = {}
    back()
    assert.are.equal('["inbox"]', stack())
    assert.are.same({ "remove thread", "removed thread", "hide thread", "show inbox" }, log)
    assert.is_false(state.thread)
    local report = render()
    assert.is_true(report.isEmpty)
  end)

  it("pops screens that leave the stack, reporting them", function()
    state.thread = true
    state.compose = true
    render()
    state.compose = false
    state.thread = false
    local report = render()
    assert.are.same({ "compose", "thread" }, stackChange(report).deleted)
    assert.are.equal('["inbox"]', stack())
  end)

  it("cannot go back from the root", function()
    local ok, message = pcall(function() back() end)
    assert.is_false(ok)
    assert.truthy(message:find("navigation_spec.lua:%d+: back%(%): the stack shows only its root screen 'inbox'"))
  end)

  it("prints the stack in text snapshots, top first", function()
    state.thread = true
    render()
    assert.truthy(tree():find("stack #thread #inbox (top first)", 1, true))
  end)
end)

describe("NavigationController errors", function()
  before_each(function() setDevice("iphone-15") end)

  local function root(id)
    return NavigationModel.root{ dataID = id or "root", makeViewController = function() return page(id or "root") end }
  end

  it("needs a root first", function()
    local ok, message = pcall(function()
      show(NavigationController{ stack = { NavigationModel{ dataID = "a",
        makeViewController = function() return page("a") end, remove = function() end } } })
    end)
    assert.is_false(ok)
    assert.truthy(message:find("navigation_spec.lua:%d+: the navigation stack starts with 'a', which is not a root"))
  end)

  it("refuses a root that is not first", function()
    local ok, message = pcall(show, NavigationController{ stack = { root("a"), root("b") } })
    assert.is_false(ok)
    assert.truthy(message:find("the navigation stack has the root model 'b' at [2]: a root must be the first screen", 1, true))
  end)

  it("refuses an empty stack and values that are not models", function()
    local ok, message = pcall(show, NavigationController{ stack = function() return { false } end })
    assert.is_false(ok)
    assert.truthy(message:find("the navigation stack is empty", 1, true))
    ok, message = pcall(show, NavigationController{ stack = function() return { root(), 5 } end })
    assert.is_false(ok)
    assert.truthy(message:find("returned a bad value at [2]", 1, true))
    ok, message = pcall(show, NavigationController{ stack = function() return "inbox" end })
    assert.is_false(ok)
    assert.truthy(message:find("it must return a list", 1, true))
    ok, message = pcall(NavigationController, { stack = 5 })
    assert.is_false(ok)
    ok, message = pcall(NavigationController, { stak = {} })
    assert.is_false(ok)
    assert.truthy(message:find("stak", 1, true))
  end)

  it("refuses a makeViewController that returns no screen, naming where it was defined", function()
    local ok, message = pcall(show, NavigationController{ stack = { NavigationModel.root{ dataID = "a",
      makeViewController = function() return 42 end } } })
    assert.is_false(ok)
    assert.truthy(message:find("makeViewController of 'a' returned number; it must return ViewController{…}, NavigationController{…}, a group or a component", 1, true))
    assert.truthy(message:find("(makeViewController defined at specs/navigation_spec.lua:", 1, true), message)
  end)

  it("keeps the last good stack when a render fails, and recovers", function()
    local state = State{ bad = false, extra = false }
    show(NavigationController{ stack = function()
      return {
        root(),
        state.extra and NavigationModel{ dataID = "extra", makeViewController = function()
          if state.bad then error("cannot make extra") end
          return page("extra")
        end, remove = function() state.extra = false end } or false,
      }
    end })
    state.bad = true
    state.extra = true
    local ok, message = pcall(render)
    assert.is_false(ok)
    assert.truthy(message:find("navigation_spec.lua:%d+: cannot make extra"))
    assert.are.equal('["root"]', stack())
    state.bad = false
    render()
    assert.are.equal('["extra","root"]', stack())
  end)

  it("fails the event whose callback fails, and keeps going", function()
    local state = State{ extra = false }
    local failures = { remove = true, didShow = true }
    local function failOnce(name) if failures[name] then failures[name] = nil error(name .. " failed") end end
    show(NavigationController{ stack = function()
      return {
        root(),
        state.extra and NavigationModel{ dataID = "extra", makeViewController = function() return page("extra") end,
          remove = function() failOnce("remove") end }:didShow(function() failOnce("didShow") end) or false,
      }
    end })
    state.extra = true
    local ok, message = pcall(render)
    assert.is_false(ok)
    assert.truthy(message:find("navigation_spec.lua:%d+: didShow failed %(in didShow of 'extra'%)"), message)
    assert.are.equal('["extra","root"]', stack())
    -- The failing remove left the state as it was: the next render shows the screen again.
    ok, message = pcall(back)
    assert.is_false(ok)
    assert.truthy(message:find("navigation_spec.lua:%d+: remove failed %(in remove of 'extra'%)"), message)
    assert.are.equal('["extra","root"]', stack())
    state.extra = false
    render()
    assert.are.equal('["root"]', stack())
  end)

  it("has nothing to go back from without a navigation controller", function()
    show(VGroup{ Label.groupItem{ dataID = "x", content = "x" } })
    local ok, message = pcall(back)
    assert.is_false(ok)
    assert.truthy(message:find("no navigation controller is shown", 1, true))
  end)
end)

describe("nested flows", function()
  it("push a NavigationController as one screen; back() goes back inside it first", function()
    setDevice("iphone-15")
    local state = State{ flow = false, step = false }
    local flow = NavigationController{ stack = function()
      return {
        NavigationModel.root{ dataID = "step1", makeViewController = function() return page("first") end },
        state.step and NavigationModel{ dataID = "step2", makeViewController = function() return page("second") end,
          remove = function() state.step = false end } or false,
      }
    end }
    show(NavigationController{ stack = function()
      return {
        NavigationModel.root{ dataID = "home", makeViewController = function() return page("home") end },
        state.flow and NavigationModel{ dataID = "flow", makeViewController = function() return flow end,
          remove = function() state.flow = false end } or false,
      }
    end })
    state.flow = true
    render()
    assert.are.equal('["flow","home"]', stack())
    assert.are.same({ "first" }, visible())
    state.step = true
    render()
    assert.are.same({ "second" }, visible())
    assert.are.equal(59, frame("second").y)
    back()
    assert.are.same({ "first" }, visible())
    assert.are.equal('["flow","home"]', stack())
    back()
    assert.are.equal('["home"]', stack())
    assert.are.same({ "home" }, visible())
  end)

  it("refuses a flow that contains itself", function()
    setDevice("iphone-15")
    local loop
    loop = NavigationController{ stack = function()
      return { NavigationModel.root{ dataID = "again", makeViewController = function() return loop end } }
    end }
    local ok, message = pcall(function()
      show(NavigationController{ stack = { NavigationModel.root{ dataID = "home", makeViewController = function() return loop end } } })
    end)
    assert.is_false(ok)
    assert.truthy(message:find("navigation flows nest more than 16 deep", 1, true))
    -- Named once, though the refusal passes through every level's makeViewController.
    local _, notes = message:gsub("makeViewController defined at", "")
    assert.are.equal(1, notes, message)
  end)

  it("replaces a screen whose params change, passing them to makeViewController", function()
    setDevice("iphone-15")
    local state = State{ thread = false }
    local made = {}
    show(NavigationController{ stack = function()
      return {
        NavigationModel.root{ dataID = "inbox", makeViewController = function() return page("inbox") end },
        state.thread and NavigationModel{ dataID = "thread", params = { id = state.thread },
          makeViewController = function(params)
            made[#made + 1] = params.id
            return page("thread-" .. params.id)
          end,
          remove = function() state.thread = false end }
          :didAdd(function() made[#made + 1] = "didAdd" end)
          :didRemove(function() made[#made + 1] = "didRemove" end) or false,
      }
    end })
    state.thread = "t1"
    render()
    assert.are.same({ "thread-t1" }, visible())
    render()
    assert.are.same({ "t1", "didAdd" }, made)
    state.thread = "t2"
    local report = render()
    assert.are.same({ "thread-t2" }, visible())
    -- As Epoxy's queue: the same screen with new params is neither removed nor added.
    assert.are.same({ "t1", "didAdd", "t2" }, made)
    assert.are.same({ "thread" }, stackChange(report).replaced)
    assert.are.equal('["thread","inbox"]', stack())
  end)
end)

describe("navigation reports", function()
  it("report screens that changed places as moved, as Epoxy's moves", function()
    setDevice("iphone-15")
    local state = State{ swapped = false }
    local function screen(id)
      return NavigationModel{ dataID = id, makeViewController = function() return page(id) end, remove = function() end }
    end
    show(NavigationController{ stack = function()
      local root = NavigationModel.root{ dataID = "root", makeViewController = function() return page("root") end }
      if state.swapped then return { root, screen("c"), screen("a") } end
      return { root, screen("a"), screen("c") }
    end })
    state.swapped = true
    local change = stackChange(render())
    assert.are.same({ "c", "a" }, change.moved)
    assert.are.same({}, change.inserted)
    assert.are.equal('["a","c","root"]', stack())
  end)
end)
