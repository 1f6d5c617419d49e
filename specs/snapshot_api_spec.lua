-- tree(), snapshot(format) and assert.frame on the stage scripts lay out and show on.

describe("tree", function()
  it("describes the empty window of the default device", function()
    assert.are.equal("window 393×852 safe area top 59 left 0 bottom 34 right 0\nWindow (0, 0, 393×852)\n", tree())
  end)

  it("is the text snapshot", function()
    assert.are.equal(tree(), snapshot("text"))
    assert.are.equal(tree(), snapshot())
    assert.are.equal(tree(), require("epoxy").tree())
  end)
end)

describe("snapshot", function()
  it("writes JSON with the window's safe area", function()
    local json = snapshot("json")
    assert.matches('"kind": "window"', json)
    assert.matches('"safeArea": {', json)
    assert.matches('"top": 59', json)
  end)

  it("draws an ASCII wireframe as wide as asked", function()
    local ascii = snapshot("ascii", { columns = 20 })
    local first = ascii:match("^[^\n]*")
    assert.are.equal(20, utf8.len(first))
  end)

  it("writes SVG", function()
    assert.matches("<svg xmlns=", snapshot("svg"))
  end)

  it("rejects unknown formats and bad columns", function()
    assert.has_error(function() snapshot("pdf") end,
      "bad argument #1 to 'snapshot' (unknown format 'pdf' (one of 'text', 'json', 'ascii', 'svg', 'png'))")
    assert.has_error(function() snapshot("ascii", { columns = 2 }) end,
      "bad argument #2 to 'snapshot' (field 'columns': must be a whole number in 8…1000, got 2)")
    assert.has_error(function() snapshot("ascii", { columns = "wide" }) end,
      "bad argument #2 to 'snapshot' (field 'columns': number expected, got string)")
    assert.has_error(function() snapshot("ascii", 5) end,
      "bad argument #2 to 'snapshot' (table expected, got number)")
  end)
end)

describe("assert.frame", function()
  -- One known view: 120 × 20.5 at the window's leading margin, below the safe area.
  local function showTitle()
    show(VGroup{ alignment = "leading",
      ColorView.groupItem{ dataID = "title", style = { size = { width = 120, height = 20.5 }, color = "systemBlue" } } })
  end

  it("says nothing is shown for an unknown dataID on an empty stage (before anything is shown)", function()
    assert.has_error(function() assert.frame("missing", { x = 0 }) end,
      "no view or group with dataID 'missing' is shown; nothing is shown (call show(root) or layout(root, {…}) first)")
    assert.has_error(function() assert.is_not.frame("missing", { x = 0 }) end,
      "no view or group with dataID 'missing' is shown; nothing is shown (call show(root) or layout(root, {…}) first)")
  end)

  it("passes within 0.01 and with only some fields", function()
    showTitle()
    assert.frame("title", { x = 16, y = 59, width = 120.004, height = 20.5 })
    assert.frame("title", { width = 119.994 })
  end)

  it("lists expected and actual on a mismatch", function()
    showTitle()
    assert.has_error(function() assert.frame("title", { x = 16, y = 60, width = 120, height = 20.5 }) end,
      "frame of 'title' differs (tolerance 0.01):\n  expected: {x=16, y=60, width=120, height=20.5}\n  actual:   {x=16, y=59, width=120, height=20.5}")
  end)

  it("can be negated", function()
    showTitle()
    assert.is_not.frame("title", { y = 100 })
    assert.has_error(function() assert.is_not.frame("title", { y = 59 }) end,
      "expected the frame of 'title' to differ from {y=59}")
  end)

  it("rejects bad arguments", function()
    assert.has_error(function() assert.frame({}, { x = 0 }) end,
      "bad argument #1 to 'assert.frame' (dataID (string, number or boolean) or path of dataIDs ({ \"row\", \"button\" }) expected, got table)")
    assert.has_error(function() assert.frame({ "row", {} }, { x = 0 }) end,
      "bad argument #1 to 'assert.frame' (dataID (string, number or boolean) or path of dataIDs ({ \"row\", \"button\" }) expected, got table at [2])")
    assert.has_error(function() assert.frame("title", 3) end,
      "bad argument #2 to 'assert.frame' (table expected, got number)")
    assert.has_error(function() assert.frame("title", {}) end,
      "bad argument #2 to 'assert.frame' (give at least one of x, y, width, height)")
    assert.has_error(function() assert.frame("title", { left = 3 }) end,
      "bad argument #2 to 'assert.frame' (field 'left': unknown field (use x, y, width, height))")
    assert.has_error(function() assert.frame("title", { x = "a" }) end,
      "bad argument #2 to 'assert.frame' (field 'x': number expected, got string)")
  end)

  it("fails for an unknown dataID with frame()'s message", function()
    showTitle()
    assert.has_error(function() assert.frame("titel", { x = 0 }) end,
      "no frame for 'titel': bad argument #1 to 'frame' (no item with dataID 'titel'; did you mean 'title'? (dataIDs: title))")
    -- Negated too: a misspelt dataID is not a frame that differs.
    assert.has_error(function() assert.is_not.frame("titel", { x = 0 }) end,
      "no frame for 'titel': bad argument #1 to 'frame' (no item with dataID 'titel'; did you mean 'title'? (dataIDs: title))")
  end)
end)

describe("assert.frame when the script reassigns the stage's globals", function()
  local saved
  before_each(function()
    saved = { show = show, frame = frame, find = find, tap = tap }
  end)
  after_each(function()
    show, frame, find, tap = saved.show, saved.frame, saved.find, saved.tap
  end)

  it("asks the stage itself, not the globals", function()
    saved.show(VGroup{ alignment = "leading",
      ColorView.groupItem{ dataID = "title", style = { size = { width = 120, height = 20.5 }, color = "systemBlue" } } })
    show = nil
    frame = function() return { x = 1, y = 2, width = 3, height = 4 } end
    find = function() error("the script's find") end
    tap = 42
    assert.frame("title", { x = 16, y = 59, width = 120, height = 20.5 })
    assert.is_not.frame("title", { x = 1, y = 2, width = 3, height = 4 })
    assert.has_error(function() assert.frame("titel", { x = 0 }) end,
      "no frame for 'titel': bad argument #1 to 'frame' (no item with dataID 'titel'; did you mean 'title'? (dataIDs: title))")
  end)
end)
