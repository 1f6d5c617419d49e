-- DeklarativTVC's animations screen: "Select animations" cycles through the animation settings
-- (no animations, the fade preset, one per operation); "Apply animations" switches between two
-- versions of the sections with the chosen setting and keeps the batch it printed:
--   version 1: Header 1 (11 12 13), Header 2 (21 22 23), Header 3 "1 paragraph" (31)
--   version 2: Header 2 (22 21 23 24), Header 3 "2 paragraphs" (31 32), Header 4 (41)
-- Header 3 is identified by innerHash, so its new subtitle reloads the section.
local settings = {
  { name = "No animations", animations = false },
  { name = "Fade", animations = "fade" },
  { name = "Per operation", animations = {
      deleteSections = "left", insertSections = "right", reloadSections = "middle",
      deleteRows = "top", insertRows = "bottom", reloadRows = "none" } },
}
local choice = 1
local version = 1
local tvc = DeclarativeTVC{ title = "Animations" }

local function paragraphs(numbers)
  local rows = {}
  for i, n in ipairs(numbers) do
    rows[i] = TextRow.cellModel{ content = { title = "Paragraph " .. n } }
  end
  return rows
end

local function header3(count)
  return TextRow.cellModel{
    content = { title = "Header 3", subtitle = count == 1 and "1 paragraph" or count .. " paragraphs" },
    innerHash = "header-3",
  }
end

local apply

local function sections()
  local controls = TableSection{ rows = {
    TextRow.cellModel{
      content = { title = "Select animations", subtitle = settings[choice].name },
      innerHash = "select-animations",
      selectCommand = Command{ id = "select", function()
        choice = choice % #settings + 1
        tvc:set{ sections = sections(), animations = settings[choice].animations }
      end },
    },
    TextRow.cellModel{
      content = { title = "Apply animations" },
      selectCommand = Command{ id = "apply", function() apply() end },
    },
  } }
  if version == 1 then
    return {
      controls,
      TableSection{ header = TitleHeader("Header 1"), rows = paragraphs{ 11, 12, 13 } },
      TableSection{ header = TitleHeader("Header 2"), rows = paragraphs{ 21, 22, 23 } },
      TableSection{ header = header3(1), rows = paragraphs{ 31 } },
    }
  end
  return {
    controls,
    TableSection{ header = TitleHeader("Header 2"), rows = paragraphs{ 22, 21, 23, 24 } },
    TableSection{ header = header3(2), rows = paragraphs{ 31, 32 } },
    TableSection{ header = TitleHeader("Header 4"), rows = paragraphs{ 41 } },
  }
end

function apply()
  version = 3 - version
  return tvc:set{ sections = sections(), animations = settings[choice].animations }
end

tvc:set{ sections = sections() }
return tvc
