-- Plays the picture game without knowing the answer: fills the slots with the tiles whose
-- characters are most frequent in names (countries, idioms, films), in that order, and checks.
-- On other question types it picks the first choice, or types nothing useful.

-- Characters ranked by how often they appear in the names the picture games ask for; a
-- character not listed ranks after all listed ones, and ties keep the tile order.
local RANKED = "国亚尼斯利大拉巴加尔克多哥里西马德瓦兰比亚瑞士日本中南北东非美法英意葡土埃及伊朗以色列"
  .. "约旦老挝越柬泰缅印孟不丹蒙古韩朝新坡文莱菲律宾澳新几内挪威丹麦芬冰爱沙陶宛脱乌白俄罗摩"
  .. "一二三四五六七八九十人心天地山水风雨花月"

local rank = {}
do
  local position = 0
  for _, code in utf8.codes(RANKED) do
    local char = utf8.char(code)
    if rank[char] == nil then
      position = position + 1
      rank[char] = position
    end
  end
end

local function move_on(seen)
  local question = seen.question or {}
  if (question.index or 1) >= (question.count or 1) then return { op = "finish" } end
  return { op = "next" }
end

local function of_type(view, kind)
  for _, widget in ipairs(view) do
    if widget.type == kind then return widget end
  end
  return nil
end

local function best_tile(tiles)
  local best, best_rank
  for _, tile in ipairs(tiles.tiles or {}) do
    if not tile.hidden then
      local r = rank[tile.char] or math.huge
      if best == nil or r < best_rank then best, best_rank = tile, r end
    end
  end
  return best
end

return {
  kind = "bot",
  id = "frequency",
  api = 1,
  name = "Frequency guesser (picture game)",
  params = {}, -- takes no settings
  act = function(seen)
    local popups = seen.popups or {}
    if #popups > 0 then
      local popup = popups[#popups]
      return { op = "popup", button = "ok", popup = type(popup) == "table" and popup.id or nil, think = 1 }
    end
    local question = seen.question or {}
    if seen.checked ~= nil or question.failure then return move_on(seen) end
    local view = question.view or {}
    local slots, tiles = of_type(view, "slots"), of_type(view, "tiles")
    if slots and tiles then
      for _, slot in ipairs(slots.slots or {}) do
        if slot.char == "" then
          local tile = best_tile(tiles)
          if tile then return { op = "act", action = { op = "pick", index = tile.index }, think = 1.5 } end
          break
        end
      end
      return { op = "check", think = 0.5 }
    end
    local choices = of_type(view, "choices")
    if choices and #(choices.choices or {}) > 0 then
      for _, choice in ipairs(choices.choices) do
        if choice.selected then return { op = "check", think = 0.5 } end
      end
      local op = choices.multiple and "toggle" or "select"
      return { op = "act", action = { op = op, key = choices.choices[1].key }, think = 2 }
    end
    return move_on(seen)
  end,
}
