-- snapshot("png") returns the picture's PNG bytes; snapshot("ascii") fits { rows = } when asked.
local function pngSize(png)
  assert.are.equal("\137PNG\r\n\26\n", png:sub(1, 8))
  return string.unpack(">I4", png, 17), (string.unpack(">I4", png, 21))
end

describe("snapshot pictures", function()
  before_each(function()
    setDevice("iphone-se")
    show(VGroup{ Label.groupItem{ dataID = "title", content = "Hello", style = "title1" } })
  end)

  it("returns PNG bytes at two pixels a point unless asked", function()
    local width, height = pngSize(snapshot("png"))
    assert.are.equal(750, width)
    assert.are.equal(1334, height)
    width, height = pngSize(snapshot("png", { scale = 1 }))
    assert.are.equal(375, width)
    assert.are.equal(667, height)
  end)

  it("draws a different picture when the screen changes", function()
    local before = snapshot("png", { scale = 1 })
    show(VGroup{ Label.groupItem{ dataID = "title", content = "Goodbye", style = "title1" } })
    assert.are_not.equal(before, snapshot("png", { scale = 1 }))
  end)

  it("fits an ASCII wireframe into the rows asked", function()
    local lines = 0
    for _ in snapshot("ascii", { columns = 80, rows = 12 }):gmatch("[^\n]+") do lines = lines + 1 end
    assert.are.equal(12, lines)
  end)

  it("refuses options it does not know and values out of range", function()
    assert.has_error(function() snapshot("png", { scale = 0 }) end)
    assert.has_error(function() snapshot("png", { sclae = 2 }) end)
    assert.has_error(function() snapshot("ascii", { rows = 1 }) end)
    assert.has_error(function() snapshot("gif") end)
  end)
end)
