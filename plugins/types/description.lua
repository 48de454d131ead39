-- An information card (Moodle's `description`): text to read, with no answer and no grade.
-- The session shows it in its place; it is counted in no score, share or review.

return {
  kind = "question-type",
  id = "description",
  api = 2,
  name = "Information",
  label = { en = "Information", ["zh-Hans"] = "说明" },
  graded = false,
  fields = {},
  -- Nothing to act on.
  actions = {},
  -- Nothing to answer: the engine never asks for a grade of a type with graded = false.
  grade = function() return false end,
  view = function() return {} end,
  solve = function() return {} end,
  -- Exported as an information card (docs/plugin-api.md).
  shape = function() return { kind = "card" } end,
}
