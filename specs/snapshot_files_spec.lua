-- assert.snapshot against a committed file: specs/__snapshots__/empty_window.txt.

describe("assert.snapshot", function()
  it("matches the committed snapshot of the empty window", function()
    assert.snapshot(nil, "empty_window")
  end)

  it("cannot be negated", function()
    assert.has_error(function() assert.is_not.snapshot(nil, "empty_window") end, "assert.snapshot cannot be negated")
  end)
end)
