-- Selection: tapping a row selects it (highlighted, then selected, with a blue background);
-- the previous row goes back to normal. The selection survives updates of the list, and a
-- log of state changes shows what each row's didChangeState saw.
local state = State{ choice = nil, log = {} }
local fruits = { "Apple", "Banana", "Cherry", "Damson", "Elderberry" }

local function record(ctx)
  local log = state.log
  log[#log + 1] = ctx.dataID .. ":" .. ctx.state
end

return ViewController{
  layout = "list",
  sections = function()
    local items = {}
    for _, fruit in ipairs(fruits) do
      items[#items + 1] = TextRow.itemModel{
        dataID = fruit,
        content = { title = fruit, subtitle = state.choice == fruit and "Chosen" or nil },
      }
        :selectionStyle{ color = "systemBlue" }
        :didChangeState(record)
        :didSelect(function(ctx) state.choice = ctx.dataID end)
    end
    return {
      SectionModel{ dataID = "fruits", items = items }
        :supplementaryItems{ header = { TextRow.supplementaryItemModel{ dataID = "title", content = "Pick a fruit" } } },
    }
  end,
}
