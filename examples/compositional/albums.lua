-- Photo albums in a collection that scrolls horizontally (Layout.compositional with
-- scrollDirection = "horizontal"): each year is a section of photo columns after its title,
-- a leading boundary item pinned to the left of the screen while its year is shown; the
-- favourites come first in a section of their own that scrolls up and down (an orthogonal
-- section of a horizontal collection), resting on one photo at a time.

-- A photo placeholder: as large as its slot.
local Photo = Component{ name = "Photo", measure = function() return { width = 0, height = 0 } end }

local title = LayoutBoundaryItem{ elementKind = "header", alignment = "leading", width = { absolute = 44 },
                                  height = { fractionalHeight = 1 }, pinToVisibleBounds = true }
local insets = { top = 16, leading = 8, bottom = 16, trailing = 16 }

-- Columns of two photos, 160 wide and as tall as the collection inside the insets.
local yearSection = LayoutSection{
  group = LayoutGroup.vertical{ width = { absolute = 160 }, height = { fractionalHeight = 1 },
    subitems = { LayoutItem{ width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } }, count = 2, interItemSpacing = 8 },
  interGroupSpacing = 8, contentInsets = insets, boundarySupplementaryItems = { title } }

-- Favourites: photos 240 wide and half the height, one under the other, scrolling on their own.
local favouritesSection = LayoutSection{
  group = LayoutGroup.vertical{ width = { absolute = 240 }, height = { fractionalHeight = 0.5 },
    subitems = { LayoutItem{ width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } } },
  interGroupSpacing = 8, contentInsets = insets, orthogonalScrollingBehavior = "groupPaging",
  boundarySupplementaryItems = { title } }

local albums = { { id = "favourites", title = "★", count = 6 }, { id = "y2026", title = "2026", count = 7 },
                 { id = "y2025", title = "2025", count = 10 }, { id = "y2024", title = "2024", count = 5 } }

return ViewController{
  title = "Albums",
  layout = Layout.compositional{ scrollDirection = "horizontal", interSectionSpacing = 24,
    section = function(_, dataID) return dataID == "favourites" and favouritesSection or yearSection end },
  sections = function()
    local sections = {}
    for index, album in ipairs(albums) do
      local photos = {}
      for photo = 1, album.count do
        local prefix = album.id == "favourites" and "fav" or album.id .. "photo"
        photos[photo] = Photo.itemModel{ dataID = prefix .. photo, content = { album = album.id, index = photo } }
      end
      sections[index] = SectionModel{ dataID = album.id, items = photos }:supplementaryItems{
        header = { Label.supplementaryItemModel{ dataID = album.id .. "Title", content = album.title, style = "headline" } } }
    end
    return sections
  end,
}
