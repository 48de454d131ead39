-- Typed answers compared as a question's folding options say, shared by `fill` and `short`.

local text = {}

-- `fields` with the options of comparing added: full-width forms to ASCII (`fold_width`),
-- white space trimmed and collapsed (`fold_whitespace`), ASCII letters lowered unless
-- `case_sensitive`, and `wildcards`: a `*` in an answer stands for any text, `\*` for a star
-- (Moodle's short-answer wildcard).
function text.with_folding(fields)
  fields.case_sensitive = { type = "boolean", default = false }
  fields.fold_whitespace = { type = "boolean", default = true }
  fields.fold_width = { type = "boolean", default = true }
  fields.wildcards = { type = "boolean", default = false }
  return fields
end

-- The text as the question's folding options compare it.
function text.normalize(q, s)
  if q.fold_width then s = trivium.fold_width(s) end
  if q.fold_whitespace then s = trivium.fold_space(s) end
  if not q.case_sensitive then s = s:lower() end
  return s
end

-- An accepted answer ready to compare: its folded text cut at each wildcard, so one piece
-- when the question has no wildcards.
function text.pieces(q, answer)
  local s = text.normalize(q, answer)
  if not q.wildcards then return { s } end
  local pieces, current, i = {}, {}, 1
  while true do
    local at = s:find("[\\*]", i)
    if at == nil then break end
    current[#current + 1] = s:sub(i, at - 1)
    if s:sub(at, at + 1) == "\\*" then
      current[#current + 1] = "*"
      i = at + 2
    elseif s:sub(at, at) == "*" then
      pieces[#pieces + 1] = table.concat(current)
      current = {}
      i = at + 1
    else
      current[#current + 1] = "\\"
      i = at + 1
    end
  end
  current[#current + 1] = s:sub(i)
  pieces[#pieces + 1] = table.concat(current)
  return pieces
end

-- Whether folded `typed` is what `pieces` stand for, or, when `within`, contains it. With
-- stars as the only wildcard, taking each piece at its first place is enough: no backtracking,
-- at most one plain search per piece.
function text.matches(pieces, typed, within)
  local n = #pieces
  local pos, stop, from, to = 1, #typed, 1, n
  if not within then
    if n == 1 then return typed == pieces[1] end
    local first, last = pieces[1], pieces[n]
    stop = #typed - #last
    if stop < #first or typed:sub(1, #first) ~= first or typed:sub(stop + 1) ~= last then
      return false
    end
    pos, from, to = #first + 1, 2, n - 1
  end
  for i = from, to do
    local piece = pieces[i]
    if piece ~= "" then
      local at = typed:find(piece, pos, true)
      if at == nil or at + #piece - 1 > stop then return false end
      pos = at + #piece
    end
  end
  return true
end

-- An answer as a player could type it: with wildcards, the stars dropped (each may stand for
-- nothing) and `\*` written as a star.
function text.example(q, answer)
  if not q.wildcards then return answer end
  return (answer:gsub("\\?%*", function(star) return star == "\\*" and "*" or "" end))
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
