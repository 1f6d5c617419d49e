-- The horizontal photo albums, frame by frame on an iPhone 15 (393 × 852, safe area 59 top and
-- 34 bottom: the collection's content is 852 − 93 = 759 tall and starts at y 59). Every number
-- is derived from the layout's rules in the comments.

describe("examples/compositional/albums.lua", function()
  before_each(function()
    setDevice("iphone-15")
    -- A fresh screen each time: scroll offsets belong to the shown collection.
    package.loaded.albums = nil
    show(require("albums"))
  end)

  it("lays the albums out side by side, titles before their photos", function()
    -- Insets 16 top and bottom leave 759 − 32 = 727 of height (8 leading, 16 trailing).
    -- Favourites: the 44-wide title at x 0, then photos 240 wide and 727 / 2 = 363.5 tall from
    -- x 44 + 8 = 52, y 59 + 16 = 75, one under the other 8 apart.
    assert.frame("favouritesTitle", { x = 0, y = 75, width = 44, height = 727 })
    assert.frame("fav1", { x = 52, y = 75, width = 240, height = 363.5 })
    assert.frame("fav2", { x = 52, y = 75 + 371.5, width = 240, height = 363.5 })
    -- The favourites end at 52 + 240 + 16 = 308; 2026 starts 24 later, at 332: its title,
    -- then columns of two photos (727 − 8) / 2 = 359.5 tall from x 332 + 44 + 8 = 384, 168 apart.
    assert.frame("y2026Title", { x = 332, y = 75, width = 44, height = 727 })
    assert.frame("y2026photo1", { x = 384, y = 75, width = 160, height = 359.5 })
    assert.frame("y2026photo2", { x = 384, y = 75 + 367.5, width = 160, height = 359.5 })
    assert.frame("y2026photo3", { x = 552, y = 75 })
    -- Four columns end 2026 at 888 + 160 + 16 = 1064; 2025 starts at 1088, its photos at 1140.
    assert.frame("y2025photo1", { x = 1140, y = 75 })
    assert.are.same({ "fav1", "fav2", "fav3", "y2026photo1", "y2026photo2" }, visible())
  end)

  it("scrolls along x, the year's title pinned to the left while its photos are shown", function()
    -- 2024 ends at 2064 + 3 × 168 − 8 + 16 = 2576: offsets 0 to 2576 − 393 = 2183.
    assert.are.same({ x = 400, y = -59 }, scroll{ x = 400 })
    assert.frame("y2026Title", { x = 0, y = 75 })
    assert.frame("y2026photo3", { x = 152, y = 75 })
    assert.are.same({ "y2026photo1", "y2026photo2", "y2026photo3", "y2026photo4", "y2026photo5", "y2026photo6" }, visible())
    -- Near 2026's end (1064) its title stops at 1064 − 44 = 1020 (x 1020 − 1040 = −20 on
    -- screen) while 2025's rests at its place, 1088 (x 48).
    scroll{ x = 1040 }
    assert.frame("y2026Title", { x = -20 })
    assert.frame("y2025Title", { x = 48 })
    assert.are.same({ x = 2183, y = -59 }, scroll{ x = 9000 })
  end)

  it("scrolls the favourites up and down, resting on a photo", function()
    -- Photos start 371.5 apart from y 16: released at 300 the nearest group edge is 371.5.
    assert.are.same({ x = 0, y = 371.5 }, scroll{ section = "favourites", y = 300 })
    assert.frame("fav2", { x = 52, y = 75 })
    -- scrollTo centres fav5 (y 16 + 4 × 371.5 = 1502, centre 1683.75) between the insets
    -- (16…743, centre 379.5): 1304.25, which rests on fav5's edge, 1486.
    scrollTo("fav5", "center")
    assert.frame("fav5", { x = 52, y = 75 })
  end)

  it("scrolls to a photo along x and says how a section of a horizontal collection scrolls", function()
    -- y2025photo9 leads the fifth column of 2025 (1140 + 4 × 168 = 1812, centre 1892): centred
    -- in 393 the offset is 1892 − 196.5 = 1695.5.
    assert.are.same({ x = 1695.5, y = -59 }, scrollTo("y2025photo9", "centeredHorizontally"))
    assert.frame("y2025photo9", { x = 116.5, y = 75 })
    local ok, err = pcall(function() scroll{ section = "favourites", x = 10 } end)
    assert.is_false(ok)
    assert.matches("albums_spec%.lua:%d+: .*a section scrolls up and down only %(the collection scrolls horizontally%)", err)
  end)
end)
