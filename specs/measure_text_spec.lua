-- measureText: real Inter metrics through FreeType, Dynamic Type sizes, line breaking.

describe("measureText", function()
  it("measures one line with the font's advances, rounded up to the 1/3 pt pixel grid", function()
    local hello = measureText{ text = "Hello", font = { size = 17 } }
    -- Inter "Hello": 6740 units of 2816 per em at 17 pt = 40.69 pt → 41.
    assert.are.equal(41, hello.width)
    assert.are.equal(1, hello.lines)
    assert.is_true(math.abs(hello.lineHeight - 20.574) < 0.001)
    assert.is_true(math.abs(hello.height - 62 / 3) < 1e-9)
  end)

  it("resolves text styles through the Dynamic Type table", function()
    local body = measureText{ text = "Hello", style = "body" }
    assert.are.same(measureText{ text = "Hello", font = { size = 17 } }, body)
    local headline = measureText{ text = "Hello", style = "headline" }
    assert.are.same(measureText{ text = "Hello", font = { size = 17, weight = "semibold" } }, headline)
    local ax5 = measureText{ text = "Hello", style = "body", contentSizeCategory = "accessibilityExtraExtraExtraLarge" }
    assert.are.same(measureText{ text = "Hello", font = { size = 53 } }, ax5)
    local small = measureText{ text = "Hello", style = "footnote", contentSizeCategory = "extraSmall" }
    assert.are.same(measureText{ text = "Hello", font = { size = 12 } }, small)
  end)

  it("makes heavier weights and bigger sizes wider", function()
    local regular = measureText{ text = "Compose", font = { size = 17 } }
    assert.is_true(measureText{ text = "Compose", font = { size = 17, weight = "bold" } }.width > regular.width)
    assert.is_true(measureText{ text = "Compose", font = { size = 17, weight = 700 } }.width > regular.width)
    -- From 20 pt the narrower InterDisplay cut is used, as iOS switches to SF Pro Display.
    local large = measureText{ text = "Compose", font = { size = 34 } }.width
    assert.is_true(large > 1.5 * regular.width and large < 2 * regular.width)
  end)

  it("wraps words at the width and reports height for that width", function()
    local text = "The quick brown fox jumps over the lazy dog"
    local wide = measureText{ text = text, style = "body" }
    local narrow = measureText{ text = text, style = "body", width = 120 }
    assert.are.equal(1, wide.lines)
    assert.is_true(narrow.lines > 1)
    assert.is_true(narrow.width <= 120)
    assert.is_true(math.abs(narrow.height - narrow.lines * narrow.lineHeight) < 1 / 3)
    assert.is_true(narrow.lastBaseline > narrow.firstBaseline)
  end)

  it("limits lines and truncates the last one", function()
    local text = "The quick brown fox jumps over the lazy dog"
    local two = measureText{ text = text, style = "body", width = 120, numberOfLines = 2 }
    assert.are.equal(2, two.lines)
    assert.is_true(two.truncated)
    local wrapped = measureText{ text = text, style = "body", width = 120, numberOfLines = 2, lineBreakMode = "byWordWrapping" }
    assert.are.equal(2, wrapped.lines)
    assert.are.equal(two.height, wrapped.height)
  end)

  it("gives empty text no size, like an empty UILabel", function()
    local empty = measureText{ text = "", style = "body" }
    assert.are.equal(0, empty.width)
    assert.are.equal(0, empty.height)
    assert.are.equal(0, empty.lines)
  end)

  it("names the field and the choices on bad input", function()
    assert.has_error(function() measureText("Hello") end, "bad argument #1 to 'measureText' (table expected, got string)")
    assert.has_error(function() measureText{ text = 1, style = "body" } end, "field 'text': string expected, got number")
    assert.has_error(function() measureText{ text = "a", style = "bdy" } end, "unknown text style 'bdy'")
    assert.has_error(function() measureText{ text = "a", font = { size = 0 } } end, "field 'font.size': must be a positive number")
    assert.has_error(function() measureText{ text = "a", style = "body", contentSizeCategory = "huge" } end, "unknown size category 'huge'")
    assert.has_error(function() measureText{ text = "a", style = "body", width = -5 } end, "field 'width'")
  end)
end)
