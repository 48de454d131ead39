-- Graded answers as Moodle keeps a short answer's or a number's: a list in the order written,
-- the first that matches what was typed giving its grade and its feedback. Shared by `fill`,
-- `numeric` and `cloze`. An answer is {text = "...", right = true | percent = 50,
-- feedback = "..."}, a number's {value = 3.14, tolerance = 0.01, ...} or {text = "*", ...}
-- (any number).

local numbers = require("numbers")
local text = require("text")

local answers = {}

-- An answer's grade: `right = true` (Moodle's `=`) is 1, `percent = 50` (`%50%`) 0.5, else 0.
function answers.grade(answer)
  if type(answer) ~= "table" then return 0.0 end
  if answer.right == true then return 1.0 end
  if type(answer.percent) == "number" then return answer.percent / 100 end
  return 0.0
end

-- Calls `problem` with what is wrong with `answer`, named `where` ("part 1, answer 2"); a
-- number's when `number`.
function answers.check(answer, where, number, problem)
  if type(answer) ~= "table" then
    problem(where .. " must be a map such as {text = \"...\", right = true}")
    return
  end
  if number and answer.text ~= "*" then
    if not numbers.is_finite(answer.value) then
      problem(where .. ": value must be a number (or text = \"*\" for any number)")
    end
    if answer.tolerance ~= nil
        and (not numbers.is_finite(answer.tolerance) or answer.tolerance < 0) then
      problem(where .. ": tolerance must be a number of 0 or more")
    end
  elseif type(answer.text) ~= "string" or answer.text:match("^%s*$") then
    problem(where .. ": text must be a string with some text")
  end
  if answer.right ~= nil and answer.right ~= true then problem(where .. ": right must be true or absent") end
  if answer.percent ~= nil then
    if not numbers.is_finite(answer.percent) or answer.percent < -100 or answer.percent > 100 then
      problem(where .. ": percent must be a number from -100 to 100")
    elseif answer.right ~= nil then
      problem(where .. ": give right or percent, not both")
    end
  end
  if answer.feedback ~= nil and type(answer.feedback) ~= "string" then
    problem(where .. ": feedback must be a string")
  end
end

-- The index of the first of the number answers `list` holds `x` (a number or nil), or nil.
function answers.first_number(list, x)
  if x == nil then return nil end
  for j, answer in ipairs(list) do
    if answer.text == "*" or numbers.within(x, answer.value, answer.tolerance or 0) then return j end
  end
  return nil
end

-- The index of the first of the text answers `list` (strings or answers) that `given`, folded
-- as `fold` says (the question, or a part's folding), is, or nil.
function answers.first_text(list, fold, given)
  if given == "" then return nil end
  for j, answer in ipairs(list) do
    local written = type(answer) == "table" and answer.text or answer
    if text.matches(text.pieces(fold, written), given, false) then return j end
  end
  return nil
end

return answers
