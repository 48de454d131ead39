-- Typed answers compared as a question's folding options say, shared by `fill` and `short`.

local text = {}

-- `fields` with the three folding options added: full-width forms to ASCII (`fold_width`),
-- white space trimmed and collapsed (`fold_whitespace`), ASCII letters lowered unless
-- `case_sensitive`.
function text.with_folding(fields)
  fields.case_sensitive = { type = "boolean", default = false }
  fields.fold_whitespace = { type = "boolean", default = true }
  fields.fold_width = { type = "boolean", default = true }
  return fields
end

-- The text as the question's folding options compare it.
function text.normalize(q, s)
  if q.fold_width then s = trivium.fold_width(s) end
  if q.fold_whitespace then s = trivium.fold_space(s) end
  if not q.case_sensitive then s = s:lower() end
  return s
end

-- An answer (a blank's, a keyword's) is a string, or a list of alternatives.
function text.alternatives(answer)
  if type(answer) == "string" then return { answer } end
  if trivium.is_list(answer) then return answer end
  return {}
end

-- Adds to `problems` what is wrong with the answers in `field` (a list of strings or lists of
-- strings), naming each as `what` ("blank", "keyword").
function text.check_answers(q, problems, field, what)
  for i, answer in ipairs(q[field]) do
    local list = text.alternatives(answer)
    local ok = #list > 0
    for _, word in ipairs(list) do
      if type(word) ~= "string" or text.normalize(q, word) == "" then ok = false end
    end
    if not ok then
      problems[#problems + 1] = {
        field = field,
        message = ("%s %d must be a string with some text, or a list of them"):format(what, i),
      }
    end
  end
  return problems
end

return text
