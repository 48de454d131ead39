-- Typed answers compared as a question's folding options say, shared by `fill` and `short`.

local text = {}

-- `fields` with the options of comparing added: full-width forms to ASCII (`fold_width`),
-- white space trimmed and collapsed (`fold_whitespace`), letters in one case unless
-- `case_sensitive` (`text.fold_case`), and `wildcards`: a `*` in an answer stands for any
-- text, `\*` for a star (Moodle's short-answer wildcard).
function text.with_folding(fields)
  fields.case_sensitive = { type = "boolean", default = false }
  fields.fold_whitespace = { type = "boolean", default = true }
  fields.fold_width = { type = "boolean", default = true }
  fields.wildcards = { type = "boolean", default = false }
  return fields
end

-- Letters outside ASCII whose case folds by a fixed offset: {first, last, offset, step}, a
-- step of 2 being a range where capitals and small letters alternate (capital first). These
-- are the alphabets of European languages (Latin, Greek, Cyrillic, Armenian) and Vietnamese,
-- whose answers Moodle compares regardless of case too (its match is a Unicode one).
local FOLD_RANGES = {
  { 0xC0, 0xD6, 32, 1 }, { 0xD8, 0xDE, 32, 1 }, { 0x100, 0x12F, 1, 2 }, { 0x132, 0x137, 1, 2 },
  { 0x139, 0x148, 1, 2 }, { 0x14A, 0x177, 1, 2 }, { 0x179, 0x17E, 1, 2 }, { 0x1CD, 0x1DC, 1, 2 },
  { 0x1DE, 0x1EF, 1, 2 }, { 0x1F8, 0x21F, 1, 2 }, { 0x222, 0x233, 1, 2 },
  { 0x388, 0x38A, 37, 1 }, { 0x38E, 0x38F, 63, 1 }, { 0x391, 0x3A1, 32, 1 }, { 0x3A3, 0x3AB, 32, 1 },
  { 0x3D8, 0x3EF, 1, 2 }, { 0x400, 0x40F, 80, 1 }, { 0x410, 0x42F, 32, 1 }, { 0x460, 0x481, 1, 2 },
  { 0x48A, 0x4BF, 1, 2 }, { 0x4C1, 0x4CE, 1, 2 }, { 0x4D0, 0x52F, 1, 2 }, { 0x531, 0x556, 48, 1 },
  { 0x1E00, 0x1E95, 1, 2 }, { 0x1EA0, 0x1EFF, 1, 2 }, { 0xFF21, 0xFF3A, 32, 1 },
}
-- Letters that fold to one letter each, as Unicode's simple case folding does: the Greek
-- final sigma compares as a sigma, the capital sharp s as ß, Turkish İ as i.
local FOLD_SINGLE = {
  [0x130] = 0x69, [0x178] = 0xFF, [0x386] = 0x3AC, [0x38C] = 0x3CC, [0x3C2] = 0x3C3,
  [0x4C0] = 0x4CF, [0x1E9E] = 0xDF,
}

local utf8_char, utf8_codepoint = utf8.char, utf8.codepoint

local function fold_letter(letter)
  local code = utf8_codepoint(letter)
  local single = FOLD_SINGLE[code]
  if single then return utf8_char(single) end
  for _, range in ipairs(FOLD_RANGES) do
    local first, last, offset, step = range[1], range[2], range[3], range[4]
    if code >= first and code <= last then
      if step == 2 and (code - first) % 2 == 1 then return letter end
      return utf8_char(code + offset)
    end
  end
  return letter
end

-- `s` with its letters in one case, as Moodle compares a short answer "regardless of case":
-- ASCII letters, and those of the alphabets above (`Über` and `über`, `ΟΔΥΣΣΕΥΣ` and
-- `οδυσσευς` compare equal). Other characters are kept as they are.
function text.fold_case(s)
  s = s:lower()
  if not s:find("[\xC3-\xD5\xE1\xEF]") then return s end
  return (s:gsub("[\xC3-\xF4][\x80-\xBF]+", fold_letter))
end

-- The text as the question's folding options compare it.
function text.normalize(q, s)
  if q.fold_width then s = trivium.fold_width(s) end
  if q.fold_whitespace then s = trivium.fold_space(s) end
  if not q.case_sensitive then s = text.fold_case(s) end
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
-- strings), naming each as `what` ("blank", "keyword"); those `skip(answer)` is true of are
-- the caller's to check.
function text.check_answers(q, problems, field, what, skip)
  for i, answer in ipairs(q[field]) do
    if skip and skip(answer) then goto continue end
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
    ::continue::
  end
  return problems
end

return text
