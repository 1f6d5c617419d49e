-- Epoxy's flow layout demo: three sections with their own insets, spacings and item sizes,
-- the last with a header and a footer of reference heights.
local function tile(id, color, width, height)
  return ColorView.itemModel{ dataID = id, style = { color = color, size = { width = width, height = height } } }
end

return ViewController{
  layout = Layout.flow{},
  sections = function()
    return {
      SectionModel{ dataID = "red", items = {
        tile("red1", "systemRed", 100, 100):flowLayoutItemSize{ width = 100, height = 100 },
        tile("red2", "systemRed", 100, 100):flowLayoutItemSize{ width = 100, height = 100 },
      } }
        :flowLayoutSectionInset{ top = 12, left = 20, bottom = 12, right = 48 }
        :flowLayoutMinimumInteritemSpacing(18)
        :flowLayoutMinimumLineSpacing(48),
      SectionModel{ dataID = "orange", items = { tile("orange1", "systemOrange", 300, 150) } }
        :flowLayoutItemSize{ width = 300, height = 150 }
        :flowLayoutSectionInset{ top = 0, left = 0, bottom = 0, right = 0 },
      SectionModel{ dataID = "blue", items = {
        tile("item", "systemGreen", 200, 50):flowLayoutItemSize{ width = 200, height = 50 },
      } }
        :supplementaryItems{
          header = { Label.supplementaryItemModel{ dataID = "header", content = "Header", style = "headline" } },
          footer = { Label.supplementaryItemModel{ dataID = "footer", content = "Footer", style = "footnote" } },
        }
        :flowLayoutHeaderReferenceSize{ width = 0, height = 30 }
        :flowLayoutFooterReferenceSize{ width = 0, height = 60 },
    }
  end,
}
