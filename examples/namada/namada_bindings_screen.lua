-- NamadaLayout's example view controller with its bindings: the search bar is bound to
-- `typedText`, the top label to `topTitle` and assigned "typed: …" whenever `typedText` changes,
-- and the middle label observes `topTitle`. Type with typeText("searchBar", "…") or assign
-- require("namada_bindings_state").topTitle; the labels are re-measured and the stack re-centred.
local state = require("namada_bindings_state")

return layoutContent(function(content)
  content:putSearchBar{ dataID = "searchBar", content = { placeholder = "I am Placeholder" } }
    :at("fullTop", "equal", "safeArea")
    :bind("text", state["$typedText"])

  content:putLabel{ dataID = "topLabel", content = "TOP LABEL", style = { font = "body", alignment = "center" } }
    :top({ equalTo = 18 }, Anchor("previous").bottomAnchor)
    :centerX("equal", "parent")
    :horizontal({ moreThanTo = 18 }, "parent")
    :bind("text", state["$topTitle"])
    :whenStateChanged(state["$typedText"], "text", function(typed) return "typed: " .. tostring(typed) end)

  content:putVStack{ dataID = "stack", alignment = "center", distribution = "fill", spacing = 9 }
    :center("equal", "parent")
    :inBetween("topLabel", "bottomButton", { vertically = { moreThanTo = 18 } }, "defaultLow")
    :horizontal({ moreThanTo = 18 }, "parent")
    :layoutContent(function(stack)
      stack:putStackedLabel{ dataID = "middleLabel", content = "MIDDLE LABEL", style = { font = "body", alignment = "center" } }
        :observe(state["$topTitle"], function(label, changes)
          label:text("new: " .. tostring(changes.new) .. ", old: " .. tostring(changes.old))
        end)
      stack:putStackedImageView{ dataID = "image", content = "anyImage", style = { contentMode = "scaleAspectFit" } }
        :size{ equalTo = { width = 90, height = 90 } }
    end)

  content:putButton{ dataID = "bottomButton", content = { title = "Bottom Button" } }
    :at("fullBottom", { equalTo = 18 }, "safeArea")
    :height{ equalTo = 36 }
end)
