-- Values a script can pass that once crashed the host: numbers beyond Int, NaN and infinities
-- where whole numbers go, groups nested past the limit, and stage functions called from code the
-- stage runs during a layout. Each is a clear error with the script's line, or a defined result.
local h = require("model_helpers")
local box, error_of, expect_contains = h.box, h.error_of, h.expect_contains

-- A group item holding `levels` levels of groups (itself included) around a box.
local function chain(levels)
  local item = box("leaf", 10, 10)
  for level = 1, levels do
    item = (level % 2 == 0 and HGroupItem or VGroupItem){ dataID = "g" .. level, item }
  end
  return item
end

-- A root group holding `levels` levels of groups, itself included.
local function nested(levels)
  return VGroup{ chain(levels - 1) }
end

describe("numbers beyond Int", function()
  it("lays out and prints a spacer 1e19 points high", function()
    layout(VGroup{ SpacerItem{ dataID = "s", fixedHeight = 1e19 } }, { width = 100 })
    assert.are.equal(1e19, frame("s").height)
    expect_contains(tree(), "Spacer #s (0, 0, 100×1e+19)")
  end)

  it("solves a constraint constant of -1e20", function()
    local frames = layoutConstraints{ width = 375,
      views = { a = { intrinsicSize = { width = 1, height = 1 } } },
      constraints = { "a.leading == margins.leading - 99999999999999999999", "a.top == margins.top" } }
    assert.are.equal(-1e20, frames.a.x)
  end)

  it("refuses numberOfLines that are not whole numbers an Int holds", function()
    for _, bad in ipairs{ 0/0, 1/0, -1/0, 2^63, 1e300, -1, 1.5 } do
      expect_contains(error_of(function() return measureText{ text = "hi", style = "body", numberOfLines = bad } end),
        "robustness_spec.lua:")
      expect_contains(error_of(function() return measureText{ text = "hi", style = "body", numberOfLines = bad } end),
        "bad argument #1 to 'measureText' (field 'numberOfLines': a whole number ≥ 0 expected (0: unlimited), got ")
      expect_contains(error_of(function()
        return layoutConstraints{ width = 100, views = { t = { text = { text = "hi", style = "body", numberOfLines = bad } } },
          constraints = { "t.leading == margins.leading" } }
      end), "field 'views.t.text.numberOfLines': a whole number ≥ 0 expected (0: unlimited)")
    end
    assert.has_error(function() measureText{ text = "hi", style = "body", numberOfLines = 2^63 } end,
      "field 'numberOfLines': a whole number ≥ 0 expected (0: unlimited), got 9.2233720368548e+18)")
    assert.are.equal(1, measureText{ text = "hi", style = "body", numberOfLines = 2^62 }.lines)
  end)

  it("refuses NaN and infinite dataIDs, which no item could be matched by", function()
    -- NaN equals nothing, itself included: every render deleted and inserted such items, two
    -- of them were no duplicates, and tap(0/0) found none.
    for _, bad in ipairs{ 0/0, 1/0, -1/0 } do
      local expected = "string, number or boolean expected, got a non-finite number"
      expect_contains(error_of(function() return Label.groupItem{ dataID = bad, content = "x" } end), "robustness_spec.lua:")
      expect_contains(error_of(function() return Label.groupItem{ dataID = bad, content = "x" } end), expected)
      expect_contains(error_of(function() return TextRow.itemModel{ dataID = bad, content = { title = "x" } } end), expected)
      expect_contains(error_of(function() return SectionModel{ dataID = bad, items = {} } end), expected)
      expect_contains(error_of(function() return Label.itemModel{ dataID = 1, content = "x" }:styleID(bad) end), expected)
    end
    layout(VGroup{ box("a", 10, 10) }, { width = 100 })
    expect_contains(error_of(function() tap(0/0) end), "bad argument #1 to 'tap' (dataID (string, number or boolean) or path")
    expect_contains(error_of(function() frame({ "a", 0/0 }) end), "got a non-finite number at [2]")
    assert.are.equal(10, frame("a").width, "a finite dataID still names its item")
    layout(VGroup{ box(1.5, 10, 10), box(1e300, 20, 20) }, { width = 100 })
    assert.are.equal(20, frame(1e300).width)
  end)

  it("refuses ASCII columns of 1e300, NaN and infinity", function()
    layout(VGroup{ box("a", 10, 10) }, { width = 100 })
    assert.has_error(function() snapshot("ascii", { columns = 1e300 }) end,
      "bad argument #2 to 'snapshot' (field 'columns': must be a whole number in 8…1000, got 1e+300)")
    assert.has_error(function() snapshot("ascii", { columns = 0/0 }) end, "field 'columns': must be a whole number in 8…1000")
    assert.has_error(function() snapshot("ascii", { columns = -1/0 }) end, "field 'columns': must be a whole number in 8…1000, got -inf")
  end)
end)

