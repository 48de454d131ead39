-- Short answer (seed 003, S3.4): free text, graded by the share of keywords it mentions.
-- State: {text = "...", hints = {"keyword a hint gave", ...}}.

local copy = trivium.copy
local is_list = trivium.is_list
local contains = trivium.contains

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

-- Each keyword is a string, or a list of alternatives (any one counts).
local function alternatives(keyword)
  if type(keyword) == "string" then return { keyword } end
  if is_list(keyword) then return keyword end
  return {}
end

local function keywords(q)
  if is_list(q.keywords) then return q.keywords end
  return {}
end

-- Each keyword's alternatives, normalized once per question: grading, hints and solving
-- compare against them on every call.
local folded_keywords = trivium.per_question(function(q)
  local out = {}
  for i, keyword in ipairs(keywords(q)) do
    local words = {}
    for _, word in ipairs(alternatives(keyword)) do
      if type(word) == "string" then
        local folded = normalize(q, word)
        if folded ~= "" then words[#words + 1] = folded end
      end
    end
    out[i] = words
  end
  return out
end)

-- Whether normalized `text` mentions one of the normalized `words`.
local function mentions_any(text, words)
  for _, word in ipairs(words) do
    if text:find(word, 1, true) then return true end
  end
  return false
end

local function validate(q)
  local problems = {}
  if type(q.text) ~= "string" or q.text == "" then
    problems[#problems + 1] = { field = "text", message = "text must be a non-empty string" }
  end
  if type(q.reference) ~= "string" or q.reference == "" then
    problems[#problems + 1] = {
      field = "reference", message = "reference must be a non-empty string (the model answer)",
    }
  end
  if not is_list(q.keywords) or #q.keywords == 0 then
    problems[#problems + 1] = {
      field = "keywords",
      message = "keywords must be a non-empty list: the grade is the share of keywords found",
    }
  else
    for i, keyword in ipairs(q.keywords) do
      local list = alternatives(keyword)
      local ok = #list > 0
      for _, word in ipairs(list) do
        if type(word) ~= "string" or normalize(q, word) == "" then ok = false end
      end
      if not ok then
        problems[#problems + 1] = {
          field = "keywords",
          message = ("keyword %d must be a word or a list of alternative words"):format(i),
        }
      elseif type(q.reference) == "string"
          and not mentions_any(normalize(q, q.reference), folded_keywords(q)[i]) then
        -- The model answer must itself score 1.
        problems[#problems + 1] = {
          field = "reference",
          message = ('the reference does not mention keyword %d ("%s")'):format(i, list[1]),
        }
      end
    end
  end
  for _, field in ipairs({ "case_sensitive", "fold_whitespace", "fold_width" }) do
    if q[field] ~= nil and type(q[field]) ~= "boolean" then
      problems[#problems + 1] = { field = field, message = field .. " must be true or false" }
    end
  end
  trivium.check_strings(q, problems, { "title", "explanation", "code", "type_label", "placeholder" })
  return problems
end

local function act(_, state, action)
  if action.op ~= "input" then
    error(('short: unknown action "%s" (use input)'):format(tostring(action.op)))
  end
  if action.field ~= "answer" then
    error(('input: there is no field "%s" (use "answer")'):format(tostring(action.field)))
  end
  if type(action.text) ~= "string" then error("input: text must be a string") end
  state = copy(state)
  state.text = action.text
  return state
end

local function grade(q, state)
  local list, found = folded_keywords(q), 0
  local text = normalize(q, state.text)
  for _, words in ipairs(list) do
    if mentions_any(text, words) then found = found + 1 end
  end
  if #list > 0 and found == #list then return { fraction = 1.0, verdict = "right" } end
  if found == 0 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = found / #list, verdict = "partial" }
end

local function first_word(keyword) return tostring(alternatives(keyword)[1] or "") end

-- Name the first keyword the answer lacks and no hint named yet.
local function hint(q, state)
  local text = normalize(q, state.text)
  local hints = state.hints or {}
  local folded = folded_keywords(q)
  for i, keyword in ipairs(keywords(q)) do
    local word = first_word(keyword)
    if not mentions_any(text, folded[i]) and not contains(hints, word) then
      local new = copy(state)
      new.hints = new.hints or {}
      new.hints[#new.hints + 1] = word
      return { state = new, message = ('Mention "%s"'):format(word) }
    end
  end
  return nil
end

local function summary(_, state)
  local text = fold_space(state.text)
  if text == "" then return "(no answer)" end
  -- At most 60 characters, so that result screens stay short.
  return trivium.shorten(text, 60)
end

local function analysis(q, state)
  return {
    correct = type(q.reference) == "string" and q.reference or "",
    explanation = type(q.explanation) == "string" and q.explanation or "",
    verdict = fold_space(state.text) == "" and "unanswered" or grade(q, state).verdict,
  }
end

local function view(q, state, info)
  info = info or {}
  local widgets = trivium.header_widgets(q, "Short answer")
  widgets[#widgets + 1] = {
    type = "textarea", id = "answer", value = state.text,
    placeholder = type(q.placeholder) == "string" and q.placeholder or "Your answer",
  }
  if state.hints and #state.hints > 0 then
    widgets[#widgets + 1] = {
      type = "text", style = "muted", text = "Mention: " .. table.concat(state.hints, ", "),
    }
  end
  if info.verdict ~= nil then
    local text = ({ right = "Right!", wrong = "Wrong" })[info.verdict]
    if text == nil then
      text = ("Partly right (%d%%)"):format(math.floor(grade(q, state).fraction * 100 + 0.5))
    end
    widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = text }
  end
  if info.revealed then
    local result = analysis(q, state)
    widgets[#widgets + 1] = {
      type = "feedback", verdict = result.verdict, text = "Reference answer: " .. result.correct,
      reveal = true,
    }
    if result.explanation ~= "" then
      widgets[#widgets + 1] = {
        type = "text", style = "muted", text = result.explanation, reveal = true,
      }
    end
  end
  return widgets
end

-- The reference answer, plus any keyword it does not mention itself.
local function solve(q)
  local text = type(q.reference) == "string" and q.reference or ""
  local extra, folded, reference = {}, folded_keywords(q), normalize(q, text)
  for i, keyword in ipairs(keywords(q)) do
    if not mentions_any(reference, folded[i]) then extra[#extra + 1] = first_word(keyword) end
  end
  if #extra > 0 then text = text .. " (" .. table.concat(extra, ", ") .. ")" end
  return { { op = "input", field = "answer", text = text } }
end

return {
  kind = "question-type",
  id = "short",
  api = 1,
  name = "Short answer",
  hint_cost = 25,
  validate = validate,
  init = function(_) return { text = "", hints = {} } end,
  act = act,
  complete = function(_, state) return fold_space(state.text) ~= "" end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  summary = summary,
}
