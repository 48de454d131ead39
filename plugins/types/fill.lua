-- Fill in the blanks (seed 003, S3.4): one input per blank; the grade is the share of right
-- blanks. State: {values = {"text of blank 1", ...}}.

local text = require("text")
local words = require("words")
local fold_space = trivium.fold_space
local alternatives, normalize = text.alternatives, text.normalize

local function is_right(q, blank, value)
  local given = normalize(q, value)
  if given == "" then return false end
  for _, accepted in ipairs(alternatives(blank)) do
    if text.matches(text.pieces(q, accepted), given, false) then return true end
  end
  return false
end

-- The answer a hint or the solution types for a blank.
local function first_answer(q, blank) return text.example(q, alternatives(blank)[1]) end

local BLANK = { en = "Blank %d", ["zh-Hans"] = "第 %d 空" }
local COLON = { en = "%s: %s", ["zh-Hans"] = "%s：%s" }

local function field_label(q, i) return q.labels and q.labels[i] or trivium.text(BLANK):format(i) end

local function validate(q)
  local problems = text.check_answers(q, {}, "blanks", "blank")
  if q.labels ~= nil and #q.labels ~= #q.blanks then
    problems[#problems + 1] = { field = "labels", message = "labels must be one string per blank" }
  end
  return problems
end

local function init(q)
  local values = {}
  for i = 1, #q.blanks do values[i] = "" end
  return { values = values }
end

local function input(q, state, action)
  local index = math.tointeger(tonumber(action.field))
  if index == nil or index < 1 or index > #q.blanks then
    error(('input: there is no blank "%s" (blanks are "1".."%d")')
      :format(tostring(action.field), #q.blanks))
  end
  if type(action.text) ~= "string" then error("input: text must be a string") end
  state.values[index] = action.text
end

local function complete(q, state)
  for i = 1, #q.blanks do
    if fold_space(state.values[i] or "") == "" then return false end
  end
  return true
end

local function grade(q, state)
  local right = 0
  for i, blank in ipairs(q.blanks) do
    if is_right(q, blank, state.values[i] or "") then right = right + 1 end
  end
  if right == #q.blanks then return { fraction = 1.0, verdict = "right" } end
  if right == 0 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = right / #q.blanks, verdict = "partial" }
end

-- Fill the first blank that is not right with its first accepted answer.
local function hint(q, state)
  for i, blank in ipairs(q.blanks) do
    if not is_right(q, blank, state.values[i] or "") then
      local answer = first_answer(q, blank)
      local new = trivium.copy(state)
      new.values[i] = answer
      return { state = new, message = trivium.text(COLON):format(field_label(q, i), answer) }
    end
  end
  return nil
end

local function is_empty(state)
  for _, value in ipairs(state.values) do
    if fold_space(value) ~= "" then return false end
  end
  return true
end

local function summary(_, state)
  if is_empty(state) then return trivium.text(words.no_answer) end
  local parts = {}
  for i, value in ipairs(state.values) do
    local typed = fold_space(value)
    parts[i] = typed == "" and "_" or typed
  end
  return trivium.join(parts)
end

-- Each blank's first answer, and the others in brackets.
local function analysis(q, state)
  local parts = {}
  for i, blank in ipairs(q.blanks) do
    local list = {}
    for j, accepted in ipairs(alternatives(blank)) do list[j] = text.example(q, accepted) end
    parts[i] = list[1]
    if #list > 1 then
      parts[i] = trivium.text(words.or_also):format(list[1], table.concat(list, trivium.text(words.comma), 2))
    end
  end
  return {
    correct = trivium.join(parts),
    explanation = q.explanation or "",
    verdict = is_empty(state) and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state)
  local fields = {}
  for i = 1, #q.blanks do
    fields[i] = { id = tostring(i), label = field_label(q, i), value = state.values[i] or "" }
  end
  return { { type = "inputs", id = "blanks", fields = fields } }
end

local function shape(q)
  local blanks = {}
  for i, blank in ipairs(q.blanks) do blanks[i] = alternatives(blank) end
  return { kind = "blanks", blanks = blanks, case_sensitive = q.case_sensitive, wildcards = q.wildcards }
end

local function solve(q)
  local actions = {}
  for i, blank in ipairs(q.blanks) do
    actions[i] = { op = "input", field = tostring(i), text = first_answer(q, blank) }
  end
  return actions
end

return {
  kind = "question-type",
  id = "fill",
  api = 2,
  name = "Fill in the blanks",
  label = { en = "Fill in the blanks", ["zh-Hans"] = "填空题" },
  hint_cost = 25,
  -- Per blank, its answer or a list of alternatives.
  fields = text.with_folding({
    blanks = { type = "list", required = true, non_empty = true },
    labels = { type = "list", of = "string" },
  }),
  validate = validate,
  init = init,
  actions = { input = input },
  complete = complete,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  shape = shape,
  summary = summary,
}
