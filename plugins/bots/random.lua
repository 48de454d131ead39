-- Plays at random: legal actions read from the view, a check when the answer looks
-- complete, then the next question (finish on the last). Popups get a random button.

local WORDS = { "yes", "no", "maybe", "because", "blue", "42", "3.14", "1,5", "远方", "风雨" }

local function pick(list) return list[math.random(#list)] end

local function move_on(seen)
  local question = seen.question or {}
  if (question.index or 1) >= (question.count or 1) then return { op = "finish" } end
  return { op = "next" }
end

local function button_of(popup)
  local buttons = type(popup) == "table" and popup.buttons or nil
  if type(buttons) ~= "table" or #buttons == 0 then return "ok" end
  local button = pick(buttons)
  if type(button) == "table" then return button.id or button.key or button.name or "ok" end
  return tostring(button)
end

-- Words of the question's text, to type into inputs now and then.
local function words_of(view)
  local words = {}
  for _, widget in ipairs(view) do
    if widget.type == "text" and type(widget.text) == "string" then
      for word in widget.text:gmatch("[^%s%p]+") do words[#words + 1] = word end
    end
  end
  for _, word in ipairs(WORDS) do words[#words + 1] = word end
  return words
end

-- Every action the view offers, and whether the answer looks complete.
local function options(view)
  local actions, complete = {}, true
  local slots, tiles
  for _, widget in ipairs(view) do
    if widget.type == "slots" then slots = widget end
    if widget.type == "tiles" then tiles = widget end
  end
  if slots then
    local empty, filled = false, {}
    for _, slot in ipairs(slots.slots or {}) do
      if slot.char == "" then empty = true else filled[#filled + 1] = slot.index end
    end
    if empty then
      complete = false
      for _, tile in ipairs(tiles and tiles.tiles or {}) do
        if not tile.hidden then actions[#actions + 1] = { op = "pick", index = tile.index } end
      end
    end
    for _, index in ipairs(filled) do actions[#actions + 1] = { op = "unpick", index = index } end
  end
  local words = words_of(view)
  for _, widget in ipairs(view) do
    if widget.type == "choices" then
      local any = false
      for _, choice in ipairs(widget.choices or {}) do
        any = any or choice.selected
        actions[#actions + 1] = { op = widget.multiple and "toggle" or "select", key = choice.key }
      end
      complete = complete and any
    elseif widget.type == "inputs" then
      for _, field in ipairs(widget.fields or {}) do
        complete = complete and field.value ~= ""
        actions[#actions + 1] = { op = "input", field = field.id, text = pick(words) }
      end
    elseif widget.type == "textarea" then
      complete = complete and widget.value ~= ""
      local text = pick(words) .. " " .. pick(words) .. " " .. pick(words)
      actions[#actions + 1] = { op = "input", field = widget.id, text = text }
    elseif widget.type == "sequence" then
      local items = widget.items or {}
      for _, item in ipairs(items) do
        actions[#actions + 1] = { op = "move", key = item.key, to = math.random(#items) }
      end
    end
  end
  return actions, complete
end

local function decide(seen)
  local popups = seen.popups or {}
  if #popups > 0 then
    -- The newest popup, named, since a modal one is the newest.
    local popup = popups[#popups]
    local id = type(popup) == "table" and popup.id or nil
    return { op = "popup", button = button_of(popup), popup = id }
  end
  local question = seen.question or {}
  -- A right or partly right answer is final; a type that failed cannot be played.
  if seen.checked == "right" or seen.checked == "partial" or question.failure then
    return move_on(seen)
  end
  if seen.checked ~= nil and math.random() < 0.5 then return move_on(seen) end
  local view = question.view or {}
  local actions, complete = options(view)
  if seen.checked == nil and complete and (#actions == 0 or math.random() < 0.4) then
    return { op = "check" }
  end
  if #actions == 0 then return move_on(seen) end
  return { op = "act", action = pick(actions) }
end

return {
  kind = "bot",
  id = "random",
  api = 1,
  name = "Random player",
  params = {}, -- takes no settings
  act = function(seen)
    local action = decide(seen)
    -- Virtual seconds spent before acting, as a person would.
    action.think = 0.5 + 2.5 * math.random()
    return action
  end,
}
