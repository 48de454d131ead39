-- Short answer (seed 003, S3.4): free text, graded by the share of keywords it mentions.
-- State: {text = "...", hints = {"keyword a hint gave", ...}}.

local shared_words = require("words")
local MENTION = { en = 'Mention "%s"', ["zh-Hans"] = "提到“%s”" }
-- The words hinted so far, under the answer.
local HINT_LEAD = { en = "Mention: %s", ["zh-Hans"] = "要提到：%s" }
local HINT_JOINER = { en = ", ", ["zh-Hans"] = "、" }
local PLACEHOLDER = { en = "Your answer", ["zh-Hans"] = "你的答案" }
local text = require("text")
local fold_space = trivium.fold_space
local alternatives, normalize = text.alternatives, text.normalize

-- Each keyword's alternatives, made ready to compare once per question: grading, hints and
-- solving compare against them on every call.
local folded_keywords = trivium.per_question(function(q)
  local out = {}
  for i, keyword in ipairs(q.keywords) do
    local words = {}
    for _, word in ipairs(alternatives(keyword)) do
      if type(word) == "string" and normalize(q, word) ~= "" then
        words[#words + 1] = text.pieces(q, word)
      end
    end
    out[i] = words
  end
  return out
end)

-- Whether normalized `typed` mentions one of the prepared `words`.
local function mentions_any(typed, words)
  for _, word in ipairs(words) do
    if text.matches(word, typed, true) then return true end
  end
  return false
end

-- A keyword as hints and the solution write it.
local function first_word(q, keyword) return text.example(q, alternatives(keyword)[1]) end

local function validate(q)
  local problems = text.check_answers(q, {}, "keywords", "keyword")
  -- The model answer must itself score 1.
  local reference = normalize(q, q.reference)
  for i, keyword in ipairs(q.keywords) do
    local words = folded_keywords(q)[i]
    if #words > 0 and not mentions_any(reference, words) then
      problems[#problems + 1] = {
        field = "reference",
        message = ('the reference does not mention keyword %d ("%s")'):format(i, first_word(q, keyword)),
      }
    end
  end
  return problems
end

local function input(_, state, action)
  if action.field ~= "answer" then
    error(('input: there is no field "%s" (use "answer")'):format(tostring(action.field)))
  end
  if type(action.text) ~= "string" then error("input: text must be a string") end
  state.text = action.text
end

local function grade(q, state)
  local list, found = folded_keywords(q), 0
  local typed = normalize(q, state.text)
  for _, words in ipairs(list) do
    if mentions_any(typed, words) then found = found + 1 end
  end
  return found / #list
end

-- Name the first keyword the answer lacks and no hint named yet.
local function hint(q, state)
  local typed = normalize(q, state.text)
  for i, keyword in ipairs(q.keywords) do
    local word = first_word(q, keyword)
    if not mentions_any(typed, folded_keywords(q)[i]) and not trivium.contains(state.hints, word) then
      local new = trivium.copy(state)
      new.hints[#new.hints + 1] = word
      return { state = new, message = trivium.text(MENTION):format(word) }
    end
  end
  return nil
end

local function view(q, state)
  local widgets = {
    {
      type = "textarea", id = "answer", value = state.text,
      placeholder = q.placeholder or trivium.text(PLACEHOLDER),
    },
  }
  if #state.hints > 0 then
    local said = table.concat(state.hints, trivium.text(HINT_JOINER))
    widgets[2] = { type = "text", style = "muted", text = trivium.text(HINT_LEAD):format(said) }
  end
  return widgets
end

-- The reference answer, plus any keyword it does not mention itself.
local function solve(q)
  local answer, extra, reference = q.reference, {}, normalize(q, q.reference)
  for i, keyword in ipairs(q.keywords) do
    if not mentions_any(reference, folded_keywords(q)[i]) then extra[#extra + 1] = first_word(q, keyword) end
  end
  if #extra > 0 then answer = answer .. " (" .. table.concat(extra, ", ") .. ")" end
  return { { op = "input", field = "answer", text = answer } }
end

return {
  kind = "question-type",
  id = "short",
  api = 2,
  name = "Short answer",
  label = { en = "Short answer", ["zh-Hans"] = "简答题" },
  hint_cost = 25,
  answer_label = { en = "Reference answer", ["zh-Hans"] = "参考答案" },
  fields = text.with_folding({
    reference = { type = "string", required = true, non_empty = true },
    -- Each keyword is a string, or a list of alternatives (any one counts).
    keywords = { type = "list", required = true, non_empty = true },
    placeholder = { type = "string" },
  }),
  validate = validate,
  init = function() return { text = "", hints = {} } end,
  actions = { input = input },
  complete = function(_, state) return fold_space(state.text) ~= "" end,
  grade = grade,
  hint = hint,
  analysis = function(q) return { correct = q.reference } end,
  view = view,
  solve = solve,
  summary = function(_, state)
    local typed = fold_space(state.text)
    -- At most 60 characters, so that result screens stay short.
    return typed == "" and trivium.text(shared_words.no_answer) or trivium.shorten(typed, 60)
  end,
}
