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

local function widgets(view, kind)
  local out = {}
  for _, widget in ipairs(view) do
    if widget.type == kind then out[#out + 1] = widget end
  end
  return out
end

-- Whether the view already shows the effect of `action` (built-in actions only).
local function done(view, action)
  local op = action.op
  if op == "pick" or op == "unpick" then
    local kind = op == "pick" and "tiles" or "slots"
    for _, widget in ipairs(widgets(view, kind)) do
      for _, item in ipairs(widget[kind] or {}) do
        if item.index == action.index then
          if op == "pick" then return item.hidden == true end
          return item.char == ""
        end
      end
    end
  elseif op == "select" or op == "toggle" then
    for _, widget in ipairs(widgets(view, "choices")) do
      for _, choice in ipairs(widget.choices or {}) do
        if choice.key == action.key then return choice.selected == true end
      end
    end
  elseif op == "input" then
    for _, widget in ipairs(widgets(view, "inputs")) do
      for _, field in ipairs(widget.fields or {}) do
        if field.id == action.field then return field.value == action.text end
      end
    end
    for _, widget in ipairs(widgets(view, "textarea")) do
      if widget.id == action.field then return widget.value == action.text end
    end
  elseif op == "move" then
    for _, widget in ipairs(widgets(view, "sequence")) do
      for _, item in ipairs(widget.items or {}) do
        if item.key == action.key then return item.position == action.to end
      end
    end
  end
  return false
end

return { move_on = move_on, popup_button = button_of, done = done }
