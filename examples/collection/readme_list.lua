-- Epoxy's README screen in Lua: a list of rows; tapping the counter row increments the count,
-- tapping any other row marks it as tapped. State assignments re-render the list.
local state = State{ count = 0, tapped = nil }

local function counterRow()
  return TextRow.itemModel{
    dataID = "counter",
    content = { title = "Count " .. state.count, subtitle = "Tap to increment" },
  }
    :didSelect(function() state.count = state.count + 1 end)
end

local function row(index)
  local id = "row" .. index
  return TextRow.itemModel{
    dataID = id,
    content = { title = "Row " .. index, subtitle = state.tapped == id and "Tapped" or "Tap me" },
  }
    :didSelect(function(ctx) state.tapped = ctx.dataID end)
end

return ViewController{
  layout = "list",
  sections = function()
    local items = { counterRow() }
    for index = 1, 20 do items[#items + 1] = row(index) end
    return { SectionModel{ dataID = "rows", items = items } }
  end,
}
