-- Fill in the blanks (seed 003, S3.4): one input per blank; the grade is the mean of the
-- blanks' grades. A blank's alternatives are accepted answers (strings), or graded answers as
-- Moodle's short answer keeps them ({text = "...", right = true | percent = 50, feedback =
-- "..."}): the first alternative the typed text matches gives the blank its grade and its
-- feedback. State: {values = {"text of blank 1", ...}}.

local graded = require("answers")
local text = require("text")
local words = require("words")
local fold_space = trivium.fold_space
local alternatives, normalize = text.alternatives, text.normalize

-- A blank's alternative as text, and its grade: a string is worth full marks.
local function text_of(alternative)
  return type(alternative) == "table" and alternative.text or alternative
end
local function grade_of(alternative)
  return type(alternative) == "table" and graded.grade(alternative) or 1.0
end

-- The alternative of `blank` that `value` matches first, or nil.
local function matched(q, blank, value)
  local list = alternatives(blank)
  local j = graded.first_text(list, q, normalize(q, value))
  return j and list[j]
end

-- A blank's grade for `value`: its first matching alternative's, else 0.
local function blank_grade(q, blank, value)
  local alternative = matched(q, blank, value)
  return alternative and grade_of(alternative) or 0.0
end

local function is_right(q, blank, value) return blank_grade(q, blank, value) >= 1 end

-- The answers of full marks of a blank, in order.
local function accepted(blank)
  local out = {}
  for _, alternative in ipairs(alternatives(blank)) do
    if grade_of(alternative) >= 1 then out[#out + 1] = text_of(alternative) end
  end
  return out
end

-- The answer a hint or the solution types for a blank.
local function first_answer(q, blank) return text.example(q, accepted(blank)[1]) end

local BLANK = { en = "Blank %d", ["zh-Hans"] = "第 %d 空" }
local COLON = { en = "%s: %s", ["zh-Hans"] = "%s：%s" }

local function field_label(q, i) return q.labels and q.labels[i] or trivium.text(BLANK):format(i) end

-- A blank of graded answers: each well formed, one of full marks.
local function check_graded(q, i, list, problems)
  local function problem(message) problems[#problems + 1] = { field = "blanks", message = message } end
  local before = #problems
  for j, alternative in ipairs(list) do
    local where = ("blank %d, answer %d"):format(i, j)
    if type(alternative) == "table" then
      graded.check(alternative, where, false, problem)
    elseif type(alternative) ~= "string" or normalize(q, alternative) == "" then
      problem(where .. " must be a string with some text, or a map such as {text = \"...\", right = true}")
    end
  end
  if #problems == before and #accepted(list) == 0 then
    problem(("blank %d: no answer gives full marks (a string, right = true or percent = 100)"):format(i))
  end
end

-- Whether `blank` lists a graded answer (a map) among its alternatives.
local function has_graded(blank)
  for _, alternative in ipairs(alternatives(blank)) do
    if type(alternative) == "table" then return true end
  end
  return false
end

local function validate(q)
  local problems = text.check_answers(q, {}, "blanks", "blank", has_graded)
  for i, blank in ipairs(q.blanks) do
    if has_graded(blank) then check_graded(q, i, blank, problems) end
  end
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

-- The mean of the blanks' grades, each kept within 0..1 as Moodle keeps a question's.
local function grade(q, state)
  local sum = 0.0
  for i, blank in ipairs(q.blanks) do
    sum = sum + math.max(0.0, math.min(1.0, blank_grade(q, blank, state.values[i] or "")))
  end
  local fraction = sum / #q.blanks
  if fraction >= 1 - 1e-9 then return { fraction = 1.0, verdict = "right" } end
  if fraction <= 1e-9 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = fraction, verdict = "partial" }
end

-- The feedback of the answer each blank matched, once checked; a blank's label goes before
-- it when there are several blanks.
local function feedback(q, state)
  local out = {}
  for i, blank in ipairs(q.blanks) do
    local alternative = matched(q, blank, state.values[i] or "")
    local note = type(alternative) == "table" and alternative.feedback or ""
    if note ~= "" then
      out[#out + 1] = #q.blanks > 1 and trivium.text(COLON):format(field_label(q, i), note) or note
    end
  end
  return out
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
    for j, answer in ipairs(accepted(blank)) do list[j] = text.example(q, answer) end
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

-- The answers of full marks per blank; with graded answers, every blank's answers in order
-- with their grades and feedback too (`blank_answers`, a string as {text, right = true}).
local function shape(q)
  local blanks, all, any = {}, {}, false
  for i, blank in ipairs(q.blanks) do
    blanks[i] = accepted(blank)
    all[i] = {}
    for j, alternative in ipairs(alternatives(blank)) do
      if type(alternative) == "table" then
        any = true
        all[i][j] = {
          text = alternative.text, right = alternative.right, percent = alternative.percent,
          feedback = alternative.feedback,
        }
      else
        all[i][j] = { text = alternative, right = true }
      end
    end
  end
  return {
    kind = "blanks", blanks = blanks, blank_answers = any and all or nil,
    case_sensitive = q.case_sensitive, wildcards = q.wildcards,
  }
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
  -- Per blank, its answer or a list of alternatives (strings, or graded answers).
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
  feedback = feedback,
}
