-- The MessageRow component: avatar, then a column whose top line holds the name with the
-- unread dot and, pushed to the trailing edge, the date with the disclosure arrow.
describe("examples/message_row.lua", function()
  local name = measureText{ text = "Ada Lovelace", style = "title3" }
  local date = measureText{ text = "9:41 AM", style = "subheadline" }
  local seen = measureText{ text = "Seen yesterday", style = "footnote" }.height
  local preview = measureText{ text = "The engine can arrange and combine its numerical quantities",
                               style = "body", width = 257, numberOfLines = 2 }.height
  -- The row's content: 393 wide minus the screen margins (16) and the row's margins (24).
  local left, right, top = 16 + 24, 393 - 16 - 24, 59 + 16

  before_each(function() show(require("message_row")) end)

  it("puts the avatar at the row's margins and the column beside it", function()
    assert.frame("avatar", { x = left, y = top, width = 48, height = 48 })
    assert.frame("contentGroup", { x = left + 48 + 8, y = top, width = right - left - 56,
                                   height = name.height + 8 + preview + 8 + seen })
    assert.frame("message-1", { x = 16, y = 59, width = 361, height = 16 + name.height + 8 + preview + 8 + seen + 16 })
  end)

  it("pushes the date and the disclosure arrow to the trailing edge, centred on the name", function()
    assert.frame("disclosureArrow", { x = right - 12, y = top + (name.height - 16) / 2, width = 12, height = 16 })
    assert.frame("date", { x = right - 12 - 8 - date.width, y = top + (name.height - date.height) / 2, width = date.width })
    assert.frame("unread", { x = left + 56 + name.width + 8, y = top + (name.height - 8) / 2, width = 8, height = 8 })
  end)

  it("matches its snapshot", function()
    assert.snapshot(require("message_row"), "message_row")
  end)
end)
