-- A settings screen as an inset-grouped list: sections of self-sizing rows with headers,
-- inset from the edges by the layout margins and 35 pt apart.
local state = State{ notifications = true }

local function header(id, title)
  return { header = { Label.supplementaryItemModel{ dataID = id, content = title, style = "footnote" } } }
end

return ViewController{
  title = "Settings",
  layout = Layout.list{ appearance = "insetGrouped" },
  sections = function()
    return {
      SectionModel{ dataID = "account", items = {
        TextRow.itemModel{ dataID = "profile", content = { title = "Ada Lovelace", subtitle = "Personal info, payments" } },
        TextRow.itemModel{ dataID = "security", content = { title = "Login & security" } },
      } }:supplementaryItems(header("accountHeader", "ACCOUNT")),
      SectionModel{ dataID = "preferences", items = {
        TextRow.itemModel{ dataID = "notifications",
          content = { title = "Notifications", subtitle = state.notifications and "On" or "Off" } }
          :didSelect(function() state.notifications = not state.notifications end),
        TextRow.itemModel{ dataID = "currency", content = { title = "Currency", subtitle = "USD $" } },
      } }:supplementaryItems(header("preferencesHeader", "PREFERENCES")),
    }
  end,
}
