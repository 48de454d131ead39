-- Single choice (seed 003, S3.3): pick one option (options are parsed, shuffled and
-- labelled by lib/choices.lua). State: {choice = "A" or "", ruled_out = {"C", ...}}
-- (ruled_out: keys a hint removed), and with `shuffle` `order = {"C", "A", ...}` (the keys
-- in the order shown).

local choices = require("choices")
local words = require("words")

local NOT_THE_ANSWER = { en = '"%s" is not the answer', ["zh-Hans"] = "“%s”不是答案" }

-- What picking an option is worth: the answer's whole mark, another option its own `weight`
-- (Moodle's partial credit in a one-answer choice, "~%50%"), else nothing.
local function worth(q, option)
  if option.key == q.answer then return 1 end
  return option.weight or 0
end

return {
  kind = "question-type",
  id = "single",
  api = 2,
  name = "Single choice",
  label = { en = "Single choice", ["zh-Hans"] = "单选题" },
  hint_cost = 30,
  fields = {
    options = { type = "list", required = true, non_empty = true },
    answer = { type = "string", required = true },
    -- Moodle's "shuffle the choices": the options shown in an order drawn for each session.
    shuffle = { type = "boolean" },
    -- Moodle's `answernumbering`: the options labelled by place in this style.
    numbering = { type = "string", one_of = choices.NUMBERINGS },
  },
  validate = function(q)
    local problems = {}
    local keys, weights = choices.keys(q, problems)
    local answer, count, found = q.answer, #keys, false
    for i = 1, count do
      if keys[i] == answer then
        found = true
        break
      end
    end
    if count > 0 and not found then
      problems[#problems + 1] = {
        field = "answer", message = ('answer "%s" is not the key of an option'):format(answer),
      }
    end
    -- Most options have no weight of their own.
    for i = 1, weights and count or 0 do
      local key, weight = keys[i], weights[i]
      if weight ~= nil and (key == answer and weight ~= 1 or key ~= answer
          and (weight >= 1 or weight < -1)) then
        problems[#problems + 1] = {
          field = "options",
          message = ('the weight of option "%s" must be %s'):format(
            key, key == answer and "1 (it is the answer)" or "from -1 to below 1"),
        }
      end
    end
    return problems
  end,
  init = function(q) return choices.init(q, { choice = "", ruled_out = {} }) end,
  actions = {
    select = function(q, state, action)
      choices.check(q, state, "select", action.key)
      state.choice = action.key
    end,
  },
  complete = function(_, state) return state.choice ~= "" end,
  -- The picked option's worth, kept within 0..1: a partly right option is "partial".
  grade = function(q, state)
    if state.choice == q.answer then return { fraction = 1.0, verdict = "right" } end
    local option = state.choice ~= "" and choices.find(q, state.choice) or nil
    local fraction = option and math.max(0, worth(q, option)) or 0
    if fraction <= 0 then return { fraction = 0.0, verdict = "wrong" } end
    return { fraction = fraction, verdict = "partial" }
  end,
  -- Rule out one wrong option at random while more than two remain.
  hint = function(q, state)
    local new, out = choices.rule_out(q, state, { q.answer }, 2)
    if new == nil then return nil end
    if new.choice == out then new.choice = "" end
    return {
      state = new, message = trivium.text(NOT_THE_ANSWER):format(choices.label(q, state, out)),
    }
  end,
  -- The right option as the player reads it: "A: text" (by its label in the order shown).
  analysis = function(q, state)
    return { correct = choices.describe(q, q.answer, state, trivium.text(words.colon)) }
  end,
  view = function(q, state)
    return {
      choices.widget(q, state, "choice", false, function(key) return state.choice == key end),
    }
  end,
  solve = function(q) return { { op = "select", key = q.answer } } end,
  -- The picked option's own feedback, shown once the answer is checked.
  feedback = function(q, state)
    return choices.feedback(q, function(key) return key == state.choice end)
  end,
  -- The right option is worth the whole mark, any other its weight (nothing by default).
  shape = function(q)
    return choices.shape(q, { q.answer }, function(option) return worth(q, option) end, false)
  end,
}
