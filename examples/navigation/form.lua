-- The three-step form of Epoxy's navigation docs (FormViewController): each step is a screen
-- pushed on the stack when the previous one is done; back pops the last step. The stack is
-- rebuilt from the state on every change, so it always matches the steps filled so far.
local state = State{ name = nil, email = nil, confirmed = false, events = {} }

local function log(event)
  local events = { table.unpack(state.events) }
  events[#events + 1] = event
  state.events = events
end

-- A step: a title row and a field, under a navigation bar, with a "Next" button at the bottom.
local function step(options)
  return ViewController{
    title = options.title,
    sections = function()
      return { SectionModel{ dataID = options.dataID, items = {
        TextRow.itemModel{ dataID = "prompt", content = { title = options.title, subtitle = options.prompt } },
        TextField.itemModel{ dataID = "field", content = { text = options.text(), placeholder = options.placeholder },
          behaviors = { didChangeText = function(ctx) options.changed(ctx.text) end } },
      } } }
    end,
    topBars = function()
      return { NavigationBar.barModel{ content = { title = options.title, showsBackButton = options.dataID ~= "name" } } }
    end,
    bottomBars = function()
      return { ButtonRow.barModel{ dataID = "next", content = { text = options.action },
        behaviors = { didTap = options.next } } }
    end,
    avoidsKeyboard = true,
  }
end

local draft = { name = "", email = "" }

local nameStep = step{
  dataID = "name", title = "Name", prompt = "What should we call you?", placeholder = "Name", action = "Next",
  text = function() return draft.name end,
  changed = function(text) draft.name = text end,
  next = function() state.name = draft.name end,
}

local emailStep = step{
  dataID = "email", title = "Email", prompt = "Where can we reach you?", placeholder = "Email", action = "Next",
  text = function() return draft.email end,
  changed = function(text) draft.email = text end,
  next = function() state.email = draft.email end,
}

local confirmStep = ViewController{
  title = "Confirm",
  sections = function()
    return { SectionModel{ dataID = "summary", items = {
      TextRow.itemModel{ dataID = "summary", content = { title = state.name or "", subtitle = state.email or "" } },
    } } }
  end,
  topBars = function() return { NavigationBar.barModel{ content = { title = "Confirm", showsBackButton = true } } } end,
  bottomBars = function()
    return { ButtonRow.barModel{ dataID = "done", content = { text = state.confirmed and "Sent" or "Send" },
      behaviors = { didTap = function() state.confirmed = true end } } }
  end,
}

local form = NavigationController{
  stack = function()
    return {
      NavigationModel.root{ dataID = "name", makeViewController = function() return nameStep end },
      state.name and NavigationModel{
        dataID = "email",
        makeViewController = function() return emailStep end,
        remove = function() state.name = nil end,
      }:didShow(function() log("show email") end):didHide(function() log("hide email") end) or false,
      state.name and state.email and NavigationModel{
        dataID = "confirm",
        makeViewController = function() return confirmStep end,
        remove = function() state.email = nil end,
      }:didAdd(function() log("add confirm") end):didRemove(function() log("remove confirm") end) or false,
    }
  end,
}

-- For specs: what the callbacks saw.
function formEvents() return state.events end

return form
