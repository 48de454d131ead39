-- A question type of plugin API 1 as authors write it today: every function spelt out.
return {
  kind = "question-type",
  id = "api1_type",
  api = 1,
  name = "Typed answer",
  validate = function(q)
    if type(q.answer) ~= "string" then return { { field = "answer", message = "answer must be a string" } } end
    return {}
  end,
  init = function() return { text = "" } end,
  act = function(_, state, action)
    if action.op ~= "input" then error("use input") end
    return { text = action.text }
  end,
  complete = function(_, state) return state.text ~= "" end,
  grade = function(q, state)
    if state.text == q.answer then return { fraction = 1.0, verdict = "right" } end
    return { fraction = 0.0, verdict = "wrong" }
  end,
  hint = function() return nil end,
  analysis = function(q, state)
    return { correct = q.answer, explanation = "", verdict = state.text == "" and "unanswered" or "wrong" }
  end,
  view = function(_, state)
    return { { type = "inputs", id = "a", fields = { { id = "a", label = "", value = state.text } } } }
  end,
  solve = function(q) return { { op = "input", field = "a", text = q.answer } } end,
  summary = function(_, state) return state.text end,
}
