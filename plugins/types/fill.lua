-- Fill in the blanks (seed 003, S3.4): one input per blank; the grade is the share of right
-- blanks. State: {values = {"text of blank 1", ...}}.

local copy = trivium.copy
local is_list = trivium.is_list

-- Full-width ASCII forms (U+FF01..U+FF5E) become their ASCII twins; U+3000 a space.
local fold_width = trivium.fold_width
local fold_space = trivium.fold_space

-- The text as the question's folding options compare it.
local function normalize(q, s)
  if q.fold_width ~= false then s = fold_width(s) end
  if q.fold_whitespace ~= false then s = fold_space(s) end
  if q.case_sensitive ~= true then s = s:lower() end
  return s
end

-- Each blank's accepted answers: a string, or a list of alternatives.
local function alternatives(blank)
  if type(blank) == "string" then return { blank } end
  if is_list(blank) then return blank end
  return {}
end

local function blanks(q)
  if is_list(q.blanks) then return q.blanks end
  return {}
end

local function is_right(q, blank, value)
  local given = normalize(q, value)
  if given == "" then return false end
  for _, accepted in ipairs(alternatives(blank)) do
    if type(accepted) == "string" and normalize(q, accepted) == given then return true end
  end
  return false
end

local function field_label(q, i)
  if is_list(q.labels) and type(q.labels[i]) == "string" then return q.labels[i] end
  return "Blank " .. i
end

local function validate(q)
  local problems = {}
  if type(q.text) ~= "string" or q.text == "" then
    problems[#problems + 1] = { field = "text", message = "text must be a non-empty string" }
  end
  if not is_list(q.blanks) or #q.blanks == 0 then
    problems[#problems + 1] = {
      field = "blanks",
      message = "blanks must be a non-empty list: per blank, its answer or a list of alternatives",
    }
  else
    for i, blank in ipairs(q.blanks) do
      local list = alternatives(blank)
      if #list == 0 then
        problems[#problems + 1] = {
          field = "blanks",
          message = ("blank %d must be a string or a non-empty list of strings"):format(i),
        }
      end
      for j, accepted in ipairs(list) do
        if type(accepted) ~= "string" or normalize(q, accepted) == "" then
          problems[#problems + 1] = {
            field = "blanks",
            message = ("blank %d: answer %d must be a string with some text"):format(i, j),
          }
        end
      end
    end
  end
  for _, field in ipairs({ "case_sensitive", "fold_whitespace", "fold_width" }) do
    if q[field] ~= nil and type(q[field]) ~= "boolean" then
      problems[#problems + 1] = { field = field, message = field .. " must be true or false" }
    end
  end
  if q.labels ~= nil then
    local ok = is_list(q.labels) and #q.labels == #blanks(q)
    for _, item in ipairs(ok and q.labels or {}) do
      if type(item) ~= "string" then ok = false end
    end
    if not ok then
      problems[#problems + 1] = {
        field = "labels", message = "labels must be one string per blank",
      }
    end
  end
  trivium.check_strings(q, problems, { "title", "explanation", "code", "type_label" })
  return problems
end

local function init(q)
  local values = {}
  for i = 1, #blanks(q) do values[i] = "" end
  return { values = values }
end

local function act(q, state, action)
  if action.op ~= "input" then
    error(('fill: unknown action "%s" (use input)'):format(tostring(action.op)))
  end
  local index = math.tointeger(tonumber(action.field))
  if index == nil or index < 1 or index > #blanks(q) then
    error(('input: there is no blank "%s" (blanks are "1".."%d")')
      :format(tostring(action.field), #blanks(q)))
  end
  if type(action.text) ~= "string" then error("input: text must be a string") end
  state = copy(state)
  state.values[index] = action.text
  return state
end

local function complete(q, state)
  for i = 1, #blanks(q) do
    if fold_space(state.values[i] or "") == "" then return false end
  end
  return true
end

local function grade(q, state)
  local list, right = blanks(q), 0
  for i, blank in ipairs(list) do
    if is_right(q, blank, state.values[i] or "") then right = right + 1 end
  end
  if #list > 0 and right == #list then return { fraction = 1.0, verdict = "right" } end
  if right == 0 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = right / #list, verdict = "partial" }
end

-- Fill the first blank that is not right with its first accepted answer.
local function hint(q, state)
  for i, blank in ipairs(blanks(q)) do
    if not is_right(q, blank, state.values[i] or "") then
      local answer = alternatives(blank)[1]
      if type(answer) ~= "string" then return nil end
      local new = copy(state)
      new.values[i] = answer
      return { state = new, message = ("%s: %s"):format(field_label(q, i), answer) }
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
  if is_empty(state) then return "(no answer)" end
  local parts = {}
  for i, value in ipairs(state.values) do
    local text = fold_space(value)
    parts[i] = text == "" and "_" or text
  end
  return table.concat(parts, "; ")
end

local function analysis(q, state)
  local parts = {}
  for i, blank in ipairs(blanks(q)) do
    local list = alternatives(blank)
    local text = tostring(list[1] or "")
    if #list > 1 then
      local others = {}
      for j = 2, #list do others[#others + 1] = tostring(list[j]) end
      text = text .. " (or " .. table.concat(others, ", ") .. ")"
    end
    parts[i] = text
  end
  return {
    correct = table.concat(parts, "; "),
    explanation = type(q.explanation) == "string" and q.explanation or "",
    verdict = is_empty(state) and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state, info)
  info = info or {}
  local widgets = trivium.header_widgets(q, "Fill in the blanks")
  local fields = {}
  for i = 1, #blanks(q) do
    fields[i] = { id = tostring(i), label = field_label(q, i), value = state.values[i] or "" }
  end
  widgets[#widgets + 1] = { type = "inputs", id = "blanks", fields = fields }
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
  for i, blank in ipairs(blanks(q)) do
    actions[i] = { op = "input", field = tostring(i), text = tostring(alternatives(blank)[1]) }
  end
  return actions
end

return {
  kind = "question-type",
  id = "fill",
  api = 1,
  name = "Fill in the blanks",
  hint_cost = 25,
  validate = validate,
  init = init,
  act = act,
  complete = complete,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  summary = summary,
}
