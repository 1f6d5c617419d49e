-- DeklarativTVC's "table with sections" example: a first section of two command rows, then two
-- sections under title headers. Every row sizes itself (a fixed `height =` would cut its text at
-- accessibility sizes). "Select animations" cycles the animation shown in its subtitle (the row is
-- identified by innerHash, so it is reloaded, not replaced); "Apply animations" adds a footer.
local presets = { "none", "fade", "automatic", "left", "right", "top", "bottom", "middle" }
local choice = 1
local applied = false

local tvc = DeclarativeTVC{ title = "Table with sections" }

local function paragraphs(prefix)
  local rows = {}
  for i = 1, 3 do
    rows[i] = TextRow.cellModel{ content = { title = "Paragraph " .. prefix .. i } }
  end
  return rows
end

local reload

local function sections()
  return {
    TableSection{
      rows = {
        TextRow.cellModel{
          content = { title = "Select animations", subtitle = presets[choice] },
          innerHash = "select-animations",
          selectCommand = Command{ id = "select", function()
            choice = choice % #presets + 1
            reload()
          end },
        },
        TextRow.cellModel{
          content = { title = "Apply animations" },
          selectCommand = Command{ id = "apply", function()
            applied = true
            reload()
          end },
        },
      },
      footer = applied and TitleFooter("Animations applied: " .. presets[choice]) or nil,
    },
    TableSection{ header = TitleHeader("Header 1"), rows = paragraphs("1") },
    TableSection{ header = TitleHeader("Header 2"), rows = paragraphs("2") },
  }
end

function reload()
  return tvc:set{ sections = sections(), animations = "fade" }
end

tvc:set{ sections = sections() }
return tvc
