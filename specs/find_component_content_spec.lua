-- find(dataID).content of the views inside a Lua Component's body is the content the script
-- passed to that inner item, wherever the component is: in a list cell, as a group item, nested
-- in another component; and it follows updates and cell reuse.

-- A row whose body holds a label, an image and a composite, each with its own dataID.
local Row = Component{ name = "Row", body = function(content)
  return HGroup{ spacing = 8, alignment = "center",
    ImageView.groupItem{ dataID = content.id .. "-icon", content = content.icon, style = { size = { width = 24, height = 24 } } },
    VGroupItem{ dataID = content.id .. "-text",
      Label.groupItem{ dataID = content.id .. "-title", content = content.title, style = "headline" },
      TextRow.groupItem{ dataID = content.id .. "-detail", content = { title = content.title, subtitle = content.subtitle } } } }
end }

-- A badge nested in a card nested in a list cell or a group.
local Badge = Component{ name = "Badge", body = function(content)
  return ZGroup{ Label.groupItem{ dataID = content.id .. "-count", content = tostring(content.count) } }
end }
local Card = Component{ name = "Card", body = function(content)
  return VGroup{ spacing = 4,
    Label.groupItem{ dataID = content.id .. "-name", content = content.name },
    Badge.groupItem{ dataID = content.id .. "-badge", content = { id = content.id, count = content.unread } } }
end }

local function rowContent(i)
  return { id = "r" .. i, title = "Row " .. i, subtitle = i % 2 == 0 and "even" or nil, icon = i % 2 == 0 and "star" or "moon" }
end

describe("find(dataID).content inside a Component's body", function()
  before_each(function() setDevice("iphone-se") end)

  it("is each inner item's own content in a list cell, a table for a composite", function()
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Row.itemModel{ dataID = "r1", content = rowContent(1) },
        Row.itemModel{ dataID = "r2", content = rowContent(2) },
      } } }
    end })
    assert.are.same(rowContent(2), find("r2").content)
    assert.are.equal("Row 1", find("r1-title").content)
    assert.are.equal("Label", find("r1-title").component)
    assert.are.equal("moon", find("r1-icon").content)
    assert.are.equal("star", find("r2-icon").content)
    assert.are.same({ title = "Row 2", subtitle = "even" }, find("r2-detail").content)
    assert.are.same({ title = "Row 1" }, find("r1-detail").content)
    assert.are.equal('"Row 1"', find("r1-title").summary)
  end)

  it("follows the cell's content when a render changes it, on the same views", function()
    local state = State{ title = "Before" }
    show(ViewController{ sections = function()
      local content = rowContent(1)
      content.title = state.title
      return { SectionModel{ dataID = "s", items = { Row.itemModel{ dataID = "r1", content = content } } } }
    end })
    local label = find("r1-title").viewID
    state.title = "After"
    assert.are.equal("After", find("r1-title").content)
    assert.are.same({ title = "After" }, find("r1-detail").content)
    assert.are.equal(label, find("r1-title").viewID)
  end)

  it("is the content of the row a reused cell shows now", function()
    local items = {}
    for i = 1, 40 do items[i] = Row.itemModel{ dataID = "r" .. i, content = rowContent(i) } end
    show(ViewController{ sections = function() return { SectionModel{ dataID = "s", items = items } } end })
    assert.are.equal("Row 2", find("r2-title").content)
    scroll{ y = 1200 }
    assert.is_nil(find("r2-title"))
    local shown = visible()
    local last = shown[#shown]
    assert.are.equal(find(last).content.title, find(last .. "-title").content)
    assert.are.same({ title = find(last).content.title, subtitle = find(last).content.subtitle }, find(last .. "-detail").content)
  end)

  it("is each inner item's own content when the component is a group item", function()
    show(VGroup{ spacing = 8,
      Row.groupItem{ dataID = "r1", content = rowContent(1) },
      HGroupItem{ dataID = "pair",
        Row.groupItem{ dataID = "r2", content = rowContent(2) } },
    })
    assert.are.same(rowContent(1), find("r1").content)
    assert.are.equal("Row", find("r1").component)
    assert.are.equal("Row 1", find("r1-title").content)
    assert.are.equal("moon", find("r1-icon").content)
    assert.are.same({ title = "Row 2", subtitle = "even" }, find("r2-detail").content)
    assert.are.equal("star", find("r2-icon").content)
  end)

  it("is each inner item's own content when the component is a bar", function()
    show(ViewController{ sections = function() return {} end,
      topBars = function() return { Card.barModel{ dataID = "bar", content = { id = "b", name = "Inbox", unread = 2 } } } end })
    assert.are.same({ id = "b", name = "Inbox", unread = 2 }, find("bar").content)
    assert.are.equal("Inbox", find("b-name").content)
    assert.are.same({ id = "b", count = 2 }, find("b-badge").content)
  end)

  it("reaches a component nested in another, in a group and in a list cell", function()
    show(VGroup{ Card.groupItem{ dataID = "c1", content = { id = "c1", name = "Ada", unread = 3 } } })
    assert.are.same({ id = "c1", name = "Ada", unread = 3 }, find("c1").content)
    assert.are.equal("Ada", find("c1-name").content)
    assert.are.same({ id = "c1", count = 3 }, find("c1-badge").content)
    assert.are.equal("Badge", find("c1-badge").component)
    assert.are.equal("3", find("c1-count").content)

    local state = State{ unread = 5 }
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Card.itemModel{ dataID = "c2", content = { id = "c2", name = "Grace", unread = state.unread } },
      } } }
    end })
    assert.are.equal("Grace", find("c2-name").content)
    assert.are.same({ id = "c2", count = 5 }, find("c2-badge").content)
    assert.are.equal("5", find("c2-count").content)
    state.unread = 6
    assert.are.same({ id = "c2", count = 6 }, find("c2-badge").content)
    assert.are.equal("6", find("c2-count").content)
  end)
end)
