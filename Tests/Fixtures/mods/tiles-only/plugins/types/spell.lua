-- Spell the answer by picking letter tiles in order: a view whose only interactive widget is
-- `tiles` (no slots), for the tests of generic bots. State: {picked = {3, 1, ...}} (tiles).

local chars = trivium.chars

local function letters(q) return type(q.letters) == "table" and q.letters or {} end

local function spelled(q, state)
  local out = {}
  for i, tile in ipairs(state.picked) do out[i] = letters(q)[tile] end
  return table.concat(out)
end

local function is_picked(state, tile)
  for _, index in ipairs(state.picked) do
    if index == tile then return true end
  end
  return false
end

local function grade(q, state)
  if spelled(q, state) == q.answer then return { fraction = 1.0, verdict = "right" } end
  return { fraction = 0.0, verdict = "wrong" }
end

local function analysis(q, state)
  return {
    correct = q.answer, explanation = "",
    verdict = #state.picked == 0 and "unanswered" or grade(q, state).verdict,
  }
end

return {
  kind = "question-type",
  id = "spell",
  api = 1,
  name = "Spell with tiles",
  validate = function(q)
    if type(q.answer) ~= "string" or q.answer == "" then
      return { { field = "answer", message = "answer must be a non-empty string" } }
    end
    return {}
  end,
  init = function() return { picked = {} } end,
  act = function(q, state, action)
    if action.op ~= "pick" then error("spell: use pick") end
    local tile = action.index
    if math.type(tile) ~= "integer" or letters(q)[tile] == nil then error("pick: no such tile") end
    if is_picked(state, tile) then error("pick: tile already used") end
    if #state.picked >= #chars(q.answer) then error("pick: the word is spelled out") end
    local new = trivium.copy(state)
    new.picked[#new.picked + 1] = tile
    return new
  end,
  complete = function(q, state) return #state.picked == #chars(q.answer) end,
  grade = grade,
  hint = function() return nil end,
  analysis = analysis,
  view = function(q, state, info)
    local widgets = trivium.header_widgets(q, "Spell")
    local so_far = spelled(q, state)
    widgets[#widgets + 1] = { type = "text", style = "label", text = "So far: " .. so_far }
    local tiles = {}
    for i, letter in ipairs(letters(q)) do
      tiles[i] = { char = letter, index = i, hidden = is_picked(state, i) }
    end
    widgets[#widgets + 1] = { type = "tiles", id = "letters", tiles = tiles }
    if info.revealed then trivium.add_reveal(widgets, analysis(q, state)) end
    return widgets
  end,
  solve = function(q)
    local actions, used = {}, {}
    for _, char in ipairs(chars(q.answer)) do
      for i, letter in ipairs(letters(q)) do
        if letter == char and not used[i] then
          used[i] = true
          actions[#actions + 1] = { op = "pick", index = i }
          break
        end
      end
    end
    return actions
  end,
  summary = function(q, state) return spelled(q, state) end,
}
