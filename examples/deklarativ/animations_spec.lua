-- DeklarativTVC's animations screen: the batch of every "Apply animations" with the chosen
-- setting, and the frames after it.
describe("examples/deklarativ/animations.lua", function()
  local tvc

  before_each(function()
    setDevice("iphone-15")
    package.loaded["animations"] = nil
    tvc = require("animations")
    show(tvc)
  end)

  it("reloads everything without animations", function()
    tap("apply")
    local batch = tvc:lastBatch()
    assert.is_true(batch.reloadData)
    assert.is_nil(batch.animations)
    assert.are.equal("reloadData", batch.description)
  end)

  it("applies the hash-based batch with the fade preset", function()
    tap("select")
    assert.are.equal("reloadRows [1.1] fade", tvc:lastBatch().description)
    tap("apply")
    local batch = tvc:lastBatch()
    assert.is_false(batch.reloadData)
    assert.are.same({ 2 }, batch.deleteSections)     -- Header 1
    assert.are.same({ 4 }, batch.insertSections)     -- Header 4
    assert.are.same({ 4 }, batch.reloadSections)     -- Header 3: "2 paragraphs", rows not listed
    assert.are.same({}, batch.moveSections)
    assert.are.same({}, batch.deleteRows)
    assert.are.same({ { section = 2, row = 4 } }, batch.insertRows)  -- Paragraph 24
    assert.are.same({
      { from = { section = 3, row = 2 }, to = { section = 2, row = 1 } },  -- Paragraph 22
      { from = { section = 3, row = 1 }, to = { section = 2, row = 2 } },  -- Paragraph 21
    }, batch.moveRows)
    assert.are.same({
      deleteSections = "fade", insertSections = "fade", reloadSections = "fade",
      deleteRows = "fade", insertRows = "fade", reloadRows = "fade",
    }, batch.animations)
    assert.are.equal(table.concat({
      "deleteSections [2] fade",
      "insertSections [4] fade",
      "reloadSections [4] fade",
      "insertRows [2.4] fade",
      "moveRows [3.2→2.1, 3.1→2.2]",
    }, "\n"), batch.description)
  end)

  it("prints each operation with its own animation, and the way back", function()
    tap("select")
    tap("select")
    assert.are.equal("reloadRows [1.1] none", tvc:lastBatch().description)
    tap("apply")
    tap("apply")
    assert.are.equal(table.concat({
      "deleteSections [4] left",
      "insertSections [2] right",
      "reloadSections [3] middle",
      "deleteRows [2.4] top",
      "moveRows [2.2→3.1, 2.1→3.2]",
    }, "\n"), tvc:lastBatch().description)
  end)

  it("lays out the second version with self-sizing paragraphs", function()
    tap("apply")
    local names = tvc:rowNames()
    assert.are.equal(4, #names[2])
    -- A paragraph row sizes itself: margins 16 + headline 20.667 + 16 (a fixed 44 would cut its
    -- text at accessibility sizes).
    local paragraph = 16 + 20 + 2 / 3 + 16
    assert.frame("header-2", { x = 0, y = 193, width = 393, height = 28 })
    assert.frame(names[2][1], { x = 0, y = 221, width = 393, height = paragraph })
    assert.frame(names[2][4], { x = 0, y = 221 + 3 * paragraph, width = 393, height = paragraph })
    assert.frame("header-3", { x = 0, y = 221 + 4 * paragraph, width = 393, height = 81.333 })
    assert.frame("header-4", { x = 0, y = 221 + 4 * paragraph + 81.333 + 2 * paragraph, width = 393, height = 28 })
  end)

  it("grows every row with the text at accessibility sizes", function()
    setContentSizeCategory("accessibilityMedium")
    local title = measureText{ text = "Paragraph 11", style = "headline", contentSizeCategory = "accessibilityMedium" }.height
    local names = tvc:rowNames()
    assert.are.equal(34, title)
    assert.are.equal(16 + title + 16, frame(names[2][1]).height)
  end)
end)
