-- Collection models from Lua: item models of built-in and Lua components, their chained
-- modifiers (each returns a new model), sections and their flow-layout modifiers.

describe("item models", function()
  it("are made for every built-in component and read their dataID", function()
    local label = Label.itemModel{ dataID = "title", content = "Inbox", style = "headline" }
    assert.are.equal("title", label.dataID)
    assert.are.equal("Label.itemModel#title", tostring(label))
    assert.are.equal("Inbox", label.content)
    local row = TextRow.itemModel{ dataID = 7, content = { title = "Seven" } }
    assert.are.equal(7, row.dataID)
    assert.are.equal("TextRow.itemModel", row.type)
    local header = TextRow.supplementaryItemModel{ dataID = "h", content = "Header" }
    assert.are.equal("TextRow.supplementaryItemModel#h", tostring(header))
  end)

  it("are made for Lua components", function()
    local Badge = Component{ name = "Badge", body = function(content)
      return HGroup{ Label.groupItem{ dataID = "text", content = content } }
    end }
    local badge = Badge.itemModel{ dataID = "b1", content = "New" }
    assert.are.equal("Badge.itemModel#b1", tostring(badge))
  end)

  it("return new models from every modifier, leaving the original unchanged", function()
    local base = Label.itemModel{ dataID = "a", content = "A" }
    local chained = base
      :didSelect(function() end):willDisplay(function() end):didEndDisplaying(function() end)
      :didChangeState(function() end):styleID("plain"):selectionStyle("noBackground")
      :selectionStyle{ color = "systemBlue" }:isMovable(true):flowLayoutItemSize{ width = 10, height = 20 }
    assert.are_not.equal(base, chained)
    assert.are.equal("a", chained.dataID)
  end)

  it("give the same model back for a call with the same scalar dataID, content and style", function()
    Label.itemModel{ dataID = "same", content = "Hello", style = "body" }
    local first = Label.itemModel{ style = "body", content = "Hello", dataID = "same" }
    assert.are.equal(first, Label.itemModel{ dataID = "same", content = "Hello", style = "body" })
    assert.are.equal("Hello", first.content)
    -- A key that is not one of the three names (here not a string at all) is another call.
    assert.are_not.equal(first, Label.itemModel{ dataID = "same", content = "Hello", style = "body", [1] = "x" })
    assert.are.equal(first, Label.itemModel{ dataID = "same", content = "Hello", style = "body" })
    -- Any difference makes a new model with what was given.
    local changed = Label.itemModel{ dataID = "same", content = "Bye", style = "body" }
    assert.are_not.equal(first, changed)
    assert.are.equal("Bye", changed.content)
    assert.are_not.equal(changed, Label.itemModel{ dataID = "same", content = "Bye", style = "headline" })
    -- Another field, or another constructor, is never answered from an earlier call.
    local plain = Label.itemModel{ dataID = "b", content = "B" }
    -- A call that leaves a field out is remembered too (the field is nil).
    local again = Label.itemModel{ content = "B", dataID = "b" }
    assert.are.equal(again, Label.itemModel{ dataID = "b", content = "B" })
    assert.are_not.equal(again, Label.itemModel{ dataID = "b", content = "B", style = "body" })
    local withBehaviors = Label.itemModel{ dataID = "b", content = "B", behaviors = {} }
    assert.are_not.equal(plain, withBehaviors)
    assert.are_not.equal(plain, Label.supplementaryItemModel{ dataID = "b", content = "B" })
    -- The model keeps what it was made from when the caller's table changes afterwards.
    local arguments = { dataID = "t", content = "Before" }
    local model = Label.itemModel(arguments)
    arguments.content = "After"
    assert.are.equal("Before", model.content)
    assert.are.equal("After", Label.itemModel(arguments).content)
  end)

  it("check every call that is not the same as an earlier one, with the script's line", function()
    assert.truthy(Label.itemModel{ dataID = "c", content = "C" })
    local ok, message = pcall(function() return Label.itemModel{ dataID = "c", content = "C", contnet = "x" } end)
    assert.is_false(ok)
    assert.truthy(message:find("collection_models_spec.lua:%d+: .*unknown field 'contnet'"))
    ok, message = pcall(function() return Label.itemModel{ dataID = "c", content = {} } end)
    assert.is_false(ok)
    assert.truthy(message:find("collection_models_spec.lua:%d+:"))
  end)

  it("name the closest modifier for a misspelt one", function()
    local ok, message = pcall(function() return Label.itemModel{ dataID = "a" }:didSelct(print) end)
    assert.is_false(ok)
    assert.truthy(message:find("no modifier 'didSelct' on Label.itemModel; did you mean 'didSelect'?", 1, true))
  end)

  it("give supplementary models no selection modifiers", function()
    local ok, message = pcall(function() return Label.supplementaryItemModel{ dataID = "h" }:didSelect(print) end)
    assert.is_false(ok)
    assert.truthy(message:find("no modifier 'didSelect' on Label.supplementaryItemModel", 1, true))
  end)

  it("reject unknown fields and missing dataIDs with the script's line", function()
    local ok, message = pcall(function() return Label.itemModel{ dataID = "a", contnet = "x" } end)
    assert.is_false(ok)
    assert.truthy(message:find("collection_models_spec.lua:%d+: .*unknown field 'contnet'; did you mean 'content'%?"))
    ok, message = pcall(function() return Label.itemModel{ content = "x" } end)
    assert.is_false(ok)
    assert.truthy(message:find("field 'dataID': string, number or boolean expected, got nil", 1, true))
  end)

  it("reject negative and NaN sizes", function()
    local ok, message = pcall(function() return Label.itemModel{ dataID = "a" }:flowLayoutItemSize{ width = -1, height = 10 } end)
    assert.is_false(ok)
    assert.truthy(message:find("field 'width': a finite number ≥ 0 expected, got -1", 1, true))
    ok, message = pcall(function() return Label.itemModel{ dataID = "a" }:flowLayoutItemSize{ width = 0 / 0, height = 10 } end)
    assert.is_false(ok)
    assert.truthy(message:find("field 'width': a finite number ≥ 0 expected", 1, true))
  end)

  it("check selection styles", function()
    local ok, message = pcall(function() return Label.itemModel{ dataID = "a" }:selectionStyle("blue") end)
    assert.is_false(ok)
    assert.truthy(message:find('"noBackground" or { color = … } expected, got "blue"', 1, true))
  end)
end)

