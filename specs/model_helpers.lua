-- Shared by the group and component specs: exact frame checks and fixed-size boxes.
local helpers = {}

-- Frames compared to 1e-9 (text heights are fractional).
function helpers.expect_frame(dataID, expected)
  local actual = frame(dataID)
  for _, key in ipairs{ "x", "y", "width", "height" } do
    if math.abs(actual[key] - expected[key]) > 1e-9 then
      error(string.format("frame of %s: expected %s = %s, got %s (frame %s)", tostring(dataID), key,
        tostring(expected[key]), tostring(actual[key]), inspect(actual)), 2)
    end
  end
end

-- A ColorView of a fixed size: exact numbers without fonts.
function helpers.box(dataID, width, height)
  return ColorView.groupItem{ dataID = dataID, style = { size = { width = width, height = height }, color = "systemBlue" } }
end

-- The message of the error `body` raises (fails when it raises none).
function helpers.error_of(body)
  local ok, message = pcall(body)
  if ok then error("expected an error", 2) end
  return tostring(message)
end

-- Fails unless `text` contains `part` (plain find).
function helpers.expect_contains(text, part)
  if not string.find(text, part, 1, true) then
    error(string.format("expected %q to contain %q", text, part), 2)
  end
end

return helpers
