-- A Lua component built from layout groups, shown twice in a VGroup.
-- Run: scripts/epoxy run examples/inbox_rows.lua --format ascii
local Row = Component{
  name = "InboxRow",
  body = function(content)
    return HGroup{ spacing = 12, alignment = "center",
      ColorView.groupItem{ dataID = "avatar", style = { size = { width = 40, height = 40 }, color = "systemBlue", cornerRadius = 20 } },
      VGroupItem{ dataID = "text", spacing = 2,
        Label.groupItem{ dataID = "name", content = content.name, style = "headline" },
        Label.groupItem{ dataID = "preview", content = content.preview, style = "subheadline" }:numberOfLines(2),
      },
    }
  end,
}
return VGroup{ spacing = 8,
  Row.groupItem{ dataID = "row-1", content = { name = "Ada", preview = "Lunch tomorrow?" } },
  Row.groupItem{ dataID = "row-2", content = { name = "Grace", preview = "The compiler works!" } },
}
