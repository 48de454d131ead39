-- An essay (Moodle's `essay`): the player may write an answer, which no one grades here
-- (Moodle leaves it to a teacher). Counted in no score, share or review.
-- State: {text = "..."}.

local PLACEHOLDER = { en = "Your answer (not graded)", ["zh-Hans"] = "你的回答（不评分）" }

return {
  kind = "question-type",
  id = "essay",
  api = 2,
  name = "Essay",
  label = { en = "Essay", ["zh-Hans"] = "论述题" },
  graded = false,
  fields = {
    -- What a good answer holds, for the reader: Moodle's grader information.
    reference = { type = "string" },
  },
  init = function() return { text = "" } end,
  actions = { input = function(_, state, action) state.text = tostring(action.text) end },
  complete = function(_, state) return state.text ~= "" end,
  -- Nothing to mark: the engine never asks for a grade of a type with graded = false.
  grade = function() return false end,
  view = function(_, state)
    return {
      {
        type = "textarea", id = "answer", value = state.text,
        placeholder = trivium.text(PLACEHOLDER),
      },
    }
  end,
  solve = function() return {} end,
  -- Exported as an essay with its reference (docs/plugin-api.md).
  shape = function(q) return { kind = "essay", reference = q.reference } end,
}
