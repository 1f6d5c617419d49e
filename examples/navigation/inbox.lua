-- An inbox in a navigation stack: a navigation bar (its divider shows once the list scrolls), a
-- search field filtering the threads, a bottom "Compose" bar that moves above the keyboard, and
-- a thread screen pushed by tapping a row (back pops it).
local state = State{ query = "", thread = nil, composing = false }

local threads = {
  { id = "t1", from = "Ada", subject = "Lunch on Friday?" },
  { id = "t2", from = "Grace", subject = "Compiler notes" },
  { id = "t3", from = "Alan", subject = "Machine test results" },
  { id = "t4", from = "Edsger", subject = "Goto considered harmful" },
  { id = "t5", from = "Barbara", subject = "Abstraction and types" },
  { id = "t6", from = "Donald", subject = "Literate programs" },
  { id = "t7", from = "Margaret", subject = "Apollo guidance software" },
  { id = "t8", from = "John", subject = "Lisp in one page" },
  { id = "t9", from = "Frances", subject = "Optimizing compilers" },
  { id = "t10", from = "Niklaus", subject = "Algorithms + data structures" },
}

local function matches(thread)
  local query = state.query:lower()
  return query == "" or thread.from:lower():find(query, 1, true) or thread.subject:lower():find(query, 1, true)
end

-- The navigation bar shows its divider once the content scrolls under it.
local function inboxBar()
  return NavigationBar.barModel{ content = { title = "Inbox" } }
    :makeCoordinator(function(updateBarModel)
      local coordinator = { scrollPercentage = 0 }
      function coordinator:barModel(model)
        if self.scrollPercentage == 0 then return model end
        return NavigationBar.barModel{ content = { title = "Inbox", showsDivider = true } }
      end
      return coordinator
    end)
end

local inbox = ViewController{
  title = "Inbox",
  layout = "list",
  sections = function()
    local rows = {}
    for _, thread in ipairs(threads) do
      if matches(thread) then
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
  topBars = function() return { inboxBar() } end,
  bottomBars = function() return { ButtonRow.barModel{ content = { text = "Compose" } } } end,
  avoidsKeyboard = true,
}

local function threadScreen(thread)
  return ViewController{
    title = thread.subject,
    sections = function()
      return { SectionModel{ dataID = "messages", items = {
        TextRow.itemModel{ dataID = "message", content = { title = thread.from, subtitle = thread.subject } },
      } } }
    end,
    topBars = function()
      return { NavigationBar.barModel{
        content = { title = thread.from, showsBackButton = true },
        behaviors = { didTapBack = function() state.thread = nil end },
      } }
    end,
  }
end

local function thread(id)
  for _, candidate in ipairs(threads) do
    if candidate.id == id then return candidate end
  end
end

return NavigationController{
  stack = function()
    return {
      NavigationModel.root{ dataID = "inbox", makeViewController = function() return inbox end },
      state.thread and NavigationModel{
        dataID = "thread",
        makeViewController = function() return threadScreen(thread(state.thread)) end,
        remove = function() state.thread = nil end,
      } or false,
    }
  end,
}
