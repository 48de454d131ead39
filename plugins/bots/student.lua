-- A student: knows the answer to a share of the questions (`accuracy`, default 0.7) and plays
-- it; on the others it guesses, taking a hint first with probability `hints` (default 0.3).
-- Which questions it knows is fixed by the question, so the same session always goes the same
-- way. Knowing answers means seeing them: the student is an oracle and reports say so.
-- Parameters come from the tournament file: {"id": "student-50", "plugin": "student",
-- "params": {"accuracy": 0.5, "hints": 0}}.

local bot = require("bot")

-- A number in [0, 1) from a text: the same text always gives the same number (FNV-1a).
local function share_of(text)
  local hash = 2166136261
  for i = 1, #text do
    hash = ((hash ~ text:byte(i)) * 16777619) % 4294967296
  end
  return hash / 4294967296
end

-- A value as text, table keys sorted: the same value always gives the same text.
local function text_of(value)
  if type(value) ~= "table" then return tostring(value) end
  local keys = {}
  for key in pairs(value) do keys[#keys + 1] = tostring(key) end
  table.sort(keys)
  local parts = {}
  for _, key in ipairs(keys) do
    local entry = value[key]
    if entry == nil then entry = value[tonumber(key)] end
    parts[#parts + 1] = key .. "=" .. text_of(entry)
  end
  return "{" .. table.concat(parts, ",") .. "}"
end

-- The question as text, for deciding whether the student knows it: its place, type and
-- title, and its solution, which depends on the question alone. Never the view, whose
-- status lines may change with every move (the student would decide again each time).
local function identity(question, solution)
  return table.concat({ tostring(question.index or 0), question.type or "", question.title or "",
    text_of(solution or {}) }, "\n")
end

-- A guess: the first thing still missing, chosen at random; nil when the answer is complete.
local function guess(view)
  for _, widget in ipairs(view) do
    if widget.type == "slots" then
      for _, slot in ipairs(widget.slots or {}) do
        if slot.char == "" then
          local free = {}
          for _, other in ipairs(view) do
            if other.type == "tiles" then
              for _, tile in ipairs(other.tiles or {}) do
                if not tile.hidden then free[#free + 1] = tile.index end
              end
            end
          end
          if #free == 0 then return nil end
          return { op = "pick", index = free[math.random(#free)] }
        end
      end
    elseif widget.type == "choices" then
      local any = false
      for _, choice in ipairs(widget.choices or {}) do any = any or choice.selected end
      local choices = widget.choices or {}
      if not any and #choices > 0 then
        local op = widget.multiple and "toggle" or "select"
        return { op = op, key = choices[math.random(#choices)].key }
      end
    elseif widget.type == "inputs" then
      for _, field in ipairs(widget.fields or {}) do
        if field.value == "" then
          -- A number where one is asked for (a numeric type's field), a word elsewhere.
          local text = field.id == "value" and tostring(math.random(0, 9)) or "maybe"
          return { op = "input", field = field.id, text = text }
        end
      end
    elseif widget.type == "textarea" and widget.value == "" then
      return { op = "input", field = widget.id, text = "I do not know." }
    end
  end
  return nil
end

local function decide(seen)
  local popups = seen.popups or {}
  if #popups > 0 then
    local popup = popups[#popups]
    local id = type(popup) == "table" and popup.id or nil
    return { op = "popup", button = bot.popup_button(popup), popup = id }
  end
  local question = seen.question or {}
  if seen.checked ~= nil or question.failure or question.graded == false then
    return bot.move_on(seen)
  end
  local params = seen.params or {}
  local accuracy = tonumber(params.accuracy) or 0.7
  local hints = tonumber(params.hints) or 0.3
  local view = question.view or {}
  local id = identity(question, seen.solution)
  if share_of(id) < accuracy then
    local action = bot.next_step(view, seen.solution or {})
    if action ~= nil then return { op = "act", action = action } end
    return { op = "check" }
  end
  local action = guess(view)
  -- Nothing left to guess: check, or give up on it now and then (an answer this bot cannot
  -- complete must not hold it forever).
  if action == nil then return math.random() < 0.8 and { op = "check" } or bot.move_on(seen) end
  -- The hint habit: on a question it does not know, maybe one hint before guessing.
  local buttons = seen.buttons or {}
  if buttons.hint and share_of("hint\n" .. id) < hints and math.random() < 0.5 then
    return { op = "hint" }
  end
  return { op = "act", action = action }
end

return {
  kind = "bot",
  id = "student",
  api = 1,
  name = "Student (knows a share of the answers)",
  oracle = true,
  params = {
    accuracy = { type = "number", min = 0, max = 1, default = 0.7, doc = "share of questions known" },
    hints = { type = "number", min = 0, max = 1, default = 0.3, doc = "how often it takes a hint" },
  },
  act = function(seen)
    local action = decide(seen)
    action.think = 2 + 6 * math.random()
    return action
  end,
}
