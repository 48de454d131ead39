-- A number, right within an absolute tolerance. Written with the public plugin API only, to
-- show that a new question type needs no Swift. With `answers` (Moodle's numerical answers:
-- {value = 8, tolerance = 1, percent = 50, feedback = "..."}, {text = "*", ...} for any
-- number), the first answer holding the number typed gives its grade and its feedback;
-- `value` and `tolerance` are then the answer that hints and the solution give.
-- State: {text = "3,14", hints = {"Higher than 3", ...}}.

local graded = require("answers")
local words = require("words")
local copy = trivium.copy
local contains = trivium.contains

local numbers = require("numbers")
local parse, format = numbers.parse, numbers.format

-- The answer that `x` (a number or nil) matches first, or nil; without `answers`, the value.
local function matched(q, x)
  if q.answers == nil then
    return numbers.within(x, q.value, q.tolerance) and { right = true } or nil
  end
  local j = graded.first_number(q.answers, x)
  return j and q.answers[j]
end

-- The grade of the number typed, kept within 0..1.
local function fraction_of(q, x)
  local answer = matched(q, x)
  return answer and math.max(0.0, math.min(1.0, graded.grade(answer))) or 0.0
end

local function is_right(q, x) return fraction_of(q, x) >= 1 end

local function input(_, state, action)
  if action.field ~= "value" then
    error(('input: there is no field "%s" (use "value")'):format(tostring(action.field)))
  end
  if type(action.text) ~= "string" then error("input: text must be a string") end
  state.text = action.text
end

local function grade(q, state)
  local fraction = fraction_of(q, parse(state.text))
  if fraction >= 1 then return { fraction = 1.0, verdict = "right" } end
  if fraction <= 0 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = fraction, verdict = "partial" }
end

-- The feedback of the answer the number matched, once checked.
local function feedback(q, state)
  local answer = matched(q, parse(state.text))
  return answer and answer.feedback or ""
end

-- `answers` well formed, one of them of full marks.
local function validate(q)
  local problems = {}
  if q.answers == nil then return problems end
  local function problem(message) problems[#problems + 1] = { field = "answers", message = message } end
  if #q.answers == 0 or #q.answers > 100 then problem("answers must list 1 to 100 answers") end
  local best = -math.huge
  for j, answer in ipairs(q.answers) do
    graded.check(answer, ("answer %d"):format(j), true, problem)
    best = math.max(best, graded.grade(answer))
  end
  if #problems == 0 and best < 1 then
    problem("no answer gives full marks (right = true or percent = 100)")
  end
  return problems
end

-- "Higher/Lower than x" for the number typed; without one, the size of the answer.
local HINTS = {
  higher = { en = "Higher than %s", ["zh-Hans"] = "比 %s 大" },
  lower = { en = "Lower than %s", ["zh-Hans"] = "比 %s 小" },
  digits = { en = "The answer has %d digit%s before the decimal point", ["zh-Hans"] = "答案的整数部分有 %d 位%s" },
  negative = { en = ", and it is negative", ["zh-Hans"] = "，而且是负数" },
  value = { en = "Value", ["zh-Hans"] = "数值" },
  value_unit = { en = "Value (%s)", ["zh-Hans"] = "数值（%s）" },
}

local function hint(q, state)
  local x = parse(state.text)
  local message
  if x ~= nil then
    if is_right(q, x) then return nil end
    message = trivium.text(x < q.value and HINTS.higher or HINTS.lower):format(format(x))
  else
    local digits = #tostring(math.floor(math.abs(q.value)))
    local plural = (digits == 1 or trivium.lang == "zh-Hans") and "" or "s"
    message = trivium.text(HINTS.digits):format(digits, plural)
    if q.value < 0 then message = message .. trivium.text(HINTS.negative) end
  end
  if contains(state.hints, message) then return nil end
  local new = copy(state)
  new.hints[#new.hints + 1] = message
  return { state = new, message = message }
end

-- The value with its unit and tolerance; "3.0 cm" is unanswered only while nothing is typed.
local function analysis(q, state)
  local text = format(q.value)
  if q.unit then text = text .. " " .. q.unit end
  if q.tolerance > 0 then text = text .. " (± " .. format(q.tolerance) .. ")" end
  return {
    correct = text,
    verdict = state.text:match("^%s*$") and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state)
  local label = q.unit and trivium.text(HINTS.value_unit):format(q.unit) or trivium.text(HINTS.value)
  local widgets = {
    { type = "inputs", id = "value", fields = { { id = "value", label = label, value = state.text } } },
  }
  if #state.hints > 0 then
    widgets[2] = { type = "text", style = "muted", text = trivium.join(state.hints) }
  end
  return widgets
end

return {
  kind = "question-type",
  id = "numeric",
  api = 2,
  name = "Number",
  label = { en = "Number", ["zh-Hans"] = "数值题" },
  hint_cost = 20,
  fields = {
    value = { type = "number", required = true },
    -- An absolute error.
    tolerance = { type = "number", min = 0, default = 0 },
    unit = { type = "string" },
    -- Graded answers in order, as Moodle's numerical question has them.
    answers = { type = "list" },
  },
  validate = validate,
  feedback = feedback,
  init = function() return { text = "", hints = {} } end,
  actions = { input = input },
  -- Only a number can be checked: "abc" is not an answer yet.
  complete = function(_, state) return parse(state.text) ~= nil end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = function(q) return { { op = "input", field = "value", text = format(q.value) } } end,
  shape = function(q)
    local answers
    if q.answers ~= nil then
      answers = {}
      for j, a in ipairs(q.answers) do
        answers[j] = {
          text = a.text, value = a.value, tolerance = a.tolerance, right = a.right, percent = a.percent,
          feedback = a.feedback,
        }
      end
    end
    return { kind = "number", value = q.value, tolerance = q.tolerance, unit = q.unit, answers = answers }
  end,
  summary = function(_, state)
    local text = state.text:match("^%s*(.-)%s*$")
    return text == "" and trivium.text(words.no_answer) or text
  end,
}
