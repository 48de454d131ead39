-- Matching (Moodle's `matching`): each item on the left goes with one answer; extra
-- answers (`distractors`) go with none. Each right pair counts equally, as Moodle grades.
-- One single choice per item: the choice keys join the item's number and the answer's
-- letter ("2C"), so that every key of the view is its own. The answers take letters in an
-- order scrambled from their texts (lib/keys.lua), the same for every item.
-- State: {chosen = {"B", "", ...} (an answer key per item, "" for none), rows = {2, 1, ...}
-- (the items in the order shown)}.

local GOES_WITH = { en = '"%s" goes with "%s"', ["zh-Hans"] = "“%s”对应“%s”" }
local ARROW = " → "

local keys = require("keys")
local words = require("words")

-- The answers, each text once (rights first, then distractors, as written), with their
-- keys, and per item the key of its right answer.
local parsed = trivium.per_question(function(q)
  local texts, index_of = {}, {}
  local function add(text)
    if type(text) == "string" and index_of[text] == nil then
      texts[#texts + 1] = text
      index_of[text] = #texts
    end
  end
  for _, pair in ipairs(q.pairs) do
    if type(pair) == "table" then add(pair.right) end
  end
  for _, text in ipairs(q.distractors) do add(text) end
  local answers, key_of = {}, {}
  for n, i in ipairs(keys.scrambled(texts)) do
    local key = keys.name(n)
    answers[n] = { key = key, text = texts[i] }
    key_of[texts[i]] = key
  end
  local right = {}
  for i, pair in ipairs(q.pairs) do
    right[i] = type(pair) == "table" and key_of[pair.right] or ""
  end
  return { answers = answers, right = right, text_of = function(key)
    for _, answer in ipairs(answers) do
      if answer.key == key then return answer.text end
    end
    return tostring(key)
  end }
end)

local function validate(q)
  local problems = {}
  local function problem(field, message)
    problems[#problems + 1] = { field = field, message = message }
  end
  local rights = {}
  for i, pair in ipairs(q.pairs) do
    if type(pair) ~= "table" or type(pair.left) ~= "string" or pair.left == ""
        or type(pair.right) ~= "string" or pair.right == "" then
      problem("pairs", ("pair %d must be {left = \"...\", right = \"...\"}, both non-empty"):format(i))
    else
      rights[pair.right] = true
    end
  end
  for i, text in ipairs(q.distractors) do
    if text == "" then
      problem("distractors", ("distractor %d is empty"):format(i))
    elseif rights[text] then
      problem("distractors", ('distractor %d, "%s", is also a right answer'):format(i, text))
    end
  end
  return problems
end

local function init(q)
  local rows, chosen = {}, {}
  for i = 1, #q.pairs do
    rows[i] = i
    chosen[i] = ""
  end
  if q.shuffle then
    for i = #rows, 2, -1 do
      local j = math.random(i)
      rows[i], rows[j] = rows[j], rows[i]
    end
  end
  return { chosen = chosen, rows = rows }
end

-- "2C": item 2, answer C.
local function select(q, state, action)
  local item, key = tostring(action.key):match("^(%d+)(%u.*)$")
  item = tonumber(item)
  local known = false
  for _, answer in ipairs(parsed(q).answers) do
    if answer.key == key then known = true end
  end
  if item == nil or item < 1 or item > #q.pairs or not known then
    error(('select: there is no choice "%s"'):format(tostring(action.key)))
  end
  state.chosen[item] = key
end

local function right_count(q, state)
  local count = 0
  for i, key in ipairs(parsed(q).right) do
    if state.chosen[i] == key then count = count + 1 end
  end
  return count
end

local function grade(q, state)
  local n, count = #q.pairs, right_count(q, state)
  if count == n then return { fraction = 1.0, verdict = "right" } end
  if count == 0 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = count / n, verdict = "partial" }
end

local function any_chosen(state)
  for _, key in ipairs(state.chosen) do
    if key ~= "" then return true end
  end
  return false
end

-- Sets the first item shown that is not matched right.
local function hint(q, state)
  local right = parsed(q).right
  for _, i in ipairs(state.rows) do
    if state.chosen[i] ~= right[i] then
      local new = trivium.copy(state)
      new.chosen[i] = right[i]
      local message = trivium.text(GOES_WITH):format(q.pairs[i].left, parsed(q).text_of(right[i]))
      return { state = new, message = message }
    end
  end
  return nil
end

-- "left → answer" for each item, in the question's order.
local function pairs_text(q, keys_of)
  local parts = {}
  for i, pair in ipairs(q.pairs) do
    local key = keys_of[i]
    if key ~= "" then parts[#parts + 1] = pair.left .. ARROW .. parsed(q).text_of(key) end
  end
  return trivium.join(parts)
end

local function analysis(q, state)
  return {
    correct = pairs_text(q, parsed(q).right),
    verdict = any_chosen(state) and grade(q, state).verdict or "unanswered",
  }
end

local function view(q, state)
  local widgets = {}
  for _, i in ipairs(state.rows) do
    local list = {}
    for n, answer in ipairs(parsed(q).answers) do
      list[n] = { key = i .. answer.key, text = answer.text, selected = state.chosen[i] == answer.key }
    end
    widgets[#widgets + 1] = { type = "text", text = q.pairs[i].left, style = "label" }
    widgets[#widgets + 1] = { type = "choices", id = "item" .. i, multiple = false, choices = list }
  end
  return widgets
end

-- The canonical form (docs/plugin-api.md): the pairs as written, and the distractors as the
-- view lists them: each text once, and none that is also an item's answer.
local function shape(q)
  local out, shown = {}, {}
  for i, pair in ipairs(q.pairs) do
    out[i] = { left = pair.left, right = pair.right }
    shown[pair.right] = true
  end
  local distractors = {}
  for _, text in ipairs(q.distractors) do
    if not shown[text] then
      distractors[#distractors + 1] = text
      shown[text] = true
    end
  end
  return { kind = "pairs", pairs = out, distractors = distractors, shuffle = q.shuffle == true }
end

local function solve(q)
  local actions = {}
  for i, key in ipairs(parsed(q).right) do actions[i] = { op = "select", key = i .. key } end
  return actions
end

return {
  kind = "question-type",
  id = "match",
  api = 2,
  name = "Matching",
  label = { en = "Matching", ["zh-Hans"] = "匹配题" },
  hint_cost = 25,
  fields = {
    -- {left = "...", right = "..."}: the item and its answer, in the order shown.
    pairs = { type = "list", of = "map", required = true, non_empty = true },
    -- Answers that go with no item.
    distractors = { type = "list", of = "string", default = {} },
    -- Moodle's "shuffle": the items are shown in an order drawn for each session.
    shuffle = { type = "boolean", default = false },
  },
  validate = validate,
  init = init,
  actions = { select = select },
  complete = function(_, state)
    for _, key in ipairs(state.chosen) do
      if key == "" then return false end
    end
    return true
  end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  shape = shape,
  summary = function(q, state)
    if not any_chosen(state) then return trivium.text(words.no_answer) end
    return pairs_text(q, state.chosen)
  end,
}
