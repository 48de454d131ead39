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

-- The options of `q`, adding to `problems` (when given) what is wrong with them.
function choices.parse(q, problems)
  local out = {}
  for i, option in ipairs(q.options or {}) do
    local key, text, weight, feedback
    if type(option) == "string" then
      key, text = option:match("^(%a)%s*:%s*(.-)%s*$")
      if not key then key, text = option:match("^(%a)%s*：%s*(.-)%s*$") end
      if not key then key, text = i <= #LETTERS and LETTERS:sub(i, i) or tostring(i), option end
    elseif type(option) == "table" and type(option.key) == "string" and option.key ~= ""
        and type(option.text) == "string" then
      key, text, weight, feedback = option.key, option.text, option.weight, option.feedback
      if weight ~= nil and (type(weight) ~= "number" or weight ~= weight) then
        problem(problems, ("option %d: weight must be a number"):format(i))
        weight = nil
      end
      if feedback ~= nil and type(feedback) ~= "string" then
        problem(problems, ("option %d: feedback must be a string"):format(i))
        feedback = nil
      end
    end
    if key == nil then
      problem(problems, ("option %d must be a string or {key = ..., text = ...}"):format(i))
    else
      for _, earlier in ipairs(out) do
        if earlier.key == key then problem(problems, ('option %d repeats the key "%s"'):format(i, key)) end
      end
      out[#out + 1] = { key = key, text = text, weight = weight, feedback = feedback }
    end
  end
  if #out == 1 then problem(problems, "a choice needs at least 2 options") end
  return out
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
