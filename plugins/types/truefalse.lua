-- True or false (seed 003, S3.3): two choices, keys "T" and "F". No hint: any would give the
-- answer away. State: {choice = "T" or "F"}, {} until the player picks.

local function right_key(q) return q.answer and "T" or "F" end

local words = require("words")

-- The two choices' names when a question gives none, in the session's language.
local DEFAULT_LABELS = {
  en = { "True", "False" },
  ["zh-Hans"] = { "对", "错" },
}

local function label(q, key)
  local labels = q.labels or trivium.text(DEFAULT_LABELS)
  return key == "T" and labels[1] or labels[2]
end

return {
  kind = "question-type",
  id = "truefalse",
  api = 2,
  name = "True or false",
  label = { en = "True or false", ["zh-Hans"] = "判断题" },
  fields = {
    answer = { type = "boolean", required = true },
    -- `labels = {"对", "错"}` renames the two choices.
    labels = { type = "list", of = "string", min = 2, max = 2 },
    -- `feedback = {"if True is picked", "if False is picked"}`, shown once checked ("" for none).
    feedback = { type = "list", of = "string", min = 2, max = 2 },
  },
  actions = {
    select = function(_, state, action)
      if action.key ~= "T" and action.key ~= "F" then
        error(('select: there is no option "%s" (use "T" or "F")'):format(tostring(action.key)))
      end
      state.choice = action.key
    end,
  },
  grade = function(q, state) return state.choice == right_key(q) end,
  view = function(q, state)
    local list = {}
    for i, key in ipairs({ "T", "F" }) do
      list[i] = { key = key, text = label(q, key), selected = state.choice == key }
    end
    return { { type = "choices", id = "choice", multiple = false, choices = list } }
  end,
  solve = function(q) return { { op = "select", key = right_key(q) } } end,
  feedback = function(q, state)
    local texts = q.feedback or {}
    local text = state.choice == "T" and texts[1] or state.choice == "F" and texts[2] or nil
    return (text == nil or text == "") and {} or { text }
  end,
  shape = function(q)
    local texts = q.feedback or {}
    return {
      kind = "truth", truth = q.answer, feedback_true = texts[1], feedback_false = texts[2],
    }
  end,
  summary = function(q, state)
    return state.choice and label(q, state.choice) or trivium.text(words.no_answer)
  end,
}
