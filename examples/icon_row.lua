-- LayoutGroups' HGroup example grown into the icon row of "Creating components inline": a
-- 32-point icon aligned to the top, next to a VGroupItem of title and subtitle.
-- Run it with `scripts/epoxy run examples/icon_row.lua`.

return HGroup{ spacing = 16,
  ImageView.groupItem{ dataID = "icon", content = "folder",
    style = { size = { width = 32, height = 32 }, tintColor = "systemGreen" } }
    :verticalAlignment("top")
    :contentHuggingPriority("required", "horizontal"),
  VGroupItem{ dataID = "text", spacing = 8,
    Label.groupItem{ dataID = "title", content = "Title text", style = "headline" },
    Label.groupItem{ dataID = "subtitle", content = "Subtitle text", style = { font = "body", color = "secondaryLabel" } },
  },
}
