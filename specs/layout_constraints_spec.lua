-- layoutConstraints: the constraint engine from Lua, checked against what AutoLayout gives for the
-- same constraints (each expected number is derived in a comment).

local function pin(view)
  return { view .. ".leading == container.leading", view .. ".top == container.top" }
end

local function concat(...)
  local all = {}
  for _, list in ipairs({ ... }) do for _, item in ipairs(list) do all[#all + 1] = item end end
  return all
end

describe("layoutConstraints", function()
  it("pins a fixed-size view to the container's margins (8 pt by default, as UIKit)", function()
    local frames = layoutConstraints{
      width = 375, height = 667,
      views = { box = {} },
      constraints = { "box.leading == margins.leading", "box.top == margins.top", "box.width == 100", "box.height == 50" },
    }
    assert.are.same({ x = 8, y = 8, width = 100, height = 50 }, frames.box)
  end)

  it("centres a view: (375 - 100) / 2 = 137.5, (667 - 50) / 2 = 308.5", function()
    local frames = layoutConstraints{
      width = 375, height = 667,
      views = { box = { intrinsicSize = { width = 100, height = 50 } } },
      constraints = { "box.centerX == container.centerX", "box.centerY == container.centerY" },
    }
    assert.are.same({ x = 137.5, y = 308.5, width = 100, height = 50 }, frames.box)
  end)

  it("chains views with spacing and fits the container's height to them", function()
    -- y: 0, 20 + 8 = 28, 28 + 30 + 8 = 66; container: 66 + 40 = 106.
    local frames = layoutConstraints{
      width = 200,
      views = {
        a = { intrinsicSize = { height = 20 } }, b = { intrinsicSize = { height = 30 } }, c = { intrinsicSize = { height = 40 } },
      },
      constraints = {
        "a.top == container.top", "b.top == a.bottom + 8", "c.top == b.bottom + 8", "c.bottom == container.bottom",
        "a.leading == container.leading", "a.trailing == container.trailing",
        "b.leading == container.leading", "b.trailing == container.trailing",
        "c.leading == container.leading", "c.trailing == container.trailing",
      },
    }
    assert.are.same({ 0, 28, 66 }, { frames.a.y, frames.b.y, frames.c.y })
    assert.are.same({ x = 0, y = 0, width = 200, height = 106 }, frames.container)
  end)

  local row = {
    "a.leading == container.leading", "b.leading == a.trailing", "b.trailing == container.trailing",
    "a.top == container.top", "b.top == container.top",
  }

  it("gives extra space to the view that hugs less (250 stretches before 251)", function()
    -- 375 - 50 = 325 for a; b keeps its intrinsic 50.
    local frames = layoutConstraints{
      width = 375, height = 100,
      views = {
        a = { intrinsicSize = { width = 100, height = 20 } },
        b = { intrinsicSize = { width = 50, height = 20 }, hugging = { horizontal = 251 } },
      },
      constraints = row,
    }
    assert.are.equal(325, frames.a.width)
    assert.are.same({ x = 325, y = 0, width = 50, height = 20 }, frames.b)
  end)

  it("takes missing space from the view that resists compression less (750 before 751)", function()
    -- 120 wide: b keeps 50, a shrinks from 100 to 70.
    local frames = layoutConstraints{
      width = 120, height = 100,
      views = {
        a = { intrinsicSize = { width = 100, height = 20 } },
        b = { intrinsicSize = { width = 50, height = 20 }, compressionResistance = { horizontal = 751 } },
      },
      constraints = row,
    }
    assert.are.equal(70, frames.a.width)
    assert.are.same({ x = 70, y = 0, width = 50, height = 20 }, frames.b)
  end)

  it("applies multipliers and prefers a required inequality over a high-priority equality", function()
    local frames = layoutConstraints{
      width = 375, height = 100,
      views = { half = {}, capped = {} },
      constraints = concat(pin("half"), pin("capped"), {
        "half.width == 0.5 * container.width", "half.height == 2 * half.width - 300",
        "capped.width <= 200", "capped.width == 300 @750", "capped.height == 10",
      }),
    }
    -- 375 × 0.5 = 187.5; height 2 × 187.5 - 300 = 75; capped: 300 wanted, 200 allowed.
    assert.are.same({ x = 0, y = 0, width = 187.5, height = 75 }, frames.half)
    assert.are.equal(200, frames.capped.width)
  end)

  it("lays out against the safe area and custom margins", function()
    local frames = layoutConstraints{
      width = 393, height = 852,
      safeArea = { top = 59, bottom = 34 },
      margins = { top = 0, leading = 20, bottom = 0, trailing = 20 },
      views = { header = {}, footer = {} },
      constraints = {
        "header.top == safeArea.top", "header.leading == margins.leading", "header.trailing == margins.trailing",
        "header.height == 44",
        "footer.bottom == safeArea.bottom", "footer.leading == container.leading", "footer.width == container.width",
        "footer.height == 50",
      },
    }
    -- Layout margins are inset from the safe area: top 59 + 0; leading 20, width 393 - 40.
    assert.are.same({ x = 20, y = 59, width = 353, height = 44 }, frames.header)
    -- 852 - 34 - 50 = 768.
    assert.are.same({ x = 0, y = 768, width = 393, height = 50 }, frames.footer)
  end)

  it("measures multi-line text for the width it gets (height for width)", function()
    local text = "The quick brown fox jumps over the lazy dog and keeps running"
    local frames = layoutConstraints{
      width = 136,
      views = { label = { text = { text = text, style = "body", numberOfLines = 0 } } },
      constraints = {
        "label.leading == margins.leading", "label.trailing == margins.trailing",
        "label.top == margins.top", "label.bottom == margins.bottom",
      },
    }
    -- 136 - 2 × 8 margins = 120 wide: the same lines measureText finds at that width.
    local measured = measureText{ text = text, style = "body", width = 120 }
    assert.are.equal(120, frames.label.width)
    assert.are.equal(measured.height, frames.label.height)
    assert.are.equal(measured.height + 16, frames.container.height)
    assert.is_true(measured.lines >= 3)
  end)

  it("breaks a conflicting required constraint, keeps the first and warns listing both", function()
    local frames, warnings = layoutConstraints{
      width = 100, height = 100,
      views = { a = {} },
      constraints = concat(pin("a"), { "a.width == 50", "a.width == 60", "a.height == 10" }),
    }
    assert.are.equal(50, frames.a.width)
    assert.are.equal(1, #warnings)
    assert.is_true(warnings[1]:find("<View:a>.width == 50", 1, true) ~= nil)
    assert.is_true(warnings[1]:find("Will attempt to recover by breaking constraint\n<View:a>.width == 60", 1, true) ~= nil)
  end)

  it("names the constraint and what is wrong on bad input", function()
    local function run(constraint)
      return function() layoutConstraints{ width = 100, views = { a = {} }, constraints = { constraint } } end
    end
    assert.has_error(run("a.widht == 50"), "unknown attribute 'widht'")
    assert.has_error(run("b.width == 50"), "unknown item 'b' (known: container, margins, safeArea, a)")
    assert.has_error(run("a.top == 50"), "only width and height can equal a constant")
    assert.has_error(run("a.top == container.width"), "different axes")
    assert.has_error(run("a.width == 50 @2000"), "priorities run 1…1000")
    assert.has_error(run("a.width = 50"), "expected a relation")
    assert.has_error(function() layoutConstraints{ width = -1 } end, "field 'width': must be a finite number ≥ 0")
    assert.has_error(function() layoutConstraints{ width = 10, constraints = { 5 } } end, "constraints[1]")
  end)
end)
