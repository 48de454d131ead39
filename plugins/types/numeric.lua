-- A number, right within an absolute tolerance. Written with the public plugin API only, to
-- show that a new question type needs no Swift.
-- State: {text = "3,14", hints = {"Higher than 3", ...}}.

local copy = trivium.copy
local contains = trivium.contains

local function is_finite(x)
  return type(x) == "number" and x == x and x ~= math.huge and x ~= -math.huge
end

-- Full-width digits and signs ("３，１４") count as their ASCII twins.
local fold_width = trivium.fold_width

-- The number the player typed, or nil: trimmed, and "3,14" read as 3.14.
local function parse(text)
  if type(text) ~= "string" then return nil end
  local s = fold_width(text):gsub("\xE3\x80\x80", " "):match("^%s*(.-)%s*$")
  if not s:find(".", 1, true) then
    local comma = s:find(",", 1, true)
    if comma and not s:find(",", comma + 1, true) then
      s = s:sub(1, comma - 1) .. "." .. s:sub(comma + 1)
    end
  end
  local x = tonumber(s)
  if not is_finite(x) then return nil end
  return x
end

-- The shortest text that reads back as exactly `x`.
local function format(x)
  if math.type(x) == "integer" then return tostring(x) end
  for digits = 6, 17 do
    local s = ("%." .. digits .. "g"):format(x)
    if tonumber(s) == x then return s end
  end
  return ("%.17g"):format(x)
end

local function tolerance(q)
  if type(q.tolerance) == "number" then return q.tolerance end
  return 0
end

local function is_right(q, x)
  if x == nil or type(q.value) ~= "number" then return false end
  -- A little slack so that 3.15 is within 0.01 of 3.14 despite binary fractions.
  local slack = 1e-9 * math.max(1, math.abs(q.value), tolerance(q))
  return math.abs(x - q.value) <= tolerance(q) + slack
end

local function validate(q)
  local problems = {}
  if type(q.text) ~= "string" or q.text == "" then
    problems[#problems + 1] = { field = "text", message = "text must be a non-empty string" }
  end
  if not is_finite(q.value) then
    problems[#problems + 1] = { field = "value", message = "value must be a finite number" }
  end
  if q.tolerance ~= nil and (not is_finite(q.tolerance) or q.tolerance < 0) then
    problems[#problems + 1] = {
      field = "tolerance", message = "tolerance must be a number of 0 or more (an absolute error)",
    }
  end
  trivium.check_strings(q, problems, { "title", "explanation", "code", "type_label", "unit" })
  return problems
end

local function act(_, state, action)
  if action.op ~= "input" then
    error(('numeric: unknown action "%s" (use input)'):format(tostring(action.op)))
  end
  if action.field ~= "value" then
    error(('input: there is no field "%s" (use "value")'):format(tostring(action.field)))
  end
  if type(action.text) ~= "string" then error("input: text must be a string") end
  state = copy(state)
  state.text = action.text
  return state
end

local function grade(q, state)
  if is_right(q, parse(state.text)) then return { fraction = 1.0, verdict = "right" } end
  return { fraction = 0.0, verdict = "wrong" }
end

-- "Higher/Lower than x" for the number typed; without one, the size of the answer.
local function hint(q, state)
  if not is_finite(q.value) then return nil end
  local x = parse(state.text)
  local message
  if x ~= nil then
    if is_right(q, x) then return nil end
    message = (x < q.value and "Higher than %s" or "Lower than %s"):format(format(x))
  else
    local digits = #tostring(math.floor(math.abs(q.value)))
    message = ("The answer has %d digit%s before the decimal point"):format(
      digits, digits == 1 and "" or "s")
    if q.value < 0 then message = message .. ", and it is negative" end
  end
  if contains(state.hints or {}, message) then return nil end
  local new = copy(state)
  new.hints = new.hints or {}
  new.hints[#new.hints + 1] = message
  return { state = new, message = message }
end

local function correct_text(q)
  if not is_finite(q.value) then return "" end
  local text = format(q.value)
  if type(q.unit) == "string" then text = text .. " " .. q.unit end
  if tolerance(q) > 0 then text = text .. " (± " .. format(tolerance(q)) .. ")" end
  return text
end

local function analysis(q, state)
  return {
    correct = correct_text(q),
    explanation = type(q.explanation) == "string" and q.explanation or "",
    verdict = state.text:match("^%s*$") and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state, info)
  info = info or {}
  local widgets = trivium.header_widgets(q, "Number")
  local label = "Value"
  if type(q.unit) == "string" then label = label .. " (" .. q.unit .. ")" end
  widgets[#widgets + 1] = {
    type = "inputs", id = "value", fields = { { id = "value", label = label, value = state.text } },
  }
  if state.hints and #state.hints > 0 then
    widgets[#widgets + 1] = {
      type = "text", style = "muted", text = table.concat(state.hints, "; "),
    }
  end
  if info.verdict ~= nil then
    local text = info.verdict == "right" and "Right!" or "Wrong"
    widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = text }
  end
  if info.revealed then trivium.add_reveal(widgets, analysis(q, state)) end
  return widgets
end

return {
  kind = "question-type",
  id = "numeric",
  api = 1,
  name = "Number",
  hint_cost = 20,
  validate = validate,
  init = function(_) return { text = "", hints = {} } end,
  act = act,
  -- Only a number can be checked: "abc" is not an answer yet.
  complete = function(_, state) return parse(state.text) ~= nil end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = function(q) return { { op = "input", field = "value", text = format(q.value) } } end,
  summary = function(_, state)
    local text = state.text:match("^%s*(.-)%s*$")
    return text == "" and "(no answer)" or text
  end,
}
