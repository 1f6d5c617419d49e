-- NamadaLayout's example view controller as a screen: a search bar under the safe area, a label
-- 18 points below it, a centred stack (label and image) kept between that label and a bottom
-- button, and the button 18 points above the safe area. Tapping the button updates the top label (middle truncation is not available here, so labels truncate at the tail).
local clicks = 0
local topLabel

return layoutContent(function(content)
  content:putSearchBar{ dataID = "searchBar", content = { placeholder = "I am Placeholder" } }
    :at("fullTop", "equal", "safeArea")

  topLabel = content:putLabel{ dataID = "topLabel", content = "TOP LABEL",
                               style = { font = "body", alignment = "center", lineBreakMode = "byTruncatingTail" } }
    :top({ equalTo = 18 }, Anchor("previous").bottomAnchor)
    :centerX("equal", "parent")
    :horizontal({ moreThanTo = 18 }, "parent")

  content:putVStack{ dataID = "stack", alignment = "center", distribution = "fill", spacing = 9 }
    :center("equal", "parent")
    :inBetween("topLabel", "bottomButton", { vertically = { moreThanTo = 18 } }, "defaultLow")
    :horizontal({ moreThanTo = 18 }, "parent")
    :layoutContent(function(stack)
      stack:putStackedLabel{ dataID = "middleLabel", content = "MIDDLE LABEL",
                             style = { font = "body", alignment = "center", lineBreakMode = "byTruncatingTail" } }
      stack:putStackedImageView{ dataID = "image", content = "anyImage",
                                 style = { contentMode = "scaleAspectFit" } }
        :size{ equalTo = { width = 90, height = 90 } }
    end)

  content:putButton{ dataID = "bottomButton", content = { title = "Bottom Button" },
                     behaviors = { didTap = function()
                       clicks = clicks + 1
                       topLabel:text("click count: " .. clicks)
                     end } }
    :at("fullBottom", { equalTo = 18 }, "safeArea")
    :height{ equalTo = 36 }
end)
