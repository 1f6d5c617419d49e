-- diff(old, new) and diffSections(old, new): Epoxy's changesets on plain Lua values, 1-based.

local function changeset(fields)
  fields.inserts = fields.inserts or {}
  fields.deletes = fields.deletes or {}
  fields.updates = fields.updates or {}
  fields.moves = fields.moves or {}
  fields.duplicates = fields.duplicates or {}
  if fields.isEmpty == nil then
    fields.isEmpty = #fields.inserts + #fields.deletes + #fields.updates + #fields.moves == 0
  end
  return fields
end

describe("diff", function()
  it("is empty for equal lists", function()
    assert.are.same(changeset{}, diff({ "a", "b" }, { "a", "b" }))
    assert.is_true(diff({}, {}).isEmpty)
  end)

  it("reports inserts and deletes by identity", function()
    assert.are.same(changeset{ deletes = { 2 }, inserts = { 3 } }, diff({ "a", "b", "c" }, { "a", "c", "d" }))
  end)

  it("inserts everything into an empty list and deletes everything from a full one", function()
    assert.are.same(changeset{ inserts = { 1, 2, 3 } }, diff({}, { 1, 2, 3 }))
    assert.are.same(changeset{ deletes = { 1, 2, 3 } }, diff({ 1, 2, 3 }, {}))
  end)

  it("reports a swap as two moves ordered by new index", function()
    assert.are.same(changeset{ moves = { { from = 2, to = 1 }, { from = 1, to = 2 } } }, diff({ "a", "b" }, { "b", "a" }))
  end)

  it("does not report items shifted only by inserts or deletes as moves", function()
    assert.are.same(changeset{ inserts = { 1 } }, diff({ "a", "b", "c" }, { "z", "a", "b", "c" }))
    assert.are.same(changeset{ deletes = { 1 } }, diff({ "a", "b", "c" }, { "b", "c" }))
  end)

  it("matches tables by dataID and reports changed content as updates", function()
    local old = { { dataID = 1, title = "One" }, { dataID = 2, title = "Two" } }
    local new = { { dataID = 1, title = "One" }, { dataID = 2, title = "Deux" } }
    assert.are.same(changeset{ updates = { { from = 2, to = 2 } } }, diff(old, new))
  end)

  it("compares content deeply", function()
    local old = { { dataID = "x", tags = { "a", { b = 1 } } } }
    assert.is_true(diff(old, { { dataID = "x", tags = { "a", { b = 1 } } } }).isEmpty)
    assert.are.same(changeset{ updates = { { from = 1, to = 1 } } },
      diff(old, { { dataID = "x", tags = { "a", { b = 2 } } } }))
  end)

  it("reports a moved and changed item as both a move and an update", function()
    local old = { { dataID = "a", v = 1 }, { dataID = "b", v = 1 } }
    local new = { { dataID = "b", v = 2 }, { dataID = "a", v = 1 } }
    assert.are.same(changeset{
      updates = { { from = 2, to = 1 } },
      moves = { { from = 2, to = 1 }, { from = 1, to = 2 } },
    }, diff(old, new))
  end)

  it("lists new indices sharing an identifier as duplicates and keeps going", function()
    local result = diff({ "a" }, { "a", "b", "a" })
    assert.are.same({ { 1, 3 } }, result.duplicates)
    assert.are.same({ 2, 3 }, result.inserts)
  end)

  it("matches repeated identifiers to old occurrences in order", function()
    local old = { { dataID = "a", n = 1 }, { dataID = "a", n = 2 } }
    local new = { { dataID = "a", n = 1 } }
    assert.are.same({ 2 }, diff(old, new).deletes)
  end)

  it("treats numbers, strings and booleans as distinct identities", function()
    assert.are.same(changeset{ deletes = { 1 }, inserts = { 1 } }, diff({ 1 }, { "1" }))
    assert.is_true(diff({ true, 2.0 }, { true, 2 }).isEmpty)
  end)

  it("uses a table without dataID as its own identity, by value", function()
    assert.is_true(diff({ { 1, 2 } }, { { 1, 2 } }).isEmpty)
    assert.are.same(changeset{ deletes = { 1 }, inserts = { 1 } }, diff({ { 1, 2 } }, { { 1, 3 } }))
  end)

  it("rejects a table as dataID, naming the field", function()
    assert.has_error(function() diff({ { dataID = {} } }, {}) end, "old[1].dataID")
    assert.has_error(function() diff({}, { "a", { dataID = { 1 } } }) end, "new[2].dataID")
  end)

  it("rejects arguments that are not lists", function()
    assert.has_error(function() diff(1, {}) end, "bad argument #1 to 'diff' (table expected, got number)")
    assert.has_error(function() diff({}) end, "bad argument #2 to 'diff' (table expected, got no value)")
  end)

  it("applies: following the changeset turns old into new", function()
    local old = { "a", "b", "c", "d", "e", "f" }
    local new = { "f", "c", "x", "a", "e", "y" }
    local result = diff(old, new)
    -- Rebuild new from old: keep surviving items (matched by identity), add inserts at their indices.
    local survivors = {}
    local deleted = {}
    for _, index in ipairs(result.deletes) do deleted[index] = true end
    for index, value in ipairs(old) do if not deleted[index] then survivors[value] = true end end
    for _, index in ipairs(result.inserts) do assert.is_nil(survivors[new[index]]) end
    assert.are.equal(#old - #result.deletes + #result.inserts, #new)
  end)
end)

describe("diffSections", function()
  local function section(id, items, extra)
    local s = { dataID = id, items = items }
    for k, v in pairs(extra or {}) do s[k] = v end
    return s
  end

  it("is empty for equal sections", function()
    local sections = { section("a", { 1, 2 }), section("b", { 3 }) }
    local result = diffSections(sections, { section("a", { 1, 2 }), section("b", { 3 }) })
    assert.is_true(result.isEmpty)
    assert.is_true(result.sections.isEmpty)
    assert.is_true(result.items.isEmpty)
  end)

  it("reports item changes as index paths", function()
    local result = diffSections({ section("a", { 1, 2 }), section("b", { 3 }) },
      { section("a", { 1 }), section("b", { 3, 4 }) })
    assert.is_true(result.sections.isEmpty)
    assert.are.same({ { section = 1, item = 2 } }, result.items.deletes)
    assert.are.same({ { section = 2, item = 2 } }, result.items.inserts)
    assert.is_false(result.isEmpty)
  end)

  it("inserts, deletes and moves sections without reporting their items", function()
    local result = diffSections({ section("a", { 1 }), section("b", { 2 }), section("c", { 3 }) },
      { section("c", { 3 }), section("a", { 1 }), section("d", { 4 }) })
    assert.are.same({ 2 }, result.sections.deletes)
    assert.are.same({ 3 }, result.sections.inserts)
    -- "a" counts as moved too: old index 0 - 0 deletes before + 0 inserts before ≠ new index 1.
    assert.are.same({ { from = 3, to = 1 }, { from = 1, to = 2 } }, result.sections.moves)
    assert.is_true(result.items.isEmpty)
  end)

  it("diffs the items of a moved section", function()
    local result = diffSections({ section("a", { 1 }), section("b", { 2, 3 }) },
      { section("b", { 3, 2 }), section("a", { 1 }) })
    assert.are.same({ { from = 2, to = 1 }, { from = 1, to = 2 } }, result.sections.moves)
    assert.are.same({
      { from = { section = 2, item = 2 }, to = { section = 1, item = 1 } },
      { from = { section = 2, item = 1 }, to = { section = 1, item = 2 } },
    }, result.items.moves)
  end)

  it("updates a section whose fields other than items differ", function()
    local result = diffSections({ section("a", { 1 }, { title = "Inbox" }) },
      { section("a", { 1 }, { title = "Archive" }) })
    assert.are.same({ { from = 1, to = 1 } }, result.sections.updates)
    assert.is_true(result.items.isEmpty)
  end)

  it("requires a dataID on every section", function()
    assert.has_error(function() diffSections({ { items = {} } }, {}) end, "old[1].dataID")
  end)
end)
