-- True or false (seed 003, S3.3): two choices, keys "T" and "F".
-- State: {choice = "T", "F" or ""}.

local copy = trivium.copy

-- The two choices; `labels = {"对", "错"}` renames them.
local function choices(q)
  local labels = { "True", "False" }
  if type(q.labels) == "table" and type(q.labels[1]) == "string"
      and type(q.labels[2]) == "string" then
    labels = q.labels
  end
  return { { key = "T", text = labels[1] }, { key = "F", text = labels[2] } }
end

local function right_key(q) return q.answer and "T" or "F" end

local function validate(q)
  local problems = {}
  if type(q.text) ~= "string" or q.text == "" then
    problems[#problems + 1] = { field = "text", message = "text must be a non-empty string" }
  end
  if type(q.answer) ~= "boolean" then
    problems[#problems + 1] = { field = "answer", message = "answer must be true or false" }
  end
  if q.labels ~= nil then
    local ok = type(q.labels) == "table" and #q.labels == 2 and type(q.labels[1]) == "string"
      and type(q.labels[2]) == "string"
    if ok then
      for k in pairs(q.labels) do
        if k ~= 1 and k ~= 2 then ok = false end
      end
    end
    if not ok then
      problems[#problems + 1] = {
        field = "labels",
        message = 'labels must be two strings, for true then false ({"True", "False"})',
      }
    end
  end
  trivium.check_strings(q, problems, { "title", "explanation", "code", "type_label" })
  return problems
end

local function act(_, state, action)
  if action.op ~= "select" then
    error(('truefalse: unknown action "%s" (use select)'):format(tostring(action.op)))
  end
  if action.key ~= "T" and action.key ~= "F" then
    error(('select: there is no option "%s" (use "T" or "F")'):format(tostring(action.key)))
  end
  state = copy(state)
  state.choice = action.key
  return state
end

local function grade(q, state)
  if state.choice == right_key(q) then return { fraction = 1.0, verdict = "right" } end
  return { fraction = 0.0, verdict = "wrong" }
end

local function label(q, key)
  for _, choice in ipairs(choices(q)) do
    if choice.key == key then return choice.text end
  end
  return "(no answer)"
end

local function analysis(q, state)
  return {
    correct = label(q, right_key(q)),
    explanation = type(q.explanation) == "string" and q.explanation or "",
    verdict = state.choice == "" and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state, info)
  info = info or {}
  local widgets = trivium.header_widgets(q, "True or false")
  local list = choices(q)
  for _, choice in ipairs(list) do choice.selected = state.choice == choice.key end
  widgets[#widgets + 1] = { type = "choices", id = "choice", multiple = false, choices = list }
  if info.verdict ~= nil then
    local text = info.verdict == "right" and "Right!" or "Wrong"
    widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = text }
  end
  if info.revealed then trivium.add_reveal(widgets, analysis(q, state)) end
  return widgets
end

return {
  kind = "question-type",
  id = "truefalse",
  api = 1,
  name = "True or false",
  validate = validate,
  init = function(_) return { choice = "" } end,
  act = act,
  complete = function(_, state) return state.choice ~= "" end,
  grade = grade,
  -- Any hint would give the answer away.
  hint = function() return nil end,
  analysis = analysis,
  view = view,
  solve = function(q) return { { op = "select", key = right_key(q) } } end,
  summary = function(q, state) return label(q, state.choice) end,
}
