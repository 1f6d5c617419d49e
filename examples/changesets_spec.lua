-- The changesets example: what Epoxy reports between the two inbox renders.
describe("examples/changesets.lua", function()

  it("reports the read message as an update and the new one as an insert", function()
    local result = require("changesets")
    assert.are.same({ 3 }, result.deletes)
    assert.are.same({ 4 }, result.inserts)
    assert.are.same({ { from = 2, to = 3 } }, result.updates)
  end)

  it("reports every item whose position changed beyond inserts and deletes as a move", function()
    local result = require("changesets")
    assert.are.same({ { from = 4, to = 1 }, { from = 1, to = 2 }, { from = 2, to = 3 } }, result.moves)
    assert.is_false(result.isEmpty)
  end)
end)
