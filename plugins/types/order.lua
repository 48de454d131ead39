-- Put items in order: the right order is the order of `items`. Written with the public
-- plugin API only, to show that a new question type needs no Swift.
-- State: {order = {"C", "A", "B"} (keys in the player's order), moves = n}.

local GOES_IN = { en = '"%s" goes in place %d', ["zh-Hans"] = "“%s”排在第 %d 位" }

local letter_keys = require("keys")
local copy = trivium.copy
local is_list = trivium.is_list

-- Items are {key = "b", text = "..."} or strings; strings get letters A, B, C... given in a
-- scrambled order that depends only on their texts.
local function parse_items(q)
  local items = {}
  if not is_list(q.items) then return items end
  local strings, texts = {}, {}
  for i, item in ipairs(q.items) do
    if type(item) == "string" then
      items[i] = { text = item }
      strings[#strings + 1] = i
      texts[#texts + 1] = item
    elseif type(item) == "table" then
      items[i] = { key = item.key, text = item.text }
    else
      items[i] = {}
    end
  end
  for n, j in ipairs(letter_keys.scrambled(texts)) do items[strings[j]].key = letter_keys.name(n) end
  return items
end

local function validate(q)
  local problems, seen = {}, {}
  for i, item in ipairs(parse_items(q)) do
    if type(item.key) ~= "string" or item.key == "" or type(item.text) ~= "string" then
      problems[#problems + 1] = {
        field = "items",
        message = ("item %d must be a string or {key = ..., text = ...}"):format(i),
      }
    elseif seen[item.key] then
      problems[#problems + 1] = {
        field = "items", message = ('item %d repeats the key "%s"'):format(i, item.key),
      }
    else
      seen[item.key] = true
    end
  end
  return problems
end

-- Parsing sorts by a hash of every text: done once per question, not in every call.
local right_keys = trivium.per_question(function(q)
  local keys = {}
  for i, item in ipairs(parse_items(q)) do keys[i] = item.key end
  return keys
end)

local texts_by_key = trivium.per_question(function(q)
  local texts = {}
  for _, item in ipairs(parse_items(q)) do
    if item.key ~= nil and texts[item.key] == nil then texts[item.key] = tostring(item.text) end
  end
  return texts
end)

-- The keys in their right order, as a list the caller may change.
local function right_order(q)
  local keys = {}
  for i, key in ipairs(right_keys(q)) do keys[i] = key end
  return keys
end

local function in_place(q, order)
  local right, count = right_keys(q), 0
  for i, key in ipairs(order) do
    if right[i] == key then count = count + 1 end
  end
  return count
end

-- A shuffle that never starts in the right order (when there are 2 or more items).
local function init(q)
  local order = right_order(q)
  local n = #order
  if n < 2 then return { order = order, moves = 0 } end
  for _ = 1, 100 do
    for i = n, 2, -1 do
      local j = math.random(i)
      order[i], order[j] = order[j], order[i]
    end
    if in_place(q, order) < n then return { order = order, moves = 0 } end
  end
  -- Unreachable in practice: a rotation is never the identity.
  table.insert(order, table.remove(order, 1))
  return { order = order, moves = 0 }
end

local function position_of(order, key)
  for i, k in ipairs(order) do
    if k == key then return i end
  end
  return nil
end

local function move(state, key, to)
  local from = position_of(state.order, key)
  if from == nil then error(('move: there is no item "%s"'):format(tostring(key))) end
  if math.type(to) ~= "integer" or to < 1 or to > #state.order then
    error(("move: there is no position %s (positions are 1..%d)")
      :format(tostring(to), #state.order))
  end
  table.insert(state.order, to, table.remove(state.order, from))
  state.moves = state.moves + 1
  return state
end

local function grade(q, state)
  local n, count = #state.order, in_place(q, state.order)
  if n > 0 and count == n then return { fraction = 1.0, verdict = "right" } end
  if count == 0 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = count / n, verdict = "partial" }
end

local function text_of(q, key)
  return texts_by_key(q)[key] or tostring(key)
end

-- Bring the item that belongs in the first wrong place into it.
local function hint(q, state)
  local right = right_order(q)
  for i, key in ipairs(right) do
    if state.order[i] ~= key then
      local new = move(copy(state), key, i)
      return { state = new, message = trivium.text(GOES_IN):format(text_of(q, key), i) }
    end
  end
  return nil
end

local function join_texts(q, keys)
  local parts = {}
  for i, key in ipairs(keys) do parts[i] = text_of(q, key) end
  return trivium.shorten(table.concat(parts, " > "), 80)
end

-- Any arrangement is complete, so "unanswered" means not moved yet.
local function analysis(q, state)
  return {
    correct = join_texts(q, right_order(q)),
    verdict = state.moves == 0 and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state)
  local items = {}
  for i, key in ipairs(state.order) do
    items[i] = { key = key, text = text_of(q, key), position = i }
  end
  return { { type = "sequence", id = "order", items = items } }
end

-- Moving the i-th right item to place i, in turn, sorts any starting order.
local function solve(q)
  local actions, right = {}, right_order(q)
  for i = 1, #right - 1 do actions[i] = { op = "move", key = right[i], to = i } end
  return actions
end

return {
  kind = "question-type",
  id = "order",
  api = 2,
  name = "Put in order",
  label = { en = "Put in order", ["zh-Hans"] = "排序题" },
  hint_cost = 25,
  fields = {
    -- Strings or {key = ..., text = ...}, in the right order.
    items = { type = "list", required = true, min = 2 },
  },
  validate = validate,
  init = init,
  actions = { move = function(_, state, action) return move(state, action.key, action.to) end },
  -- Any arrangement is an answer.
  complete = function() return true end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  summary = function(q, state) return join_texts(q, state.order) end,
}
