-- find(dataID).content is the content the script passed, for every kind of element (group
-- items, Lua components, bars, collection cells, supplementary views, table rows), never the
-- view's summary; `summary` is the text summary the view shows.

describe("find(dataID).content", function()
  before_each(function() setDevice("iphone-se") end)

  it("is a group item's content: a string or a table, as given", function()
    show(VGroup{
      Label.groupItem{ dataID = "title", content = "Inbox" },
      TextRow.groupItem{ dataID = "row", content = { title = "Ada", subtitle = "Lunch?" } },
      Switch.groupItem{ dataID = "wifi", content = true },
    })
    assert.are.equal("Inbox", find("title").content)
    assert.are.equal('"Inbox"', find("title").summary)
    assert.are.same({ title = "Ada", subtitle = "Lunch?" }, find("row").content)
    assert.are.equal(true, find("wifi").content)
  end)

  it("is a Lua component's content, and its inner items' own", function()
    local Row = Component{ name = "Row", body = function(content)
      return HGroup{ Label.groupItem{ dataID = "name", content = content.name .. "!" } }
    end }
    show(VGroup{ Row.groupItem{ dataID = "r", content = { name = "Ada", unread = 3 } } })
    assert.are.same({ name = "Ada", unread = 3 }, find("r").content)
    assert.are.equal("Ada!", find("name").content)
  end)

  it("follows an update of the same view", function()
    local state = State{ title = "One" }
    show(ViewController{
      sections = function() return {} end,
      topBars = function() return { NavigationBar.barModel{ content = { title = state.title } } } end,
    })
    assert.are.same({ title = "One" }, find("NavigationBar").content)
    local view = find("NavigationBar").viewID
    state.title = "Two"
    assert.are.same({ title = "Two" }, find("NavigationBar").content)
    assert.are.equal(view, find("NavigationBar").viewID)
  end)

  it("is a collection cell's and a supplementary view's content", function()
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        TextRow.itemModel{ dataID = "cell", content = { title = "Cell", subtitle = "Sub" } },
      } }:supplementaryItems{ header = { TextRow.supplementaryItemModel{ dataID = "head", content = { title = "Header" } } } } }
    end })
    assert.are.same({ title = "Cell", subtitle = "Sub" }, find("cell").content)
    assert.are.same({ title = "Header" }, find("head").content)
  end)

  it("is a table row's content, shown or not yet shown", function()
    local rows = {}
    for i = 1, 40 do rows[i] = TextRow.cellModel{ dataID = "row" .. i, content = { title = "Row " .. i } } end
    local tvc = DeclarativeTVC{ title = "Rows" }
    tvc:set{ sections = { TableSection{ header = TitleHeader("Header"), rows = rows } } }
    show(tvc)
    assert.are.same({ title = "Row 1" }, find("row1").content)
    assert.is_false(find("row40").hasCell)
    assert.are.same({ title = "Row 40" }, find("row40").content)
  end)
end)