describe("group nesting", function()
  it("lays out 200 levels of groups", function()
    layout(nested(200), { width = 100 })
    assert.are.same({ x = 0, y = 0, width = 10, height = 10 }, frame("leaf"))
    expect_contains(tree(), "#leaf")
    expect_contains(snapshot("json"), '"leaf"')
  end)

  it("refuses a 201st level with the script's line", function()
    local message = error_of(function() return nested(201) end)
    expect_contains(message, "robustness_spec.lua:")
    expect_contains(message, "VGroup: groups nested 201 levels deep; at most 200 levels of groups are allowed")
    local deepest = chain(200)
    assert.has_error(function() return HGroupItem{ dataID = "over", VGroupItem{ dataID = "g", box("x", 1, 1) }, deepest } end,
      "HGroupItem: groups nested 201 levels deep")
  end)
end)

describe("stage functions called during a layout", function()
  local function reentrant(call)
    local seen, armed = {}, false
    local C = Component{ name = "Reentrant", measure = function()
      if armed then
        local ok, message = pcall(call)
        seen[#seen + 1] = ok and "returned" or message
      end
      return { width = 10, height = 10 }
    end }
    local root = VGroup{ C.groupItem{ dataID = "c", content = {} } }
    armed = true -- measured while laid out, not when the item is made
    layout(root, { width = 100 })
    armed = false
    return seen
  end

  for _, case in ipairs{
    { "show", function() show(VGroup{ box("z", 1, 1) }) end },
    { "layout", function() layout(VGroup{ box("z", 1, 1) }, { width = 10 }) end },
    { "setDevice", function() setDevice("iphone-se") end },
    { "setContentSizeCategory", function() setContentSizeCategory("extraLarge") end },
    { "frame", function() frame("c") end },
    { "snapshot", function() snapshot("text") end },
    { "render", function() render() end },
  } do
    it("refuses " .. case[1] .. "() from a measure function", function()
      local seen = reentrant(case[2])
      assert.is_true(#seen > 0)
      for _, message in ipairs(seen) do
        expect_contains(message, "robustness_spec.lua:")
        expect_contains(message, case[1] .. "() cannot be called while a layout is running (during layout())")
      end
      assert.are.same({ x = 0, y = 0, width = 100, height = 10 }, frame("c"))
    end)
  end

  it("refuses show() from a custom alignment", function()
    local seen
    layout(VGroup{
      box("item", 20, 10):horizontalAlignment{ custom = function()
        seen = error_of(function() show(VGroup{ box("z", 1, 1) }) end)
        return { "item.leading == container.leading + 5" }
      end },
    }, { width = 100 })
    expect_contains(seen, "show() cannot be called while a layout is running (during layout())")
    assert.are.equal(5, frame("item").x)
  end)

  it("refuses show() from a didSelect callback, leaving the screen as it was", function()
    local seen
    show(ViewController{ sections = function()
      return { SectionModel{ dataID = "s", items = {
        Label.itemModel{ dataID = "row", content = "Row" }:didSelect(function()
          seen = error_of(function() show(VGroup{ box("z", 1, 1) }) end)
        end),
      } } }
    end })
    tap("row")
    expect_contains(seen, "show() cannot be called while a layout is running (during tap())")
    assert.is_true(find("row").isSelected)
  end)

  it("refuses a nested show() from a root provider", function()
    assert.has_error(function()
      show(function() show(VGroup{ box("z", 1, 1) }) return VGroup{ box("a", 1, 1) } end)
    end, "show() cannot be called while a layout is running")
  end)

  it("works again after a refused call", function()
    reentrant(function() show(VGroup{ box("z", 1, 1) }) end)
    show(VGroup{ box("after", 10, 10) })
    assert.are.equal(10, frame("after").width)
  end)
end)

describe("strings that are not UTF-8", function()
  it("keep dataIDs apart byte for byte", function()
    layout(VGroup{ box("\255", 10, 1), box("\254", 10, 2) }, { width = 100 })
    assert.are.equal(1, frame("\255").height)
    assert.are.equal(2, frame("\254").height)
    assert.are.equal("\254", find("\254").dataID)
  end)

  it("diff by their bytes", function()
    local changes = diff({ "\255", "\254" }, { "\254" })
    assert.are.same({ 1 }, changes.deletes)
    assert.is_true(diff({ "\255" }, { "\255" }).isEmpty)
  end)

  it("are two items of a collection", function()
    show(ViewController{ sections = function() return { SectionModel{ dataID = "s", items = {
      Label.itemModel{ dataID = "\255", content = "a" }, Label.itemModel{ dataID = "\254", content = "b" } } } } end })
    assert.are.same({ "\255", "\254" }, visible())
  end)
end)

describe("messages quoting strings that are not UTF-8", function()
  it("quote the script's own bytes", function()
    layout(VGroup{ box("\255", 10, 1) }, { width = 100 })
    assert.has_error(function() frame("\254") end, "no item with dataID '\254'; did you mean '\255'?")
  end)
end)

describe("models dropped during one run", function()
  -- A script that lays out in a loop never returns to the host between layouts: the models of
  -- earlier screens must still die, or their Swift trees stay until the script ends.
  it("are collected while the script still runs", function()
    local function screen(changed)
      local items = {}
      for i = 1, 100 do items[i] = box(i, i == changed and 20 or 10, 10) end
      items.alignment = "leading"
      return VGroup(items)
    end
    layout(screen(0), { width = 100 })
    collectgarbage()
    local before = collectgarbage("count")
    for changed = 1, 40 do layout(screen(changed), { width = 100 }) end
    collectgarbage()
    collectgarbage()
    -- Kept alive, the 40 earlier screens' models come to about 270 KiB of Lua memory alone.
    assert.is_true(collectgarbage("count") - before < 100,
      string.format("Lua memory grew by %.0f KiB over 40 layouts", collectgarbage("count") - before))
    assert.are.equal(20, frame(40).width)
  end)
end)

describe("API errors caught by pcall", function()
  it("name the script's line, as an uncaught one does", function()
    local deep, cursor = {}, nil
    cursor = deep
    for _ = 1, 300 do cursor[1] = {} cursor = cursor[1] end
    local ok, message = pcall(diff, deep, {})
    assert.is_false(ok)
    assert.matches("^[^\n]*robustness_spec%.lua:%d+: table nesting deeper than 200 levels", message)
    local sorted, failure = pcall(table.sort, { 3, 1 }, function() return frame("nowhere") end)
    assert.is_false(sorted)
    assert.matches("robustness_spec%.lua:%d+: bad argument #1 to 'frame'", failure)
  end)
end)

describe("printing deeply nested tables", function()
  it("prints 100 levels and {…} for what is deeper", function()
    -- Each level indents every level inside it: printed whole, 20,000 levels were gigabytes of
    -- strings built in C, past every limit.
    local deep = {}
    for _ = 1, 20000 do deep = { deep } end
    local text = inspect(deep)
    local lines = select(2, text:gsub("\n", "\n")) + 1
    assert.are.equal(201, lines)     -- 100 opening lines, the {…} line, 100 closing lines
    assert.is_true(text:find("\n" .. string.rep("  ", 100) .. "{…},\n", 1, true) ~= nil)
    local shallow = { { { 1 } } }
    assert.are.equal("{ { { 1 } } }", inspect(shallow))
  end)
end)
