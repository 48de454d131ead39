-- Options of a choice question, shared by `single` and `multiple`: {key = "A", text = "...",
-- weight = w, feedback = "..."} or strings; "A：text" / "A: text" name their key, any other
-- string takes the letter of its position. `feedback` is shown once a checked answer picked
-- the option.

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
local contains = trivium.contains

local choices = {}

-- Adds `message` about the options to `problems`, when given.
local function problem(problems, message)
  if problems then problems[#problems + 1] = { field = "options", message = message } end
end

-- The options of `q` read once: their keys in order, beside them each one's weight (nil
-- when none has one: the usual case) and, when `details`, its text and feedback; what is
-- wrong with them is added to `problems` (when given). A check, which needs the keys and
-- weights only, makes no table per option.
local function read(q, problems, details)
  -- Room for four options, the usual most, made at once rather than grown twice.
  local keys, weights, texts, feedbacks, n = { nil, nil, nil, nil }, nil, nil, nil, 0
  if details then texts, feedbacks = {}, {} end
  -- As `ipairs`, without a call per option.
  local options, i = q.options or {}, 1
  local option = options[1]
  while option ~= nil do
    local key, text, weight, feedback
    local kind = type(option)
    if kind == "string" then
      key, text = option:match("^(%a)%s*:%s*(.-)%s*$")
      if not key then key, text = option:match("^(%a)%s*：%s*(.-)%s*$") end
      if not key then key, text = i <= #LETTERS and LETTERS:sub(i, i) or tostring(i), option end
    elseif kind == "table" then
      key, text = option.key, option.text
      if type(key) ~= "string" or key == "" or type(text) ~= "string" then
        key = nil
      else
        weight, feedback = option.weight, option.feedback
        if weight ~= nil and (type(weight) ~= "number" or weight ~= weight) then
          problem(problems, ("option %d: weight must be a number"):format(i))
          weight = nil
        end
        if feedback ~= nil and type(feedback) ~= "string" then
          problem(problems, ("option %d: feedback must be a string"):format(i))
          feedback = nil
        end
      end
    end
    if key == nil then
      problem(problems, ("option %d must be a string or {key = ..., text = ...}"):format(i))
    else
      for j = 1, n do
        if keys[j] == key then problem(problems, ('option %d repeats the key "%s"'):format(i, key)) end
      end
      n = n + 1
      keys[n] = key
      if weight ~= nil then
        weights = weights or {}
        weights[n] = weight
      end
      if details then texts[n], feedbacks[n] = text, feedback end
    end
    i = i + 1
    option = options[i]
  end
  if n == 1 then problem(problems, "a choice needs at least 2 options") end
  return keys, weights, texts, feedbacks
end

-- The options of `q`, adding to `problems` (when given) what is wrong with them.
function choices.parse(q, problems)
  local keys, weights, texts, feedbacks = read(q, problems, true)
  local out = {}
  for i, key in ipairs(keys) do
    out[i] = { key = key, text = texts[i], weight = weights and weights[i], feedback = feedbacks[i] }
  end
  return out
end

-- The keys of the options of `q` in order and their weights beside them (nil when no option
-- has one), adding to `problems` (when given) what is wrong with them, as `choices.parse`.
function choices.keys(q, problems)
  local keys, weights = read(q, problems, false)
  return keys, weights
end

-- Parsed once per question table (validation, which collects problems, parses afresh).
choices.of = trivium.per_question(function(q) return choices.parse(q) end)

-- The option of `q` whose key is `key`, or nil; among `options` (what `choices.parse` gave
-- for `q`) when given.
function choices.find(q, key, options)
  for _, option in ipairs(options or choices.of(q)) do
    if option.key == key then return option end
  end
  return nil
end

-- Refuses an action on a key that is no option or that a hint ruled out.
function choices.check(q, state, op, key)
  if not choices.find(q, key) then error(('%s: there is no option "%s"'):format(op, tostring(key))) end
  if contains(state.ruled_out, key) then
    error(('%s: option "%s" was ruled out by a hint'):format(op, key))
  end
end

-- "A: text" ("A" alone when the text is empty).
function choices.describe(q, key)
  local option = choices.find(q, key)
  if option == nil then return tostring(key) end
  if option.text == "" then return option.key end
  return option.key .. ": " .. option.text
end

-- The `choices` widget: the options no hint ruled out, `selected(key)` telling which are on.
function choices.widget(q, state, id, multiple, selected)
  local list = {}
  for _, option in ipairs(choices.of(q)) do
    if not contains(state.ruled_out, option.key) then
      list[#list + 1] = { key = option.key, text = option.text, selected = selected(option.key) }
    end
  end
  return { type = "choices", id = id, multiple = multiple, choices = list }
end

-- The canonical form of a choice (a type's `shape`): each option with what picking it is worth
-- (`weight(option)`) and its feedback, the right keys, and whether several may be picked.
function choices.shape(q, right, weight, multiple)
  local options = {}
  for i, option in ipairs(choices.of(q)) do
    options[i] = {
      key = option.key, text = option.text, weight = weight(option), feedback = option.feedback,
    }
  end
  return { kind = "choice", options = options, right = right, multiple = multiple }
end

-- The feedback of the picked options (`picked(key)` telling which), in option order: what a
-- type's `feedback` returns once the answer is checked.
function choices.feedback(q, picked)
  local out = {}
  for _, option in ipairs(choices.of(q)) do
    if option.feedback ~= nil and option.feedback ~= "" and picked(option.key) then
      out[#out + 1] = option.feedback
    end
  end
  return out
end

-- A state with one wrong option (not in `right`, not yet ruled out) ruled out at random, and
-- that option's key; nil when fewer than `keep` options would remain or none is wrong.
function choices.rule_out(q, state, right, keep)
  local left, wrong = 0, {}
  for _, option in ipairs(choices.of(q)) do
    if not contains(state.ruled_out, option.key) then
      left = left + 1
      if not contains(right, option.key) then wrong[#wrong + 1] = option.key end
    end
  end
  if left <= keep or #wrong == 0 then return nil end
  local out = wrong[math.random(#wrong)]
  local new = trivium.copy(state)
  new.ruled_out[#new.ruled_out + 1] = out
  return new, out
end

return choices
