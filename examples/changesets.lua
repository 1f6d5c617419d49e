-- Epoxy's diffing from Lua: how an inbox changes between two renders.
-- Run it with `scripts/epoxy run examples/changesets.lua`.

local before = {
  { dataID = "welcome", title = "Welcome to Epoxy", unread = false },
  { dataID = "standup", title = "Standup notes", unread = true },
  { dataID = "invoice", title = "Invoice #1042", unread = true },
  { dataID = "launch", title = "Launch plan", unread = false },
}

local after = {
  { dataID = "launch", title = "Launch plan", unread = false },     -- moved to the top
  { dataID = "welcome", title = "Welcome to Epoxy", unread = false },
  { dataID = "standup", title = "Standup notes", unread = false },  -- read: an update
  { dataID = "review", title = "Design review", unread = true },    -- new: an insert
}                                                                   -- invoice: deleted

return diff(before, after)
