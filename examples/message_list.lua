-- Epoxy's message list: the LayoutGroups MessageRow as the items of a collection screen. Tapping
-- a row marks it read (the unread dot goes, the row keeps its cell); pull in more with
-- `render()` after changing `messages`.
local MessageRow = require("message_row_component")

local people = { "Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov", "Edsger Dijkstra",
                 "Margaret Hamilton", "Donald Knuth", "Frances Allen", "John McCarthy", "Niklaus Wirth" }
local previews = {
  "The engine can arrange and combine its numerical quantities",
  "Found a moth in relay 70 of panel F",
  "Can machines think? I propose to consider the question",
  "Subtypes must be substitutable for their base types",
  "Simplicity is prerequisite for reliability",
}

local state = State{ read = {} }

local function messageRow(index)
  local id = "message-" .. index
  return MessageRow.itemModel{ dataID = id, content = {
    name = people[(index - 1) % #people + 1],
    unread = not state.read[id],
    date = string.format("%d:%02d AM", 9 - index // 6, (41 - index * 7) % 60),
    preview = previews[(index - 1) % #previews + 1],
    seenText = index % 3 == 0 and "Seen yesterday" or "Delivered",
  } }
    :didSelect(function(ctx)
      local read = {}
      for key, value in pairs(state.read) do read[key] = value end
      read[ctx.dataID] = true
      state.read = read
    end)
end

return ViewController{
  layout = "list",
  sections = function()
    local items = {}
    for index = 1, 30 do items[index] = messageRow(index) end
    return { SectionModel{ dataID = "messages", items = items } }
  end,
}
