-- LayoutGroups' todo row: an HGroup composing a checkbox with a VGroupItem of title and
-- subtitle. The checkbox keeps its size; the text takes the rest of the row.
-- Run it with `scripts/epoxy run examples/todo_row.lua`.

return HGroup{ spacing = 8,
  Checkbox.groupItem{ dataID = "checkbox", content = { isChecked = true } }
    :verticalAlignment("center"),
  VGroupItem{ dataID = "titleSubtitleGroup", spacing = 4,
    Label.groupItem{ dataID = "title", content = "Title", style = "headline" },
    Label.groupItem{ dataID = "subtitle", content = "Subtitle", style = { font = "subheadline", color = "secondaryLabel" } },
  },
}
