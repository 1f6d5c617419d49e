-- LayoutGroups' complex component, shared by examples/message_row.lua and examples/message_list.lua:
-- the MessageRow, built from HGroup, VGroup and spacers as a Lua `Component`. The top line holds the
-- name with an unread dot, a filling spacer, then the date with a disclosure arrow; below it come
-- the preview and the "seen" text.

local MessageRow = Component{
  name = "MessageRow",
  body = function(content)
    return HGroup{ spacing = 8, alignment = "top",
      ImageView.groupItem{ dataID = "avatar", content = "person.crop.circle",
        style = { size = { width = 48, height = 48 }, tintColor = "black", cornerRadius = 24 } }
        :contentHuggingPriority("required", "horizontal"),
      VGroupItem{ dataID = "contentGroup", spacing = 8,
        HGroupItem{ dataID = "topContainer", alignment = "center", spacing = 8,
          HGroupItem{ dataID = "nameGroup", alignment = "center", spacing = 8,
            Label.groupItem{ dataID = "name", content = content.name, style = "title3" }:numberOfLines(1),
            content.unread and ColorView.groupItem{ dataID = "unread",
              style = { size = { width = 8, height = 8 }, color = "systemBlue", cornerRadius = 4 } } or nil,
          }:reflowsForAccessibilityTypeSizes(false),
          -- At least 8 between name and date (the name truncates first, not overlapping the
          -- date); its least height defines it when the line stacks at accessibility sizes.
          SpacerItem{ dataID = "topSpacer", minWidth = 8, minHeight = 0 },
          HGroupItem{ dataID = "disclosureGroup", alignment = "center", spacing = 8,
            Label.groupItem{ dataID = "date", content = content.date, style = "subheadline" }
              :contentCompressionResistancePriority("required", "horizontal"),
            ImageView.groupItem{ dataID = "disclosureArrow", content = "chevron.right",
              style = { size = { width = 12, height = 16 }, tintColor = "black", contentMode = "center" } }
              :contentCompressionResistancePriority("required", "horizontal"),
          }:reflowsForAccessibilityTypeSizes(false),
        },
        Label.groupItem{ dataID = "message", content = content.preview, style = "body" }:numberOfLines(2),
        Label.groupItem{ dataID = "seen", content = content.seenText, style = { font = "footnote", color = "secondaryLabel" } },
      },
    }
  end,
  layoutMargins = { top = 16, leading = 24, bottom = 16, trailing = 24 },
}

return MessageRow
