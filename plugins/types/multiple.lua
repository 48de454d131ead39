-- Multiple choice (seed 003, S3.3): toggle any number of options; partial credit (options
-- are parsed, shuffled and labelled by lib/choices.lua). State: {selected = {"A", "C"} in
-- option order, ruled_out = {"D", ...}}, and with `shuffle` `order = {"C", "A", ...}` (the
-- keys in the order shown).

local EPSILON = 1e-9

local choices = require("choices")
local words = require("words")

local NOT_PART = { en = '"%s" is not part of the answer', ["zh-Hans"] = "“%s”不在答案中" }
local contains = trivium.contains

-- "AC" (one letter per key), "A, C", or a list {"A", "C"}.
local answer_keys = trivium.per_question(function(q)
  local keys = {}
  if trivium.is_list(q.answer) then
    for _, key in ipairs(q.answer) do keys[#keys + 1] = key end
  elseif type(q.answer) ~= "string" then
    return keys
  elseif q.answer:find("[%s,;|]") then
    for key in q.answer:gmatch("[^%s,;|]+") do keys[#keys + 1] = key end
  else
    for key in q.answer:gmatch(".") do keys[#keys + 1] = key end
  end
  return keys
end)

-- A right option selected adds its weight (by default 1 / number of right options); a wrong
-- one subtracts the size of its weight (same default), whatever its sign.
local function weight(q, option)
  local right = answer_keys(q)
  local w = option.weight or (#right > 0 and 1 / #right or 0.0)
  return contains(right, option.key) and w or -math.abs(w)
end

-- Where `item` first stands in `list`, or nil.
local function position(list, item)
  for i = 1, #list do
    if list[i] == item then return i end
  end
  return nil
end

local function validate(q)
  local problems = {}
  local option_keys, weights = choices.keys(q, problems)
  local keys = answer_keys(q)
  if #keys == 0 then
    problems[#problems + 1] = {
      field = "answer", message = 'answer must name one or more option keys ("AC" or {"A", "C"})',
    }
    return problems
  end
  local keys_ok = true
  for i, key in ipairs(keys) do
    if not contains(option_keys, key) then
      keys_ok = false
      problems[#problems + 1] = {
        field = "answer",
        message = ('answer "%s" is not the key of an option'):format(tostring(key)),
      }
    elseif contains({ table.unpack(keys, 1, i - 1) }, key) then
      keys_ok = false
      problems[#problems + 1] = { field = "answer", message = ('answer repeats "%s"'):format(key) }
    end
  end
  if not keys_ok then return problems end
  local total = 0.0
  for _, key in ipairs(keys) do
    local given = weights and weights[position(option_keys, key)]
    if given ~= nil and given <= 0 then
      problems[#problems + 1] = {
        field = "options",
        message = ('the weight of the right option "%s" must be above 0'):format(key),
      }
    end
    total = total + (given or 1 / #keys)
  end
  if total < 1 - EPSILON then
    problems[#problems + 1] = {
      field = "options",
      message = ("the right options' weights add up to %g, so no answer can score 1"):format(total),
    }
  end
  return problems
end

local function toggle(q, state, action)
  choices.check(q, state, "toggle", action.key)
  local was, selected = contains(state.selected, action.key), {}
  -- Kept in option order, so that equal answers are equal states.
  for _, option in ipairs(choices.of(q)) do
    local on = contains(state.selected, option.key)
    if option.key == action.key then on = not was end
    if on then selected[#selected + 1] = option.key end
  end
  state.selected = selected
end

local function grade(q, state)
  local sum = 0.0
  for _, key in ipairs(state.selected) do sum = sum + weight(q, choices.find(q, key)) end
  if sum >= 1 - EPSILON then return { fraction = 1.0, verdict = "right" } end
  if sum <= EPSILON then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = sum, verdict = "partial" }
end

-- Rule out one wrong option at random.
local function hint(q, state)
  local new, out = choices.rule_out(q, state, answer_keys(q), 0)
  if new == nil then return nil end
  local selected = {}
  for _, key in ipairs(new.selected) do
    if key ~= out then selected[#selected + 1] = key end
  end
  new.selected = selected
  return { state = new, message = trivium.text(NOT_PART):format(choices.label(q, state, out)) }
end

local function join_keys(keys)
  for _, key in ipairs(keys) do
    if #key ~= 1 then return table.concat(keys, ", ") end
  end
  return table.concat(keys)
end

local function analysis(q, state)
  local parts = {}
  for i, key in ipairs(answer_keys(q)) do parts[i] = choices.describe(q, key, state) end
  return {
    correct = trivium.join(parts),
    explanation = q.explanation or "",
    verdict = #state.selected == 0 and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state)
  local function selected(key) return contains(state.selected, key) end
  return { choices.widget(q, state, "choices", true, selected) }
end

local function solve(q)
  local actions = {}
  for i, key in ipairs(answer_keys(q)) do actions[i] = { op = "toggle", key = key } end
  return actions
end

return {
  kind = "question-type",
  id = "multiple",
  api = 2,
  name = "Multiple choice",
  label = { en = "Multiple choice", ["zh-Hans"] = "多选题" },
  hint_cost = 30,
  fields = {
    options = { type = "list", required = true, non_empty = true },
    -- A string or a list of keys: `validate` says what is wrong with it.
    answer = { type = "any" },
    -- As `single`'s: options shown in an order drawn per session, labelled by place.
    shuffle = { type = "boolean" },
    numbering = { type = "string", one_of = choices.NUMBERINGS },
  },
  validate = validate,
  init = function(q) return choices.init(q, { selected = {}, ruled_out = {} }) end,
  actions = { toggle = toggle },
  complete = function(_, state) return #state.selected > 0 end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  -- Each picked option's own feedback, shown once the answer is checked.
  feedback = function(q, state)
    return choices.feedback(q, function(key) return contains(state.selected, key) end)
  end,
  shape = function(q)
    return choices.shape(q, answer_keys(q), function(option) return weight(q, option) end, true)
  end,
  -- The keys picked ("AC"); by their labels in the order shown when the question labels its
  -- options by place.
  summary = function(q, state)
    if #state.selected == 0 then return trivium.text(words.no_answer) end
    if q.shuffle ~= true and q.numbering == nil then return join_keys(state.selected) end
    local labels, selected = {}, {}
    for _, key in ipairs(state.selected) do selected[key] = true end
    for n, option in ipairs(choices.shown(q, state)) do
      if selected[option.key] then
        local label = choices.label_at(q, n)
        labels[#labels + 1] = label ~= "" and label or option.text
      end
    end
    return join_keys(labels)
  end,
}
