-- LayoutGroups' alignments: every item alignment of an HGroup (vertical: fill, top, center,
-- bottom, centered on another item) and of a VGroup (horizontal: fill, leading, center,
-- trailing, centered on another item), each beside a 40-point reference.
-- Run it with `scripts/epoxy run examples/alignments.lua`.

local function box(dataID, width, height, color)
  return ColorView.groupItem{ dataID = dataID, style = { size = { width = width, height = height }, color = color or "systemBlue" } }
end

return VGroup{ spacing = 16,
  -- Vertical alignments: a 40-point-tall reference, then a 10-point-tall item per alignment.
  HGroupItem{ dataID = "vertical", alignment = "top", spacing = 8,
    box("tall", 20, 40, "systemGray"),
    Label.groupItem{ dataID = "fill", content = "fill", style = "caption1" }:verticalAlignment("fill"),
    box("top", 20, 10):verticalAlignment("top"),
    box("center", 20, 10):verticalAlignment("center"),
    box("bottom", 20, 10):verticalAlignment("bottom"),
    box("anchor", 20, 20, "systemGray"):verticalAlignment("bottom"),
    box("centeredOnAnchor", 20, 4, "systemRed"):verticalAlignment{ centered = "anchor" },
    SpacerItem{ dataID = "verticalRest" },
  },
  -- Horizontal alignments: the group is as wide as the screen; each item is 40 points wide.
  VGroupItem{ dataID = "horizontal", alignment = "leading", spacing = 4,
    box("leading", 40, 10):horizontalAlignment("leading"),
    box("centerX", 40, 10):horizontalAlignment("center"),
    box("trailing", 40, 10):horizontalAlignment("trailing"),
    Label.groupItem{ dataID = "stretched", content = "fill", style = "caption1" }:horizontalAlignment("fill"),
    box("target", 80, 10, "systemGray"):horizontalAlignment("trailing"),
    box("centeredOnTarget", 20, 10, "systemRed"):horizontalAlignment{ centered = "target" },
  },
}
