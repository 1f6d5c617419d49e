-- Bars and the safe area (EpoxyBars' safe area rule): on an iPhone SE (20 pt status bar), a
-- top stack of a navigation bar and a 56 pt banner is 120 pt tall; the installer adds the
-- stack's height less the original safe area, 100 pt, to the screen's safe area, so the list
-- starts right below the bars. The bars get the original 20 pt as their top margin.
local Banner = Component{
  name = "Banner",
  measure = function(content, width) return { width = width or 0, height = 56 } end,
}

local state = State{ showsBanner = true }

return ViewController{
  title = "Safe area",
  sections = function()
    local items = {}
    for index = 1, 30 do
      items[index] = TextRow.itemModel{ dataID = "row" .. index, content = { title = "Row " .. index } }
    end
    return { SectionModel{ dataID = "rows", items = items } }
  end,
  topBars = function()
    return {
      NavigationBar.barModel{ content = { title = "Safe area" } },
      state.showsBanner and Banner.barModel{ content = "Offline" } or false,
    }
  end,
  bottomBars = function()
    return { ToolbarBar.barModel{ content = { itemTitles = { "Edit", "Share" } },
      behaviors = { didTapItem = function() state.showsBanner = not state.showsBanner end } } }
  end,
}
