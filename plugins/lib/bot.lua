-- Helpers the built-in bots share (`local bot = require("bot")`): moving on, answering a
-- popup, and telling whether the view already shows an action done.

-- Next, or finish on the last question.
local function move_on(seen)
  local question = seen.question or {}
  if (question.index or 1) >= (question.count or 1) then return { op = "finish" } end
  return { op = "next" }
end

local function button_of(popup)
  local buttons = type(popup) == "table" and popup.buttons or nil
  if type(buttons) ~= "table" or #buttons == 0 then return "ok" end
  local first
  for _, button in ipairs(buttons) do
    local id = type(button) == "table" and (button.id or button.key or button.name) or button
    if id == "ok" then return "ok" end
    first = first or id
  end
  return tostring(first)
end

-- Whether the view already shows the effect of `action` (built-in actions only): the engine's
-- rule, which the terminal front follows too (trivium.shows).
local function done(view, action)
  return trivium.shows(view, action)
end

-- The first of `actions` the view does not show done yet; nil when it shows them all.
local function next_step(view, actions)
  return (trivium.pending(view, actions))
end

return { move_on = move_on, popup_button = button_of, done = done, next_step = next_step }