describe("SectionModel", function()
  it("holds item models and reads its dataID", function()
    local section = SectionModel{ dataID = "inbox", items = { Label.itemModel{ dataID = "a" }, Label.itemModel{ dataID = "b" } } }
    assert.are.equal("inbox", section.dataID)
    assert.are.equal(2, section.count)
    assert.are.equal("SectionModel#inbox(2 items)", tostring(section))
  end)

  it("has the flow layout and supplementary modifiers", function()
    local section = SectionModel{ dataID = "s", items = {} }
      :supplementaryItems{ header = { Label.supplementaryItemModel{ dataID = "h", content = "H" } } }
      :flowLayoutSectionInset{ top = 0, left = 24, bottom = 0, right = 24 }
      :flowLayoutMinimumLineSpacing(8):flowLayoutMinimumInteritemSpacing(8)
      :flowLayoutItemSize{ width = 100, height = 100 }
      :flowLayoutHeaderReferenceSize{ width = 0, height = 30 }:flowLayoutFooterReferenceSize{ width = 0, height = 0 }
    assert.are.equal("s", section.dataID)
  end)

  it("rejects items that are not item models, naming the position", function()
    local ok, message = pcall(function() return SectionModel{ dataID = "s", items = { Label.itemModel{ dataID = "a" }, "b" } } end)
    assert.is_false(ok)
    assert.truthy(message:find("collection_models_spec.lua:%d+: bad argument #1 to 'SectionModel' %(field 'items%[2%]': item model expected"))
    ok, message = pcall(function() return SectionModel{ dataID = "s", items = { Label.groupItem{ dataID = "a" } } } end)
    assert.is_false(ok)
    assert.truthy(message:find("got Label.groupItem#a (a group item; use Label.itemModel{…})", 1, true))
    ok, message = pcall(function() return SectionModel{ dataID = "s", items = { Label.supplementaryItemModel{ dataID = "h" } } } end)
    assert.is_false(ok)
    assert.truthy(message:find("is a supplementary model; use X.itemModel{…} here", 1, true))
  end)

  it("requires a dataID", function()
    local ok, message = pcall(function() return SectionModel{ items = {} } end)
    assert.is_false(ok)
    assert.truthy(message:find("collection_models_spec.lua:%d+: bad argument #1 to 'SectionModel' %(field 'dataID': string, number or boolean expected, got nil%)"))
  end)

  it("rejects negative spacings and unknown supplementary kinds", function()
    local section = SectionModel{ dataID = "s", items = {} }
    local ok, message = pcall(function() return section:flowLayoutMinimumLineSpacing(-4) end)
    assert.is_false(ok)
    assert.truthy(message:find("a finite number ≥ 0 expected, got -4", 1, true))
    ok, message = pcall(function() return section:supplementaryItems{ heder = {} } end)
    assert.is_false(ok)
    assert.truthy(message:find("unknown field 'heder'; did you mean 'header'?", 1, true))
  end)
end)

describe("Layout", function()
  it("makes flow, grid and list layouts and checks their fields", function()
    assert.are.equal("Layout.flow", tostring(Layout.flow{ itemSize = { width = 50, height = 50 } }))
    assert.are.equal("Layout.grid", tostring(Layout.grid{ columns = 3, spacing = 8 }))
    assert.are.equal("Layout.list", tostring(Layout.list{ itemSpacing = 4 }))
    local ok, message = pcall(function() return Layout.grid{ columns = 0 } end)
    assert.is_false(ok)
    assert.truthy(message:find("field 'columns': a whole number from 1 to 1000 expected, got 0", 1, true))
    ok, message = pcall(function() return Layout.flow{ itemSize = { width = 10, height = -2 } } end)
    assert.is_false(ok)
    assert.truthy(message:find("field 'itemSize.height': a finite number ≥ 0 expected, got -2", 1, true))
  end)
end)

describe("item models of Lua components that share a name", function()
  it("share no cell and no measured height", function()
    local state = State{ which = 1 }
    local Short = Component{ name = "Same", body = function(content)
      return VGroup{ Label.groupItem{ dataID = "short", content = content } }
    end }
    local Tall = Component{ name = "Same", body = function(content)
      return HGroup{ ColorView.groupItem{ dataID = "tall", style = { size = { width = 30, height = 80 } } },
                     Label.groupItem{ dataID = "label", content = content } }
    end }
    show(ViewController{ sections = function()
      local Row = state.which == 1 and Short or Tall
      return { SectionModel{ dataID = "s", items = { Row.itemModel{ dataID = "x", content = "same content" }
        :didSelect(function() state.which = 3 - state.which end) } } }
    end })
    local short = frame("x").height
    tap("x")
    assert.are.equal(80, frame("x").height)
    tap("x")
    assert.are.equal(short, frame("x").height)
  end)
end)
