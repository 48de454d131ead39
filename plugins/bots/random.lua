-- Plays at random: one of the moves trivium.moves finds in the view (any widget of
-- docs/plugin-api.md), a check when the Check button is enabled, then the next question
-- (finish on the last). Popups get a random button.

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

local function decide(seen)
  local popups = seen.popups or {}
  if #popups > 0 then
    -- The newest popup, named, since a modal one is the newest.
    local popup = popups[#popups]
    local id = type(popup) == "table" and popup.id or nil
    return { op = "popup", button = button_of(popup), popup = id }
  end
  local question = seen.question or {}
  -- A right or partly right answer is final; a type that failed cannot be played; a card no
  -- one grades has nothing to answer.
  if seen.checked == "right" or seen.checked == "partial" or question.failure
      or question.graded == false then
    return move_on(seen)
  end
  if seen.checked ~= nil and math.random() < 0.5 then return move_on(seen) end
  local actions = trivium.moves(seen, words_of(question.view or {}))
  -- Check only when the engine says the answer can be checked.
  if (seen.buttons or {}).check and (#actions == 0 or math.random() < 0.4) then
    return { op = "check" }
  end
  if #actions == 0 then return move_on(seen) end
  -- Taking a tile back is chosen one time in four when something else can be done: an even
  -- walk between picking and unpicking almost never fills an answer of thirty slots.
  if math.random() < 0.75 then
    local forward = {}
    for _, action in ipairs(actions) do
      if action.op ~= "unpick" then forward[#forward + 1] = action end
    end
    if #forward > 0 then actions = forward end
  end
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
