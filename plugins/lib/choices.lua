-- Options of a choice question, shared by `single` and `multiple`: {key = "A", text = "...",
-- weight = w, feedback = "..."} or strings; "A：text" / "A: text" name their key, any other
-- string takes the letter of its position. `feedback` is shown once a checked answer picked
-- the option.
--
-- Shuffled options (`shuffle = true`, Moodle's "shuffle the choices"): `choices.init` draws
-- the order shown into the state (`order`, keys); keys never change, so actions, logs and
-- bots name an option as the file does, while the player reads labels given by place in the
-- order shown (`numbering`, Moodle's `answernumbering`: "abc", "ABCD", "123", "iii", "IIII"
-- or "none"; capital letters by default). A question with neither field shows its options
-- in their order, each labelled by its key, as it always did.

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

-- The numbering styles a question may ask for (`numbering`).
choices.NUMBERINGS = { "abc", "ABCD", "123", "iii", "IIII", "none" }

local ROMAN = {
  { 1000, "m" }, { 900, "cm" }, { 500, "d" }, { 400, "cd" }, { 100, "c" }, { 90, "xc" },
  { 50, "l" }, { 40, "xl" }, { 10, "x" }, { 9, "ix" }, { 5, "v" }, { 4, "iv" }, { 1, "i" },
}

local function roman(n)
  local out = {}
  for _, pair in ipairs(ROMAN) do
    while n >= pair[1] do
      out[#out + 1] = pair[2]
      n = n - pair[1]
    end
  end
  return table.concat(out)
end

-- The label of the n-th option shown, numbered in `numbering`; past Z, letters give way to
-- the number.
local function place_label(numbering, n)
  if numbering == "none" then return "" end
  if numbering == "123" or (numbering ~= "iii" and numbering ~= "IIII" and n > #LETTERS) then
    return tostring(n)
  end
  if numbering == "iii" then return roman(n) end
  if numbering == "IIII" then return roman(n):upper() end
  local letter = LETTERS:sub(n, n)
  return numbering == "abc" and letter:lower() or letter
end

-- Whether the options are labelled by their place in the order shown, not by their keys.
local function by_place(q) return q.shuffle == true or q.numbering ~= nil end

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

-- `state` with the order its options are shown in drawn, when the question shuffles them
-- (a type's `init`); no draw otherwise, so that a question without `shuffle` draws the same
-- numbers as before it could shuffle.
function choices.init(q, state)
  if q.shuffle ~= true then return state end
  local order = {}
  for i, option in ipairs(choices.of(q)) do order[i] = option.key end
  for i = #order, 2, -1 do
    local j = math.random(i)
    order[i], order[j] = order[j], order[i]
  end
  state.order = order
  return state
end

-- The options in the order shown: the state's drawn `order`, else the question's.
function choices.shown(q, state)
  if type(state.order) ~= "table" then return choices.of(q) end
  local by_key, out = {}, {}
  for _, option in ipairs(choices.of(q)) do by_key[option.key] = option end
  for i, key in ipairs(state.order) do out[i] = by_key[key] end
  return out
end

-- The label of the n-th option shown of a question that labels its options by place.
function choices.label_at(q, n) return place_label(q.numbering or "ABCD", n) end

-- What the player reads for the option `key`: its label by place in the order shown when
-- the question numbers or shuffles its options, else the key itself.
function choices.label(q, state, key)
  if not by_place(q) then return key end
  for n, option in ipairs(choices.shown(q, state)) do
    if option.key == key then return choices.label_at(q, n) end
  end
  return tostring(key)
end

-- "A: text" as the player reads it (the label and `separator`, ": " when not given; the
-- label alone when the text is empty, the text alone when the label is).
function choices.describe(q, key, state, separator)
  local option = choices.find(q, key)
  if option == nil then return tostring(key) end
  local label = state and choices.label(q, state, key) or option.key
  if option.text == "" then return label end
  if label == "" then return option.text end
  return label .. (separator or ": ") .. option.text
end

-- The `choices` widget: the options no hint ruled out, in the order shown, `selected(key)`
-- telling which are on; each with its `label` when the question labels them by place.
function choices.widget(q, state, id, multiple, selected)
  local list, labelled = {}, by_place(q)
  for n, option in ipairs(choices.shown(q, state)) do
    if not contains(state.ruled_out, option.key) then
      local choice = { key = option.key, text = option.text, selected = selected(option.key) }
      if labelled then choice.label = choices.label_at(q, n) end
      list[#list + 1] = choice
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
  return {
    kind = "choice", options = options, right = right, multiple = multiple,
    shuffle = q.shuffle == true, numbering = q.numbering,
  }
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
