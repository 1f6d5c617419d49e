-- A settings screen: a navigation bar with a back button, a "Notifications" section of switch
-- rows bound to a State, an "Account" section of rows with disclosure indicators, and a footer.
-- Required as a module it returns `makeSettings(state)`; run as a script it shows itself.

-- A row with a title, a subtitle and a trailing switch. The switch has its own dataID
-- ("notify-…") so `tap` toggles it instead of selecting the row. At accessibility sizes the row
-- reflows as Epoxy's HGroup does: the switch goes below the text and the cell grows to fit.
local SwitchRow = Component{
  name = "SwitchRow",
  layoutMargins = { top = 12, leading = 16, bottom = 12, trailing = 16 },
  body = function(content)
    return HGroup{ spacing = 12, alignment = "center",
      VGroupItem{ dataID = content.switchID .. "-text", spacing = 2,
        Label.groupItem{ dataID = content.switchID .. "-title", content = content.title, style = "body" },
        Label.groupItem{ dataID = content.switchID .. "-subtitle", content = content.subtitle,
          style = { font = "footnote", color = "secondaryLabel" } },
      },
      Switch.groupItem{ dataID = content.switchID, content = { isOn = content.isOn },
        behaviors = { didToggle = content.toggle } },
    }
  end,
}

-- Each notification setting: the State field it reads and writes, and what the row says.
local notifications = {
  { field = "notifyMentions", id = "mentions", title = "Mentions", on = "When someone mentions you", off = "Off" },
  { field = "notifyReplies", id = "replies", title = "Replies", on = "Replies to your threads", off = "Off" },
  { field = "notifyDigest", id = "digest", title = "Weekly digest", on = "A summary every Monday", off = "Off" },
}

local account = {
  { id = "profile", image = "person.circle", title = "Profile", subtitle = "Ada Lovelace" },
  { id = "email", image = "envelope", title = "Email", subtitle = "ada@example.com" },
  { id = "password", image = "lock", title = "Password", subtitle = "Changed 3 months ago" },
}

-- Grouped-list section text: small secondary text inset like the rows' content; headers have
-- room above them to separate the sections.
local SectionText = Component{
  name = "SectionText",
  layoutMargins = { top = 8, leading = 16, bottom = 8, trailing = 16 },
  body = function(content)
    return VGroup{
      Label.groupItem{ dataID = content.id .. "-label", content = content.text,
        style = { font = "footnote", color = "secondaryLabel", numberOfLines = 0 } }
        :padding{ top = content.isHeader and 16 or 0, leading = 0, bottom = 0, trailing = 0 },
    }
  end,
}

local function header(id, text)
  return SectionText.supplementaryItemModel{ dataID = id, content = { id = id, text = text:upper(), isHeader = true } }
end

local function footer(id, text)
  return SectionText.supplementaryItemModel{ dataID = id, content = { id = id, text = text, isHeader = false } }
end

local function notificationRows(state)
  local rows = {}
  for _, setting in ipairs(notifications) do
    local isOn = state[setting.field] == true
    rows[#rows + 1] = SwitchRow.itemModel{ dataID = setting.id, content = {
      switchID = "notify-" .. setting.id,
      title = setting.title,
      subtitle = isOn and setting.on or setting.off,
      isOn = isOn,
      toggle = function(ctx) state[setting.field] = ctx.isOn end,
    } }
  end
  return rows
end

local function accountRows()
  local rows = {}
  for _, item in ipairs(account) do
    rows[#rows + 1] = ImageRow.itemModel{ dataID = item.id, content = {
      image = item.image, title = item.title, subtitle = item.subtitle, showsDisclosureIndicator = true,
    } }
  end
  return rows
end

--- The settings screen for `state` (a `State{}` with boolean `notifyMentions`, `notifyReplies`,
--- `notifyDigest`); its back button sets `state.showsSettings = false`.
local function makeSettings(state)
  return ViewController{
    title = "Settings",
    layout = "list",
    sections = function()
      return {
        SectionModel{ dataID = "notifications", items = notificationRows(state) }
          :supplementaryItems{ header = { header("notifications-header", "Notifications") } },
        SectionModel{ dataID = "account", items = accountRows() }
          :supplementaryItems{
            header = { header("account-header", "Account") },
            footer = { footer("footer", "Signed in as ada@example.com. Notification changes apply to all your devices.") },
          },
      }
    end,
    topBars = function()
      return { NavigationBar.barModel{
        content = { title = "Settings", showsBackButton = true },
        behaviors = { didTapBack = function() state.showsSettings = false end },
      } }
    end,
  }
end

-- `require` passes the module name; `epoxy run` passes nothing: then show the screen.
if select("#", ...) == 0 then
  return makeSettings(State{ notifyMentions = true, notifyReplies = false, notifyDigest = true, showsSettings = true })
end
return makeSettings
