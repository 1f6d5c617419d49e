-- DeklarativTVC in Lua: the document's simplest table, models, batches, commands, collections
-- and bad input.
describe("DeklarativTVC", function()
  local log

  local function row(title, fields)
    local args = { content = { title = title } }
    for k, v in pairs(fields or {}) do args[k] = v end
    return TextRow.cellModel(args)
  end

  before_each(function()
    setDevice("iphone-15")
    log = {}
  end)

  it("shows the simplest table and runs the selected row's command", function()
    local tvc = DeclarativeTVC{}
    local batch = tvc:set{ rows = {
      row("1", { selectCommand = Command{ id = "one", function() log[#log + 1] = 1 end }, height = 44 }),
      row("2", { selectCommand = Command{ id = "two", function() log[#log + 1] = 2 end } }),
    } }
    assert.is_true(batch.reloadData)
    show(tvc)
    assert.frame("one", { x = 0, y = 59, width = 393, height = 44 })
    assert.frame("two", { x = 0, y = 103, width = 393, height = 52.667 })
    tap("two")
    tap{ section = 1, row = 1 }
    assert.are.same({ 2, 1 }, log)
  end)

  it("sets a TableModel of sections with title headers and footers", function()
    local tvc = DeclarativeTable{}
    tvc:set{ model = TableModel{ sections = {
      TableSection{ header = TitleHeader("Header 1"), rows = { row("Paragraph 11", { dataID = "p11", height = 50 }) }, footer = TitleFooter("Footer 1") },
      TableSection{ rows = { row("Paragraph 21", { dataID = "p21", height = 50 }) } },
    } } }
    show(tvc)
    assert.frame("header-1", { x = 0, y = 59, width = 393, height = 28 })
    assert.frame("p11", { x = 0, y = 87, width = 393, height = 50 })
    assert.frame("footer-1", { x = 0, y = 137, width = 393, height = 28 })
    assert.frame("p21", { x = 0, y = 165, width = 393, height = 50 })
    assert.are.equal("DeclarativeTable", tostring(tvc))
  end)

  it("replaces a changed row unless its innerHash is kept, which reloads it", function()
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = { row("a"), row("b", { innerHash = "b" }) } }
    local batch = tvc:set{ rows = { row("a!"), row("b!", { innerHash = "b" }) }, animations = "fade" }
    assert.are.same({ { section = 1, row = 1 } }, batch.deleteRows)
    assert.are.same({ { section = 1, row = 1 } }, batch.insertRows)
    assert.are.same({ { section = 1, row = 2 } }, batch.reloadRows)
  end)

  it("keeps a row whose custom hash is kept, without redrawing it", function()
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = { row("typing", { hash = "editor" }) } }
    show(tvc)
    local name = tvc:rowNames()[1][1]
    local batch = tvc:set{ rows = { row("typing more", { hash = "editor" }) }, animations = "fade" }
    assert.is_true(batch.isEmpty)
    assert.are.equal("no changes", batch.description)
    assert.truthy(tree():find('"typing"'))
    assert.are.equal(name, tvc:rowNames()[1][1])
  end)

  it("counts commands as equal by id", function()
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = { row("x", { selectCommand = Command{ id = "same", function() end } }) } }
    local same = tvc:set{ rows = { row("x", { selectCommand = Command{ id = "same", function() log[1] = "new" end } }) }, animations = "fade" }
    assert.is_true(same.isEmpty)
    local other = tvc:set{ rows = { row("x", { selectCommand = Command{ id = "other", function() end } }) }, animations = "fade" }
    assert.are.equal("deleteRows [1.1] fade\ninsertRows [1.1] fade", other.description)
  end)

  it("takes one animation per operation, automatic where none is given", function()
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = { row("a") } }
    local batch = tvc:set{ rows = { row("b") }, animations = { deleteRows = "left", insertRows = "right" } }
    assert.are.equal("deleteRows [1.1] left\ninsertRows [1.1] right", batch.description)
    assert.are.equal("automatic", batch.animations.reloadSections)
  end)

  it("warns about rows sharing a hash and inserts the later one", function()
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = { row("same") } }
    local batch = tvc:set{ rows = { row("same"), row("same") }, animations = "fade" }
    assert.are.same({ { section = 1, row = 2 } }, batch.insertRows)
    assert.are.equal(1, #batch.warnings)
    assert.truthy(batch.warnings[1]:find("rows 1 and 2 of section 1 are identical", 1, true))
    assert.truthy(batch.warnings[1]:find("DeklarativTVC would crash", 1, true))
    local names = tvc:rowNames()[1]
    assert.are.equal(names[1] .. "~2", names[2])
  end)

  it("turns a failing command into an error naming it, and keeps working", function()
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = {
      row("bad", { selectCommand = Command{ id = "boom", function() error("kaboom") end } }),
      row("good", { selectCommand = Command{ id = "fine", function() log[#log + 1] = "fine" end } }),
    } }
    show(tvc)
    assert.has_error(function() tap("boom") end,
      "bad argument #1 to 'tap' (the select command 'boom' of row 'boom' failed: specs/deklarativ_spec.lua:99: kaboom)")
    tap("fine")
    assert.are.same({ "fine" }, log)
  end)

  it("rejects bad input with clear errors", function()
    local tvc = DeclarativeTVC{}
    assert.has_error(function() TextRow.cellModel{ content = { title = "x" }, heigth = 4 } end)
    local ok, message = pcall(TextRow.cellModel, { content = { title = "x" }, height = -1 })
    assert.is_false(ok)
    assert.truthy(message:find("field 'height': a finite number ≥ 0 expected, got -1.0", 1, true))
    ok, message = pcall(tvc.set, tvc, { rows = { TextRow.itemModel{ dataID = "a", content = { title = "a" } } } })
    assert.truthy(message:find("field 'rows[1]': cell model expected (X.cellModel{…}), got TextRow.itemModel#a", 1, true))
    ok, message = pcall(tvc.set, tvc, { rows = {}, animations = "fdae" })
    assert.truthy(message:find("field 'animations': unknown animation 'fdae'", 1, true))
    ok, message = pcall(tvc.set, tvc, { rows = {}, model = TableModel{ rows = {} } })
    assert.truthy(message:find("give exactly one of rows", 1, true))
    ok, message = pcall(Command, { id = "x" })
    assert.truthy(message:find("field '[1]': function expected, got nil", 1, true))
    -- A list where a table of fields belongs: a list's elements are not fields.
    ok, message = pcall(Command, { function() end, function() end, function() end })
    assert.truthy(message:find("unknown field '2' (Command takes id and a function as its first element)", 1, true))
    ok, message = pcall(Label.itemModel, { "a", "b" })
    assert.truthy(message:find("field 'dataID': string, number or boolean expected, got nil", 1, true))
    ok, message = pcall(TableSection, { header = "Header", rows = {} })
    assert.truthy(message:find("field 'header': TitleHeader(\"…\"), TitleFooter(\"…\") or X.cellModel{…} expected, got string", 1, true))
    tvc:set{ rows = { row("only", { dataID = "only" }) } }
    show(tvc)
    ok, message = pcall(tap, { section = 2, row = 1 })
    assert.truthy(message:find("no section 2 (the table has 1 sections)", 1, true))
    ok, message = pcall(tap, "nothing")
    assert.is_false(ok)
    ok, message = pcall(tap, { section = 1e300, row = 1 })
    assert.truthy(message:find("field 'section': a whole number below 1e9 expected, got 1e+300", 1, true), message)
    ok, message = pcall(tap, { section = math.maxinteger, row = 1 })
    assert.truthy(message:find("field 'section': a whole number below 1e9 expected, got 9223372036854775807", 1, true), message)
  end)

  it("survives a command that taps its own row again and again", function()
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = { row("loop", { selectCommand = Command{ id = "loop", function() tap("loop") end } }) } }
    show(tvc)
    local ok, message = pcall(tap, "loop")
    assert.is_false(ok)
    assert.truthy(message:find("the select command 'loop' of row 'loop' failed", 1, true))
    assert.are.same({ { "loop" } }, tvc:rowNames())
  end)

  it("makes rows of components defined in Lua", function()
    local Row = Component{
      name = "PlainRow",
      body = function(content)
        return VGroup{ Label.groupItem{ dataID = "text", content = content.text } }
      end,
      layoutMargins = { top = 10, leading = 16, bottom = 10, trailing = 16 },
    }
    local tvc = DeclarativeTVC{}
    tvc:set{ rows = {
      Row.cellModel{ dataID = "plain", content = { text = "Plain" }, height = 30 },
      Row.cellModel{ dataID = "auto", content = { text = "Auto" } },
    } }
    show(tvc)
    assert.frame("plain", { x = 0, y = 59, width = 393, height = 30 })
    assert.frame("auto", { x = 0, y = 89, width = 393, height = 40.667 })  -- 10 + a 20.67 pt body line + 10
  end)

  it("lays out a DeclarativeCollection's items by their size in a flow layout", function()
    local cvc = DeclarativeCollection{ layout = Layout.flow{ minimumInteritemSpacing = 10, minimumLineSpacing = 10 } }
    local items = {}
    for i = 1, 4 do
      items[i] = Label.cellModel{ dataID = "tile" .. i, content = "Tile " .. i, size = { width = 120, height = 80 },
        selectCommand = Command{ id = "tile" .. i, function() log[#log + 1] = i end } }
    end
    local batch = cvc:set{ sections = { TableSection{ items = items } }, animations = "fade" }
    assert.are.same({ 1 }, batch.insertSections)
    show(cvc)
    assert.frame("tile1", { x = 0, y = 59, width = 120, height = 80 })
    assert.frame("tile4", { x = 0, y = 149, width = 120, height = 80 })
    tap("tile4")
    assert.are.same({ 4 }, log)
    assert.has_error(function() DeclarativeCollection{ layout = Layout.grid{ columns = 2 } } end)
  end)
end)
