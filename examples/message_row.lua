-- LayoutGroups' complex component: the MessageRow, built from HGroup, VGroup and spacers as a
-- Lua `Component`. The top line holds the name with an unread dot, a filling spacer, then the
-- date with a disclosure arrow; below it come the preview and the "seen" text.
-- Run it with `scripts/epoxy run examples/message_row.lua`.

local MessageRow = require("message_row_component")

return VGroup{
  MessageRow.groupItem{ dataID = "message-1", content = {
    name = "Ada Lovelace", unread = true, date = "9:41 AM",
    preview = "The engine can arrange and combine its numerical quantities", seenText = "Seen yesterday",
  } },
}
