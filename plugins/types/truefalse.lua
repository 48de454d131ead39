-- True or false (seed 003, S3.3): two choices, keys "T" and "F". No hint: any would give the
-- answer away. State: {choice = "T" or "F"}, {} until the player picks.

local function right_key(q) return q.answer and "T" or "F" end

local function label(q, key) return key == "T" and q.labels[1] or q.labels[2] end

return {
  kind = "question-type",
  id = "truefalse",
  api = 2,
  name = "True or false",
  fields = {
    answer = { type = "boolean", required = true },
    -- `labels = {"对", "错"}` renames the two choices.
    labels = { type = "list", of = "string", min = 2, max = 2, default = { "True", "False" } },
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
  summary = function(q, state) return state.choice and label(q, state.choice) or "(no answer)" end,
}
