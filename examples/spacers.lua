-- LayoutGroups' spacers: a filling SpacerItem pushes the date and the disclosure arrow to the
-- trailing edge; a spacer with a minimum width keeps at least that distance; fixed spacers
-- hold an exact gap in either axis. At accessibility sizes the rows reflow vertically (Epoxy's
-- HGroup), where a spacer's height is all that places it: the least heights below keep that
-- layout defined (a spacer prefers its minimum at priority 1, so across a row it still fills).
-- Run it with `scripts/epoxy run examples/spacers.lua`.

local function box(dataID, width, height, color)
  return ColorView.groupItem{ dataID = dataID, style = { size = { width = width, height = height }, color = color } }
end

return VGroup{ spacing = 0,
  -- A filling spacer between the status icon and the date.
  HGroupItem{ dataID = "pushed", alignment = "center", spacing = 0,
    Label.groupItem{ dataID = "name", content = "Ada", style = "headline" },
    box("status", 8, 8, "systemBlue"),
    SpacerItem{ dataID = "fill", minWidth = 0, minHeight = 0 },
    Label.groupItem{ dataID = "date", content = "9:41", style = "footnote" },
    box("disclosure", 12, 16, "systemGray"),
  },
  -- At least 50 points between the two boxes, however wide they are.
  HGroupItem{ dataID = "minimum", alignment = "top", spacing = 0,
    box("left", 150, 20, "systemRed"),
    SpacerItem{ dataID = "atLeast50", minWidth = 50, minHeight = 0 },
    box("right", 150, 20, "systemRed"),
  },
  -- A fixed 24-point gap in a row, then a fixed 12-point gap between rows.
  HGroupItem{ dataID = "fixed", alignment = "top", spacing = 0,
    box("first", 40, 40, "systemGreen"),
    SpacerItem{ dataID = "exactly24", fixedWidth = 24, minHeight = 24 },
    box("second", 40, 40, "systemGreen"),
    SpacerItem{ dataID = "trailingFill", minWidth = 0, minHeight = 0 },
  },
  SpacerItem{ dataID = "rowGap", fixedHeight = 12 },
  box("below", 40, 10, "systemOrange"):horizontalAlignment("leading"),
}
