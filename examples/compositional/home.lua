-- An Airbnb-style home screen with a compositional layout: a carousel of self-sizing category
-- chips, listing cards that page one card at a time (groupPaging), and a two-column photo grid
-- of square-ish tiles, under headers that stick to the top while their section is on screen.
local state = State{ category = "Beachfront" }

local Chip = Component{ name = "Chip", layoutMargins = { top = 8, leading = 16, bottom = 8, trailing = 16 },
  body = function(content)
    return HGroup{ Label.groupItem{ dataID = "label", content = content, style = "subheadline" } }
  end }

-- A photo placeholder: as tall as its content says, as wide as it is given.
local Photo = Component{ name = "Photo", measure = function(content) return { width = 0, height = content.height or 0 } end }

local Card = Component{ name = "ListingCard",
  body = function(content)
    return VGroup{ spacing = 4,
      Photo.groupItem{ dataID = "cover", content = { height = 180 } },
      Label.groupItem{ dataID = "title", content = content.title, style = "headline" },
      Label.groupItem{ dataID = "price", content = content.price, style = "subheadline" } }
  end }

local categories = { "Beachfront", "Cabins", "Amazing views", "Tiny homes", "Countryside", "Lakefront", "Castles", "Camping" }
local listings = {
  { title = "Cottage by the sea", price = "$180 night" }, { title = "Forest cabin", price = "$120 night" },
  { title = "Loft downtown", price = "$210 night" }, { title = "Desert dome", price = "$95 night" },
  { title = "Lake house", price = "$260 night" },
}

local header = LayoutBoundaryItem{ elementKind = "header", alignment = "top", width = { fractionalWidth = 1 },
                                   height = { estimated = 44 }, pinToVisibleBounds = true }

-- Chips size to their text; the row scrolls freely.
local chipSection = LayoutSection{
  group = LayoutGroup.horizontal{ width = { estimated = 80 }, height = { estimated = 36 },
    subitems = { LayoutItem{ width = { estimated = 80 }, height = { estimated = 36 } } } },
  interGroupSpacing = 8, contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 },
  orthogonalScrollingBehavior = "continuous" }

-- Cards are 85% of the width, as tall as their text needs, and rest one card at a time.
local cardSection = LayoutSection{
  group = LayoutGroup.horizontal{ width = { fractionalWidth = 0.85 }, height = { estimated = 240 },
    subitems = { LayoutItem{ width = { fractionalWidth = 1 }, height = { estimated = 240 } } } },
  interGroupSpacing = 12, contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 },
  orthogonalScrollingBehavior = "groupPaging", boundarySupplementaryItems = { header } }

-- Two columns 8 apart; each row is half the container wide in height.
local photoSection = LayoutSection{
  group = LayoutGroup.horizontal{ width = { fractionalWidth = 1 }, height = { fractionalWidth = 0.5 },
    subitems = { LayoutItem{ width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } }, count = 2, interItemSpacing = 8 },
  interGroupSpacing = 8, contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 },
  boundarySupplementaryItems = { header } }

local function sectionHeader(id, title)
  return { header = { Label.supplementaryItemModel{ dataID = id, content = title, style = "title2" } } }
end

return ViewController{
  title = "Explore",
  layout = Layout.compositional{ interSectionSpacing = 16, section = function(_, dataID)
    return dataID == "categories" and chipSection or photoSection
  end },
  sections = function()
    local chips, cards, photos = {}, {}, {}
    for index, name in ipairs(categories) do
      chips[index] = Chip.itemModel{ dataID = "chip" .. index, content = name }
        :didSelect(function() state.category = name end)
    end
    for index, listing in ipairs(listings) do
      cards[index] = Card.itemModel{ dataID = "listing" .. index, content = listing }
    end
    for index = 1, 10 do
      photos[index] = Photo.itemModel{ dataID = "photo" .. index, content = { index = index } }
    end
    return {
      SectionModel{ dataID = "categories", items = chips },
      SectionModel{ dataID = "listings", items = cards }:compositionalLayoutSection(cardSection)
        :supplementaryItems(sectionHeader("listingsHeader", "Popular in " .. state.category)),
      SectionModel{ dataID = "photos", items = photos }:supplementaryItems(sectionHeader("photosHeader", "Photos")),
    }
  end,
}
