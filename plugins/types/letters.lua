-- Guess the picture (seed 000): fill the answer slots with character tiles.
-- State: {slots = {"猜", "", ...}, hidden = {false, true, ...}}; "" is an empty slot.

local chars = trivium.chars
local words = require("words")

local STARTS_WITH = { en = 'The answer starts with "%s"', ["zh-Hans"] = "答案的第一个字是“%s”" }
local copy = trivium.copy

-- The answer as characters, split once per question.
local answer_chars = trivium.per_question(function(q) return chars(q.answer) end)

local function options(q) return q.options end

-- The first visible tile showing `char` (S0.9), or the first hidden one (S0.7).
local function find_tile(q, state, char, hidden)
  for i, option in ipairs(options(q)) do
    if option == char and state.hidden[i] == hidden then return i end
  end
  return nil
end

local function pick(q, state, index)
  local opts = options(q)
  if math.type(index) ~= "integer" or index < 1 or index > #opts then
    error(("pick: there is no tile %s (tiles are 1..%d)"):format(tostring(index), #opts))
  end
  if state.hidden[index] then error(("pick: tile %d is already in a slot"):format(index)) end
  for s, char in ipairs(state.slots) do
    if char == "" then
      state.slots[s] = opts[index]
      state.hidden[index] = true
      return state
    end
  end
  error("pick: every slot is full; empty one first")
end

local function unpick(q, state, index)
  if math.type(index) ~= "integer" or index < 1 or index > #state.slots then
    error(("unpick: there is no slot %s (slots are 1..%d)"):format(tostring(index), #state.slots))
  end
  local char = state.slots[index]
  if char == "" then error(("unpick: slot %d is empty"):format(index)) end
  state.slots[index] = ""
  -- Options may repeat a character: the first hidden tile with it comes back (S0.7).
  local tile = find_tile(q, state, char, true)
  if tile then state.hidden[tile] = false end
  return state
end

local function filled(state)
  for _, char in ipairs(state.slots) do
    if char == "" then return false end
  end
  return true
end

local function is_empty(state)
  for _, char in ipairs(state.slots) do
    if char ~= "" then return false end
  end
  return true
end

local function grade(q, state)
  if filled(state) and table.concat(state.slots) == q.answer then
    return { fraction = 1.0, verdict = "right" }
  end
  return { fraction = 0.0, verdict = "wrong" }
end

local function init(q)
  local slots, hidden = {}, {}
  for i = 1, #answer_chars(q) do slots[i] = "" end
  for i = 1, #options(q) do hidden[i] = false end
  return { slots = slots, hidden = hidden }
end

local function validate(q)
  local problems, available = {}, {}
  for i, option in ipairs(q.options) do
    if type(option) ~= "string" or #chars(option) ~= 1 then
      problems[#problems + 1] = {
        field = "options",
        message = ("option %d must be a single character, not %s"):format(
          i, type(option) == "string" and ('"' .. option .. '"') or type(option)),
      }
    else
      available[option] = (available[option] or 0) + 1
    end
  end
  -- Every character of the answer needs its own tile, with multiplicity.
  local needed, order = {}, {}
  for _, char in ipairs(chars(q.answer)) do
    if not needed[char] then order[#order + 1] = char end
    needed[char] = (needed[char] or 0) + 1
  end
  for _, char in ipairs(order) do
    local have = available[char] or 0
    if have < needed[char] then
      local message
      if have == 0 then
        message = ('the answer needs "%s" but no option has it'):format(char)
      else
        message = ('the answer needs "%s" %d times but the options have it %d time%s')
          :format(char, needed[char], have, have == 1 and "" or "s")
      end
      problems[#problems + 1] = { field = "options", message = message }
    end
  end
  return problems
end

-- S0.9: empty every slot (their tiles come back), then place the answer's first character.
local function hint(q, state)
  local first = answer_chars(q)[1]
  if first == nil then return nil end
  local new = copy(state)
  for s, char in ipairs(new.slots) do
    if char ~= "" then new = unpick(q, new, s) end
  end
  local tile = find_tile(q, new, first, false)
  if tile == nil then return nil end
  new = pick(q, new, tile)
  -- A second hint in a row would change nothing and still cost points.
  local same = true
  for s, char in ipairs(new.slots) do
    if state.slots[s] ~= char then same = false end
  end
  if same then return nil end
  return { state = new, message = trivium.text(STARTS_WITH):format(first) }
end

local function summary(_, state)
  if is_empty(state) then return trivium.text(words.no_answer) end
  local out = {}
  for i, char in ipairs(state.slots) do out[i] = char == "" and "_" or char end
  return table.concat(out)
end

-- A partly filled answer is graded (wrong), not unanswered.
local function analysis(q, state)
  return { correct = q.answer, verdict = is_empty(state) and "unanswered" or grade(q, state).verdict }
end

-- The seed's header (title, text, picture: no type label), and the verdict as the slots'
-- colour rather than a feedback line.
local function view(q, state, info)
  local widgets = {}
  if type(q.title) == "string" then
    widgets[#widgets + 1] = { type = "text", style = "title", text = q.title }
  end
  if type(q.text) == "string" then
    widgets[#widgets + 1] = { type = "text", style = "body", text = q.text }
  end
  -- The seed's own files call the picture `icon`.
  local picture = q.picture or q.icon
  if type(picture) == "string" then
    widgets[#widgets + 1] = {
      type = "picture", source = picture, alt = type(q.title) == "string" and q.title or "picture",
    }
  end
  local slots = {}
  for i, char in ipairs(state.slots) do slots[i] = { char = char, index = i } end
  local color = "neutral"
  if info.verdict == "right" then
    color = "right"
  elseif info.verdict == "wrong" or info.verdict == "partial" then
    color = "wrong"
  end
  widgets[#widgets + 1] = { type = "slots", id = "answer", slots = slots, color = color }
  local tiles = {}
  for i, option in ipairs(options(q)) do
    tiles[i] = { char = option, index = i, hidden = state.hidden[i] == true }
  end
  -- Typing "lua" picks the tiles L, U, A: a tile showing the typed case is still taken first.
  widgets[#widgets + 1] =
    { type = "tiles", id = "options", columns = 7, tiles = tiles, ignore_case = true }
  return widgets
end

-- Pick, for each character of the answer, the first tile still showing it.
local function solve(q)
  local state, actions = init(q), {}
  for _, char in ipairs(answer_chars(q)) do
    local tile = find_tile(q, state, char, false)
    if tile == nil then return actions end
    state = pick(q, state, tile)
    actions[#actions + 1] = { op = "pick", index = tile }
  end
  return actions
end

return {
  kind = "question-type",
  id = "letters",
  api = 2,
  name = "Guess the picture",
  label = { en = "Guess the picture", ["zh-Hans"] = "看图猜" },
  hint_cost = 500,
  auto_check = true,
  draws_header = true,
  draws_feedback = true,
  fields = {
    answer = { type = "string", required = true, non_empty = true },
    options = { type = "list", required = true, non_empty = true },
    text = { type = "string" },
    icon = { type = "string" },
  },
  validate = validate,
  init = init,
  actions = {
    pick = function(q, state, action) return pick(q, state, action.index) end,
    unpick = function(q, state, action) return unpick(q, state, action.index) end,
  },
  complete = function(_, state) return filled(state) end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  summary = summary,
}
