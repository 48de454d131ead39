-- Multiple choice (seed 003, S3.3): toggle any number of options; partial credit.
-- State: {selected = {"A", "C"} in option order, ruled_out = {"D", ...}}.

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
local EPSILON = 1e-9

local copy = trivium.copy
local is_list = trivium.is_list
local contains = trivium.contains

-- Options are {key = "A", text = "...", weight = 0.5} or strings: "A：text" / "A: text" name
-- their key, any other string takes the letter of its position.
local function parse_options(q, problems)
  local out = {}
  if not is_list(q.options) or #q.options == 0 then
    if problems then
      problems[#problems + 1] = { field = "options", message = "options must be a non-empty list" }
    end
    return out
  end
  for i, option in ipairs(q.options) do
    local key, text, weight
    if type(option) == "string" then
      key, text = option:match("^(%a)%s*:%s*(.-)%s*$")
      if not key then key, text = option:match("^(%a)%s*：%s*(.-)%s*$") end
      if not key then key, text = i <= #LETTERS and LETTERS:sub(i, i) or tostring(i), option end
    elseif type(option) == "table" and type(option.key) == "string" and option.key ~= ""
        and type(option.text) == "string" then
      key, text, weight = option.key, option.text, option.weight
      if weight ~= nil and (type(weight) ~= "number" or weight ~= weight) then
        if problems then
          problems[#problems + 1] = {
            field = "options", message = ("option %d: weight must be a number"):format(i),
          }
        end
        weight = nil
      end
    end
    if key == nil or key == "" then
      if problems then
        problems[#problems + 1] = {
          field = "options",
          message = ("option %d must be a string or {key = ..., text = ...}"):format(i),
        }
      end
    else
      for _, earlier in ipairs(out) do
        if earlier.key == key and problems then
          problems[#problems + 1] = {
            field = "options", message = ('option %d repeats the key "%s"'):format(i, key),
          }
        end
      end
      out[#out + 1] = { key = key, text = text, weight = weight }
    end
  end
  return out
end

-- Parsed once per question table (validation, which collects problems, parses afresh).
local options_of = trivium.per_question(function(q) return parse_options(q) end)

-- "AC" (one letter per key), "A, C", or a list {"A", "C"}.
local function answer_keys(q)
  local keys = {}
  if is_list(q.answer) then
    for _, key in ipairs(q.answer) do keys[#keys + 1] = key end
  elseif type(q.answer) == "string" then
    if q.answer:find("[%s,;|]") then
      for key in q.answer:gmatch("[^%s,;|]+") do keys[#keys + 1] = key end
    else
      for key in q.answer:gmatch(".") do keys[#keys + 1] = key end
    end
  end
  return keys
end

-- A right option selected adds its weight (by default 1 / number of right options); a wrong
-- one subtracts the size of its weight (same default), whatever its sign.
local function weights(q)
  local options, right = options_of(q), answer_keys(q)
  local default = #right > 0 and 1 / #right or 0.0
  local out = {}
  for _, option in ipairs(options) do
    local weight = option.weight or default
    if contains(right, option.key) then
      out[option.key] = weight
    else
      out[option.key] = -math.abs(weight)
    end
  end
  return out
end

local function find(options, key)
  for _, option in ipairs(options) do
    if option.key == key then return option end
  end
  return nil
end

local function check_text_fields(q, problems)
  if type(q.text) ~= "string" or q.text == "" then
    problems[#problems + 1] = { field = "text", message = "text must be a non-empty string" }
  end
  trivium.check_strings(q, problems, { "title", "explanation", "code", "type_label" })
end

local function validate(q)
  local problems = {}
  check_text_fields(q, problems)
  local options = parse_options(q, problems)
  if #options == 1 then
    problems[#problems + 1] = { field = "options", message = "a choice needs at least 2 options" }
  end
  local keys = answer_keys(q)
  if #keys == 0 then
    problems[#problems + 1] = {
      field = "answer", message = 'answer must name one or more option keys ("AC" or {"A", "C"})',
    }
    return problems
  end
  local keys_ok = #options > 0
  for i, key in ipairs(keys) do
    if type(key) ~= "string" or (#options > 0 and not find(options, key)) then
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
  if keys_ok then
    local total = 0.0
    for _, key in ipairs(keys) do
      local option = find(options, key)
      if option.weight ~= nil and option.weight <= 0 then
        problems[#problems + 1] = {
          field = "options", message = ('the weight of the right option "%s" must be above 0')
            :format(key),
        }
      end
      total = total + (option.weight or 1 / #keys)
    end
    if total < 1 - EPSILON then
      problems[#problems + 1] = {
        field = "options",
        message = ("the right options' weights add up to %g, so no answer can score 1")
          :format(total),
      }
    end
  end
  return problems
end

local function init(_) return { selected = {}, ruled_out = {} } end

local function act(q, state, action)
  if action.op ~= "toggle" then
    error(('multiple: unknown action "%s" (use toggle)'):format(tostring(action.op)))
  end
  local options = options_of(q)
  if not find(options, action.key) then
    error(('toggle: there is no option "%s"'):format(tostring(action.key)))
  end
  if contains(state.ruled_out or {}, action.key) then
    error(('toggle: option "%s" was ruled out by a hint'):format(action.key))
  end
  local was = contains(state.selected, action.key)
  local selected = {}
  -- Kept in option order, so that equal answers are equal states.
  for _, option in ipairs(options) do
    local on = contains(state.selected, option.key)
    if option.key == action.key then on = not was end
    if on then selected[#selected + 1] = option.key end
  end
  state = copy(state)
  state.selected = selected
  return state
end

local function grade(q, state)
  local w = weights(q)
  local sum = 0.0
  for _, key in ipairs(state.selected) do sum = sum + (w[key] or 0.0) end
  if sum >= 1 - EPSILON then return { fraction = 1.0, verdict = "right" } end
  if sum <= EPSILON then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = sum, verdict = "partial" }
end

-- Rule out one wrong option at random.
local function hint(q, state)
  local right = answer_keys(q)
  local wrong = {}
  for _, option in ipairs(options_of(q)) do
    if not contains(right, option.key) and not contains(state.ruled_out or {}, option.key) then
      wrong[#wrong + 1] = option.key
    end
  end
  if #wrong == 0 then return nil end
  local out = wrong[math.random(#wrong)]
  local new = copy(state)
  new.ruled_out = new.ruled_out or {}
  new.ruled_out[#new.ruled_out + 1] = out
  local selected = {}
  for _, key in ipairs(new.selected) do
    if key ~= out then selected[#selected + 1] = key end
  end
  new.selected = selected
  return { state = new, message = ('"%s" is not part of the answer'):format(out) }
end

local function join_keys(keys)
  for _, key in ipairs(keys) do
    if #key ~= 1 then return table.concat(keys, ", ") end
  end
  return table.concat(keys)
end

local function summary(_, state)
  if #state.selected == 0 then return "(no answer)" end
  return join_keys(state.selected)
end

local function analysis(q, state)
  local options, parts = options_of(q), {}
  for _, key in ipairs(answer_keys(q)) do
    local option = find(options, key)
    parts[#parts + 1] = (option and option.text ~= "") and (key .. ": " .. option.text) or key
  end
  return {
    correct = table.concat(parts, "; "),
    explanation = type(q.explanation) == "string" and q.explanation or "",
    verdict = #state.selected == 0 and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state, info)
  info = info or {}
  local widgets = trivium.header_widgets(q, "Multiple choice")
  local choices = {}
  for _, option in ipairs(options_of(q)) do
    if not contains(state.ruled_out or {}, option.key) then
      choices[#choices + 1] = {
        key = option.key, text = option.text, selected = contains(state.selected, option.key),
      }
    end
  end
  widgets[#widgets + 1] = { type = "choices", id = "choices", multiple = true, choices = choices }
  if info.verdict ~= nil then
    local text = ({ right = "Right!", wrong = "Wrong" })[info.verdict]
    if text == nil then
      text = ("Partly right (%d%%)"):format(math.floor(grade(q, state).fraction * 100 + 0.5))
    end
    widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = text }
  end
  if info.revealed then trivium.add_reveal(widgets, analysis(q, state)) end
  return widgets
end

local function solve(q)
  local actions = {}
  for _, key in ipairs(answer_keys(q)) do actions[#actions + 1] = { op = "toggle", key = key } end
  return actions
end

return {
  kind = "question-type",
  id = "multiple",
  api = 1,
  name = "Multiple choice",
  hint_cost = 30,
  validate = validate,
  init = init,
  act = act,
  complete = function(_, state) return #state.selected > 0 end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  summary = summary,
}
