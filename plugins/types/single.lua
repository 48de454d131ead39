-- Single choice (seed 003, S3.3): pick one option.
-- State: {choice = "A" or "", ruled_out = {"C", ...}} (ruled_out: keys a hint removed).

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

local copy = trivium.copy
local is_list = trivium.is_list
local contains = trivium.contains

-- Options are {key = "A", text = "..."} or strings: "A：text" / "A: text" name their key,
-- any other string takes the letter of its position.
local function parse_options(q, problems)
  local out = {}
  if not is_list(q.options) or #q.options == 0 then
    if problems then
      problems[#problems + 1] = { field = "options", message = "options must be a non-empty list" }
    end
    return out
  end
  for i, option in ipairs(q.options) do
    local key, text
    if type(option) == "string" then
      key, text = option:match("^(%a)%s*:%s*(.-)%s*$")
      if not key then key, text = option:match("^(%a)%s*：%s*(.-)%s*$") end
      if not key then key, text = i <= #LETTERS and LETTERS:sub(i, i) or tostring(i), option end
    elseif type(option) == "table" and type(option.key) == "string" and option.key ~= ""
        and type(option.text) == "string" then
      key, text = option.key, option.text
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
      out[#out + 1] = { key = key, text = text }
    end
  end
  return out
end

-- Parsed once per question table (validation, which collects problems, parses afresh).
local options_of = trivium.per_question(function(q) return parse_options(q) end)

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
  if type(q.answer) ~= "string" then
    problems[#problems + 1] = { field = "answer", message = "answer must be an option key" }
  elseif #options > 0 and not find(options, q.answer) then
    problems[#problems + 1] = {
      field = "answer", message = ('answer "%s" is not the key of an option'):format(q.answer),
    }
  end
  return problems
end

local function init(_) return { choice = "", ruled_out = {} } end

local function act(q, state, action)
  if action.op ~= "select" then
    error(('single: unknown action "%s" (use select)'):format(tostring(action.op)))
  end
  if not find(options_of(q), action.key) then
    error(('select: there is no option "%s"'):format(tostring(action.key)))
  end
  if contains(state.ruled_out or {}, action.key) then
    error(('select: option "%s" was ruled out by a hint'):format(action.key))
  end
  state = copy(state)
  state.choice = action.key
  return state
end

local function grade(q, state)
  if state.choice ~= "" and state.choice == q.answer then
    return { fraction = 1.0, verdict = "right" }
  end
  return { fraction = 0.0, verdict = "wrong" }
end

-- Rule out one wrong option at random while more than two remain.
local function hint(q, state)
  local options = options_of(q)
  local ruled_out = state.ruled_out or {}
  local left, wrong = 0, {}
  for _, option in ipairs(options) do
    if not contains(ruled_out, option.key) then
      left = left + 1
      if option.key ~= q.answer then wrong[#wrong + 1] = option end
    end
  end
  if left <= 2 or #wrong == 0 then return nil end
  local out = wrong[math.random(#wrong)]
  local new = copy(state)
  new.ruled_out = new.ruled_out or {}
  new.ruled_out[#new.ruled_out + 1] = out.key
  if new.choice == out.key then new.choice = "" end
  return { state = new, message = ('"%s" is not the answer'):format(out.key) }
end

local function describe(options, key)
  local option = find(options, key)
  if option == nil then return key end
  if option.text == "" then return option.key end
  return option.key .. ": " .. option.text
end

local function summary(q, state)
  if state.choice == "" then return "(no answer)" end
  return describe(options_of(q), state.choice)
end

local function analysis(q, state)
  local answer = type(q.answer) == "string" and q.answer or ""
  return {
    correct = describe(options_of(q), answer),
    explanation = type(q.explanation) == "string" and q.explanation or "",
    verdict = state.choice == "" and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state, info)
  info = info or {}
  local widgets = trivium.header_widgets(q, "Single choice")
  local choices = {}
  for _, option in ipairs(options_of(q)) do
    if not contains(state.ruled_out or {}, option.key) then
      choices[#choices + 1] = {
        key = option.key, text = option.text, selected = state.choice == option.key,
      }
    end
  end
  widgets[#widgets + 1] = { type = "choices", id = "choice", multiple = false, choices = choices }
  if info.verdict == "right" then
    widgets[#widgets + 1] = { type = "feedback", verdict = "right", text = "Right!" }
  elseif info.verdict ~= nil then
    widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = "Wrong" }
  end
  if info.revealed then trivium.add_reveal(widgets, analysis(q, state)) end
  return widgets
end

return {
  kind = "question-type",
  id = "single",
  api = 1,
  name = "Single choice",
  hint_cost = 30,
  validate = validate,
  init = init,
  act = act,
  complete = function(_, state) return state.choice ~= "" end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = function(q) return { { op = "select", key = q.answer } } end,
  summary = summary,
}
