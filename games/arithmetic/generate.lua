-- Arithmetic and unit conversions, generated afresh for every session.
--
-- Every number comes from math.random, which the engine seeds from the session seed: the same
-- seed gives the same questions, so a session replays exactly.

local KEYS = { "A", "B", "C", "D" }

-- The words of the questions, in each language the game offers (game.json `languages`).
local WORDS = {
  en = {
    so = "1 %s = %d %s, so %s %s = %s %s.",
    conversion = "Unit conversion",
    arithmetic = "Mental arithmetic",
  },
  ["zh-Hans"] = {
    so = "1 %s = %d %s，所以 %s %s = %s %s。",
    conversion = "单位换算",
    arithmetic = "心算",
  },
}
local words = WORDS.en

local function pick(list) return list[math.random(#list)] end

-- Whole numbers print without ".0"; others with at most three decimals.
local function show(x)
  if math.type(x) == "integer" then return tostring(x) end
  if x == math.floor(x) then return string.format("%d", math.floor(x)) end
  return (string.format("%.3f", x):gsub("0+$", ""))
end

local function operation()
  local op = pick({ "+", "-", "×", "÷" })
  local a, b, answer
  if op == "+" then
    a, b = math.random(10, 999), math.random(10, 999)
    answer = a + b
  elseif op == "-" then
    a, b = math.random(100, 999), math.random(10, 99)
    answer = a - b
  elseif op == "×" then
    a, b = math.random(2, 19), math.random(2, 19)
    answer = a * b
  else
    -- Built from the product, so the quotient is always whole.
    b, answer = math.random(2, 12), math.random(2, 25)
    a = b * answer
  end
  return {
    text = string.format("%d %s %d = ?", a, op, b),
    answer = answer,
    explanation = string.format(words == WORDS.en and "%d %s %d = %d." or "%d %s %d = %d。", a, op, b, answer),
  }
end

-- factor: how many `to` make one `from`.
local UNITS = {
  { from = "km", to = "m", factor = 1000 },
  { from = "m", to = "cm", factor = 100 },
  { from = "kg", to = "g", factor = 1000 },
  { from = "h", to = "min", factor = 60 },
  { from = "min", to = "s", factor = 60 },
  { from = "L", to = "mL", factor = 1000 },
  { from = "GiB", to = "MiB", factor = 1024 },
}

local function conversion()
  local unit = pick(UNITS)
  -- Halves and quarters keep the answers exact in binary floating point.
  local amount = math.random(1, 40) / pick({ 1, 2, 4 })
  local answer = amount * unit.factor
  if answer == math.floor(answer) then answer = math.floor(answer) end
  return {
    text = string.format("%s %s = ? %s", show(amount), unit.from, unit.to),
    answer = answer,
    unit = unit.to,
    explanation = string.format(
      words.so,
      unit.from, unit.factor, unit.to, show(amount), unit.from, show(answer), unit.to),
  }
end

-- A multiple-choice version: the answer among three near misses, in a random place.
local function choice(question)
  local right = question.answer
  local values, seen = { right }, { [right] = true }
  while #values < 4 do
    local step = math.type(right) == "integer" and math.random(1, 10) or math.random(1, 10) / 2
    local wrong = right + pick({ -1, 1 }) * step
    if wrong >= 0 and not seen[wrong] then
      seen[wrong] = true
      values[#values + 1] = wrong
    end
  end
  for i = #values, 2, -1 do
    local j = math.random(i)
    values[i], values[j] = values[j], values[i]
  end
  local options, answer = {}, nil
  for i, value in ipairs(values) do
    options[i] = show(value) .. (question.unit and (" " .. question.unit) or "")
    if value == right then answer = KEYS[i] end
  end
  return {
    type = "single",
    text = question.text,
    options = options,
    answer = answer,
    explanation = question.explanation,
  }
end

-- The seed is already in math.random; it is passed for generators that want to show it.
-- `lang` is the session's content language: the numbers drawn are the same in every one.
local function generate(_seed, count, lang)
  words = WORDS[lang] or WORDS.en
  local questions = {}
  for n = 1, count do
    local question = (math.random(3) == 1) and conversion() or operation()
    local title = question.unit and words.conversion or words.arithmetic
    if math.random(4) == 1 then
      question = choice(question)
    else
      -- The numeric type reads the right number from `value`.
      question.type = "numeric"
      question.value, question.answer = question.answer, nil
    end
    question.id = string.format("a%d", n)
    question.title = title
    questions[n] = question
  end
  return questions
end

return {
  kind = "game-source",
  id = "arithmetic",
  api = 1,
  name = "Arithmetic and units",
  generate = generate,
}
