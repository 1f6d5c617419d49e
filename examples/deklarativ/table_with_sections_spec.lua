-- DeklarativTVC's table with sections: frames of self-sizing rows and title headers,
-- commands, and the reload of a row identified by innerHash.
describe("examples/deklarativ/table_with_sections.lua", function()
  local tvc

  before_each(function()
    setDevice("iphone-15")
    package.loaded["table_with_sections"] = nil
    tvc = require("table_with_sections")
    show(tvc)
  end)

  it("names rows by command id, else by hash", function()
    local names = tvc:rowNames()
    assert.are.same({ "select", "apply" }, names[1])
    assert.are.same({ "row-d7b78150", "row-2f44f11", "row-66084fb6" }, names[2])
    assert.are.equal(3, #names[3])
  end)

  it("lays out self-sizing rows and title headers below the safe area", function()
    -- A title-only row: margins 16 + headline 20⅔ + 16.
    local titleRow = 16 + 20 + 2 / 3 + 16
    assert.frame("select", { x = 0, y = 59, width = 393, height = 81.333 })
    assert.frame("apply", { x = 0, y = 140.333, width = 393, height = titleRow })
    assert.frame("header-2", { x = 0, y = 140.333 + titleRow, width = 393, height = 28 })
    assert.frame("row-d7b78150", { x = 0, y = 168.333 + titleRow, width = 393, height = 52.667 })
    assert.frame("row-66084fb6", { x = 0, y = 273.667 + titleRow, width = 393, height = 52.667 })
    assert.frame("header-3", { x = 0, y = 326.333 + titleRow, width = 393, height = 28 })
    assert.frame(tvc:rowNames()[3][3], { x = 0, y = 459.667 + titleRow, width = 393, height = 52.667 })
  end)

  it("reloads the select row in place when its subtitle changes", function()
    tap("select")
    local batch = tvc:lastBatch()
    assert.are.equal("reloadRows [1.1] fade", batch.description)
    assert.are.same({ { section = 1, row = 1 } }, batch.reloadRows)
    assert.are.same({}, batch.insertRows)
    assert.truthy(tree():find('Label #subtitle %(.-%) "fade"'))
    tap{ section = 1, row = 1 }
    assert.truthy(tree():find('Label #subtitle %(.-%) "automatic"'))
  end)

  it("adds a footer to the first section, which replaces that section", function()
    tap("apply")
    local batch = tvc:lastBatch()
    assert.are.same({ 1 }, batch.deleteSections)
    assert.are.same({ 1 }, batch.insertSections)
    assert.are.equal("fade", batch.animations.insertSections)
    local footerY = 140.333 + 16 + 20 + 2 / 3 + 16
    assert.frame("footer-1", { x = 0, y = footerY, width = 393, height = 28 })
    assert.frame("header-2", { x = 0, y = footerY + 28, width = 393, height = 28 })
  end)
end)
