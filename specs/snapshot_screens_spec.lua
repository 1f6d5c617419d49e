-- Screens built with the model API, checked with assert.frame and assert.snapshot
-- (snapshots in specs/__snapshots__/). Pending until the model API (show, VGroup, Label…) exists.

local hasModels = type(show) == "function" and VGroup ~= nil and Label ~= nil and Component ~= nil

local function inbox(preview)
  return VGroup{ spacing = 8, alignment = "leading",
    Label.groupItem{ dataID = "title", content = "Inbox", style = "headline" },
    HGroupItem{ dataID = "row", spacing = 4, alignment = "top",
      ColorView.groupItem{ dataID = "avatar", style = { size = { width = 40, height = 40 }, color = "systemBlue" } },
      SpacerItem{ dataID = "gap", fixedWidth = 10 },
      Label.groupItem{ dataID = "preview", content = preview, style = { font = "body", numberOfLines = 2 } },
    },
  }
end

describe("an inbox screen", function()
  if not hasModels then
    pending("needs the model API (show, VGroup, Label)")
    return
  end

  before_each(function() setDevice("iphone-15") end)

  it("places its items inside the safe area and margins", function()
    show(inbox("Lunch tomorrow?"))
    assert.frame("avatar", { x = 16, y = 87.67, width = 40, height = 40 })
    assert.frame("gap", { x = 60, width = 10 })
    assert.frame("preview", { x = 74 })
    assert.frame("row", { x = 16, y = 87.67, height = 40 })
  end)

  it("matches its snapshot", function()
    assert.snapshot(inbox("Lunch tomorrow? The place on the corner has a new menu"), "inbox_iphone15")
  end)

  it("matches its snapshot on a small phone", function()
    setDevice("iphone-se")
    assert.snapshot(inbox("Lunch tomorrow? The place on the corner has a new menu"), "inbox_iphone_se")
  end)

  it("snapshots what is already shown when given nil", function()
    show(inbox("Hi"))
    local shown = tree()
    assert.snapshot(nil, "inbox_short")
    assert.are.equal(shown, tree())
  end)

  it("describes the shown tree in every format", function()
    show(inbox("Hi"))
    assert.matches('"dataID": "preview"', snapshot("json"))
    assert.matches("│Inbox │", snapshot("ascii", { columns = 60 }))
    assert.matches(">Hi</text>", snapshot("svg"))
  end)

  it("reports a wrong frame with both values", function()
    show(inbox("Hi"))
    assert.has_error(function() assert.frame("avatar", { x = 17 }) end,
      "frame of 'avatar' differs (tolerance 0.01):\n  expected: {x=17}\n  actual:   {x=16, y=87.666")
  end)

  it("shows a component's body as its child", function()
    local Row = Component{ name = "MessageRow", body = function(content)
      return HGroup{ spacing = 8, Label.groupItem{ dataID = "name", content = content.name } }
    end }
    assert.snapshot(VGroup{ Row.groupItem{ dataID = "row", content = { name = "Ada" } } }, "message_row")
  end)
end)
