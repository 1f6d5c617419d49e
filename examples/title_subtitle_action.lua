-- LayoutGroups' first example: a VGroup stacking a title, a subtitle and an action button,
-- aligned to the leading edge with 8 points between them.
-- Run it with `scripts/epoxy run examples/title_subtitle_action.lua`.

return VGroup{ alignment = "leading", spacing = 8,
  Label.groupItem{ dataID = "title", content = "Title text", style = "title2" },
  Label.groupItem{ dataID = "subtitle", content = "Subtitle text", style = { font = "subheadline", color = "secondaryLabel" } },
  Button.groupItem{ dataID = "action", content = "Perform action",
    behaviors = { didTap = function(context) print("Button tapped! " .. tostring(context.dataID)) end },
    style = { backgroundColor = "systemBlue", titleColor = "white", cornerRadius = 8,
              contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 } } },
}
