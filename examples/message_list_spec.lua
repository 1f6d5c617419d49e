-- Epoxy's message list: MessageRows (LayoutGroups) as collection items.
describe("examples/message_list.lua", function()
  before_each(function()
    setDevice("iphone-15")
    show(require("message_list"))
  end)

  local function unreadDots()
    local count = 0
    for _ in tree():gmatch("ColorView #unread") do count = count + 1 end
    return count
  end

  it("lays the rows out full width under the safe area, self-sized", function()
    -- Self-sized to the point grid of a 3x screen (129⅔).
    assert.frame("message-1", { x = 0, y = 59, width = 393, height = 389 / 3 })
    local first, second = frame("message-1"), frame("message-2")
    assert.are.equal(first.y + first.height, second.y)
    assert.are.equal("message-1", visible()[1])
  end)

  it("marks a tapped message read, keeping its cell", function()
    local before, view = unreadDots(), find("message-2").viewID
    tap("message-2")
    assert.are.equal(before - 1, unreadDots())
    assert.are.equal(view, find("message-2").viewID)
    assert.are.equal("selected", find("message-2").state)
  end)
end)
