-- The inbox app in one navigation stack: the inbox (a search field filtering the threads, a
-- Compose bar above the keyboard, a "Settings" button in the navigation bar), a thread screen
-- pushed by tapping a row, the settings screen (examples/app/settings.lua) and a compose screen.
local makeSettings = require("settings")

local state = State{
  query = "", thread = nil, showsSettings = false, composing = false, draft = "",
  notifyMentions = true, notifyReplies = false, notifyDigest = true,
}

local threads = {
  { id = "t1", from = "Ada", subject = "Lunch on Friday?", messages = {
    { from = "Ada", text = "Lunch on Friday? The place by the river reopened." },
    { from = "You", text = "Yes! Noon works for me." },
    { from = "Ada", text = "Noon it is. I'll book a table for two." },
  } },
  { id = "t2", from = "Grace", subject = "Compiler notes", messages = {
    { from = "Grace", text = "I've put my compiler notes in the shared folder." },
    { from = "You", text = "Thanks, reading them tonight." },
  } },
  { id = "t3", from = "Alan", subject = "Machine test results", messages = {
    { from = "Alan", text = "The machine passed every test but the last one." },
  } },
  { id = "t4", from = "Edsger", subject = "Goto considered harmful", messages = {
    { from = "Edsger", text = "A short letter to the editor, for your comments." },
  } },
  { id = "t5", from = "Barbara", subject = "Abstraction and types", messages = {
    { from = "Barbara", text = "Draft attached: data abstraction through clusters." },
    { from = "You", text = "Great read. One question on iterators." },
  } },
}

local function threadWithID(id)
  for _, thread in ipairs(threads) do
    if thread.id == id then return thread end
  end
end

local function matches(thread, query)
  return query == "" or thread.from:lower():find(query, 1, true) ~= nil
    or thread.subject:lower():find(query, 1, true) ~= nil
end

-- A message in a thread: the sender above the wrapped text.
local MessageRow = Component{
  name = "MessageRow",
  layoutMargins = { top = 12, leading = 16, bottom = 12, trailing = 16 },
  body = function(content)
    return VGroup{ spacing = 4,
      Label.groupItem{ dataID = content.id .. "-from", content = content.from, style = "headline" },
      Label.groupItem{ dataID = content.id .. "-text", content = content.text, style = { font = "body", numberOfLines = 0 } },
    }
  end,
}

local inbox = ViewController{
  title = "Inbox",
  layout = "list",
  sections = function()
    local query = state.query:lower()
    local rows = {}
    for _, thread in ipairs(threads) do
      if matches(thread, query) then
        rows[#rows + 1] = TextRow.itemModel{ dataID = thread.id, content = { title = thread.from, subtitle = thread.subject } }
          :didSelect(function(ctx) state.thread = ctx.dataID end)
      end
    end
    return {
      SectionModel{ dataID = "search", items = {
        TextField.itemModel{ dataID = "search", content = { text = state.query, placeholder = "Search" },
          behaviors = { didChangeText = function(ctx) state.query = ctx.text end } },
      } },
      SectionModel{ dataID = "threads", items = rows },
    }
  end,
  topBars = function()
    return { NavigationBar.barModel{
      content = { title = "Inbox", trailingButtonTitle = "Settings" },
      behaviors = { didTapTrailing = function() state.showsSettings = true end },
    } }
  end,
  bottomBars = function()
    return { ButtonRow.barModel{ dataID = "compose", content = { text = "Compose" },
      behaviors = { didTap = function() state.composing = true end } } }
  end,
  avoidsKeyboard = true,
}

local function threadScreen(thread)
  return ViewController{
    title = thread.subject,
    layout = "list",
    sections = function()
      local rows = {}
      for index, message in ipairs(thread.messages) do
        local id = "message" .. index
        rows[#rows + 1] = MessageRow.itemModel{ dataID = id, content = { id = id, from = message.from, text = message.text } }
      end
      return { SectionModel{ dataID = "messages", items = rows } }
    end,
    topBars = function()
      return { NavigationBar.barModel{
        content = { title = thread.subject, showsBackButton = true },
        behaviors = { didTapBack = function() state.thread = nil end },
      } }
    end,
  }
end

local composeScreen = ViewController{
  title = "New Message",
  layout = "list",
  sections = function()
    return { SectionModel{ dataID = "draft", items = {
      TextField.itemModel{ dataID = "draft", content = { text = state.draft, placeholder = "Message" },
        behaviors = { didChangeText = function(ctx) state.draft = ctx.text end } },
    } } }
  end,
  topBars = function()
    return { NavigationBar.barModel{
      content = { title = "New Message", showsBackButton = true, backButtonTitle = "Cancel" },
      behaviors = { didTapBack = function() state.composing = false end },
    } }
  end,
}

return NavigationController{
  stack = function()
    local thread = state.thread and threadWithID(state.thread)
    return {
      NavigationModel.root{ dataID = "inbox", makeViewController = function() return inbox end },
      thread and NavigationModel{
        dataID = "thread-" .. thread.id,
        makeViewController = function() return threadScreen(thread) end,
        remove = function() state.thread = nil end,
      } or false,
      state.showsSettings and NavigationModel{
        dataID = "settings",
        makeViewController = function() return makeSettings(state) end,
        remove = function() state.showsSettings = false end,
      } or false,
      state.composing and NavigationModel{
        dataID = "compose",
        makeViewController = function() return composeScreen end,
        remove = function() state.composing = false end,
      } or false,
    }
  end,
}
