-- Embedded answers (Moodle's cloze, `multianswer`): several parts in one text, each shown at
-- its `{#n}` there: a short answer, a number within a tolerance, or a choice of one option or
-- several. Each part is graded as Moodle grades its sub-question (the first answer that
-- matches gives its grade; a choice of several adds its options' grades), and the question's
-- grade is the mean of the parts' grades weighted by their `weight`s.
-- An answer's grade: `right = true` (Moodle's `=`), `percent = 50` (`%50%`), else 0.
-- State: {values = {"typed", ...} (per part; "" for a choice), chosen = {{"B"}, ...} (per
-- part, the option keys picked), order = {{2, 1, 3}, ...} (per part, its options in the order
-- shown)}.

local graded = require("answers")
local keys = require("keys")
local numbers = require("numbers")
local text = require("text")
local words = require("words")

local KINDS = { short = true, number = true, choice = true }
local LAYOUTS = { dropdown = true, vertical = true, horizontal = true }
local MAX_ANSWERS = 100

local PLACE = { en = "{#%d}", ["zh-Hans"] = "{#%d}" }
local COLON = { en = "%s: %s", ["zh-Hans"] = "%s：%s" }

local function place(i) return trivium.text(PLACE):format(i) end

-- An answer's grade as Moodle stores it, before a choice of several is scaled.
local stated = graded.grade

-- Per part, each answer's grade as Moodle grades it. A choice of several is scaled as
-- Moodle's import scales it: the positive grades to add up to 1, and when no answer states a
-- percentage, each wrong option taking off as much as one right one gives.
local fractions = trivium.per_question(function(q)
  local all = {}
  for i, part in ipairs(q.parts) do
    local list, total, specific = {}, 0.0, false
    -- `validate` asks for these before every part is known to be well formed.
    local answers = trivium.is_list(part.answers) and part.answers or {}
    for j, answer in ipairs(answers) do
      list[j] = stated(answer)
      if list[j] > 0 then total = total + list[j] end
      -- Moodle reads `%0%` as no grade given.
      if type(answer) == "table" and type(answer.percent) == "number" and answer.percent ~= 0 then
        specific = true
      end
    end
    if part.kind == "choice" and part.multiple and total > 0 then
      for j, f in ipairs(list) do
        if f > 0 then
          list[j] = f / total
        elseif not specific then
          list[j] = -1 / total
        end
      end
    end
    all[i] = list
  end
  return all
end)

-- The key of option `j` of part `i`: "2B".
local function key_of(i, j) return i .. keys.name(j) end

-- Folding as Moodle's short answer compares: case unless `case_sensitive`, `*` any text.
local function folding(part)
  return { case_sensitive = part.case_sensitive == true, wildcards = true }
end

-- The index of the answer a typed value matches first, or nil.
local function typed_match(part, value)
  if part.kind == "number" then return graded.first_number(part.answers, numbers.parse(value)) end
  local fold = folding(part)
  local given = text.normalize(fold, (value:gsub("^%s+", ""):gsub("%s+$", "")))
  return graded.first_text(part.answers, fold, given)
end

-- The option index of a key of part `i`, or nil.
local function option_index(q, i, key)
  for j = 1, #q.parts[i].answers do
    if key_of(i, j) == key then return j end
  end
  return nil
end

-- A part's grade: the first answer typed matches, or the options picked.
local function part_fraction(q, state, i)
  local part, list = q.parts[i], fractions(q)[i]
  if part.kind ~= "choice" then
    local j = typed_match(part, state.values[i])
    return j and list[j] or 0.0
  end
  local sum = 0.0
  for _, key in ipairs(state.chosen[i]) do sum = sum + list[option_index(q, i, key)] end
  -- Moodle bounds a choice of several to 0..1; a single choice's grade is the option's.
  if part.multiple then sum = math.max(0.0, math.min(1.0, sum)) end
  return sum
end

local function validate_answer(part, i, j, answer, problem)
  graded.check(answer, ("part %d, answer %d"):format(i, j), part.kind == "number", problem)
end

-- What Moodle's own checks refuse, and what the text must hold: each part's `{#n}` once.
local function validate(q)
  local problems = {}
  local function problem(message) problems[#problems + 1] = { field = "parts", message = message } end
  local total = 0
  for i, part in ipairs(q.parts) do
    if not KINDS[part.kind] then
      problem(("part %d: kind must be \"short\", \"number\" or \"choice\""):format(i))
    elseif part.weight ~= nil and (math.type(part.weight) ~= "integer" or part.weight < 0) then
      problem(("part %d: weight must be a whole number of 0 or more"):format(i))
    elseif part.layout ~= nil and not LAYOUTS[part.layout] then
      problem(("part %d: layout must be \"dropdown\", \"vertical\" or \"horizontal\""):format(i))
    elseif not trivium.is_list(part.answers) or #part.answers == 0 then
      problem(("part %d: answers must be a non-empty list"):format(i))
    elseif #part.answers > MAX_ANSWERS then
      problem(("part %d: has %d answers, more than %d"):format(i, #part.answers, MAX_ANSWERS))
    else
      total = total + (part.weight or 1)
      local before = #problems
      for j, answer in ipairs(part.answers) do validate_answer(part, i, j, answer, problem) end
      if #problems == before then
        local best = -math.huge
        for _, f in ipairs(fractions(q)[i]) do best = math.max(best, f) end
        if part.kind == "choice" and #part.answers < 2 then
          problem(("part %d: a choice needs at least 2 options"):format(i))
        elseif part.kind == "choice" and part.multiple and best <= 0 then
          problem(("part %d: no option has a positive grade"):format(i))
        elseif not (part.kind == "choice" and part.multiple) and best < 1 then
          problem(("part %d: no answer gives full marks (right = true or percent = 100)"):format(i))
        end
      end
    end
  end
  if #problems == 0 and total == 0 then problem("the parts' weights add up to 0") end
  local seen = {}
  for n in q.text:gmatch("{#(%d+)}") do
    n = tonumber(n)
    if n < 1 or n > #q.parts then
      problems[#problems + 1] = {
        field = "text", message = ("{#%d} names no part (there are %d)"):format(n, #q.parts),
      }
    elseif seen[n] then
      problems[#problems + 1] = { field = "text", message = ("{#%d} is in the text twice"):format(n) }
    end
    seen[n] = true
  end
  for i = 1, #q.parts do
    if not seen[i] then
      problems[#problems + 1] = {
        field = "text", message = ("the text has no {#%d} for part %d"):format(i, i),
      }
    end
  end
  return problems
end

local function init(q)
  local values, chosen, order = {}, {}, {}
  for i, part in ipairs(q.parts) do
    values[i], chosen[i], order[i] = "", {}, {}
    if part.kind == "choice" then
      for j = 1, #part.answers do order[i][j] = j end
      if part.shuffle then
        for j = #order[i], 2, -1 do
          local k = math.random(j)
          order[i][j], order[i][k] = order[i][k], order[i][j]
        end
      end
    end
  end
  return { values = values, chosen = chosen, order = order }
end

local function text_part(q, field)
  local i = math.tointeger(tonumber(field))
  if i == nil or i < 1 or i > #q.parts or q.parts[i].kind == "choice" then return nil end
  return i
end

local function input(q, state, action)
  local i = text_part(q, action.field)
  if i == nil then error(('input: there is no typed part "%s"'):format(tostring(action.field))) end
  if type(action.text) ~= "string" then error("input: text must be a string") end
  state.values[i] = action.text
end

-- The part and option a key names, or an error naming the action.
local function choice_of(q, op, key)
  local i = math.tointeger(tonumber(tostring(key):match("^(%d+)%u")))
  local j = i and i <= #q.parts and q.parts[i].kind == "choice" and option_index(q, i, key)
  if not j then error(('%s: there is no choice "%s"'):format(op, tostring(key))) end
  return i, j
end

local function select(q, state, action)
  local i = choice_of(q, "select", action.key)
  if q.parts[i].multiple then error(('select: part %d takes several options: toggle them'):format(i)) end
  state.chosen[i] = { action.key }
end

local function toggle(q, state, action)
  local i = choice_of(q, "toggle", action.key)
  if not q.parts[i].multiple then error(('toggle: part %d takes one option: select it'):format(i)) end
  local list = {}
  for _, key in ipairs(state.chosen[i]) do
    if key ~= action.key then list[#list + 1] = key end
  end
  if #list == #state.chosen[i] then
    -- Kept in option order, so that a state reads the same however it was reached.
    list[#list + 1] = action.key
    table.sort(list, function(a, b) return option_index(q, i, a) < option_index(q, i, b) end)
  end
  state.chosen[i] = list
end

local function answered(state, i)
  return state.values[i]:match("%S") ~= nil or #state.chosen[i] > 0
end

local function grade(q, state)
  local sum, total = 0.0, 0
  for i, part in ipairs(q.parts) do
    local weight = part.weight or 1
    sum = sum + weight * part_fraction(q, state, i)
    total = total + weight
  end
  local fraction = math.max(0.0, math.min(1.0, sum / total))
  if fraction >= 1 - 1e-9 then return { fraction = 1.0, verdict = "right" } end
  if fraction <= 0 then return { fraction = 0.0, verdict = "wrong" } end
  return { fraction = fraction, verdict = "partial" }
end

-- A typed part's best answer as a player could type it.
local function best_typed(q, i)
  local part, list = q.parts[i], fractions(q)[i]
  for j, answer in ipairs(part.answers) do
    if list[j] >= 1 then
      if part.kind == "number" then
        return answer.text == "*" and "0" or numbers.format(answer.value)
      end
      return text.example(folding(part), answer.text)
    end
  end
  return ""
end

-- The keys a full answer picks: the option of full marks, or every option of a positive grade.
local function best_keys(q, i)
  local part, list, picked = q.parts[i], fractions(q)[i], {}
  for j = 1, #part.answers do
    if (part.multiple and list[j] > 0) or (not part.multiple and list[j] >= 1 and #picked == 0) then
      picked[#picked + 1] = key_of(i, j)
    end
  end
  return picked
end

local function right_part(q, state, i) return part_fraction(q, state, i) >= 1 - 1e-9 end

local function option_text(q, i, key) return q.parts[i].answers[option_index(q, i, key)].text end

-- The right answer of part `i`, as the analysis and a hint say it.
local function right_text(q, i)
  local part = q.parts[i]
  if part.kind ~= "choice" then
    local answer = best_typed(q, i)
    if part.kind == "number" then
      for j, a in ipairs(part.answers) do
        if fractions(q)[i][j] >= 1 and a.text ~= "*" and (a.tolerance or 0) > 0 then
          answer = answer .. " (± " .. numbers.format(a.tolerance) .. ")"
          break
        end
      end
    end
    return answer
  end
  local texts = {}
  for n, key in ipairs(best_keys(q, i)) do texts[n] = option_text(q, i, key) end
  return table.concat(texts, trivium.text(words.comma))
end

-- Answers the first part that is not right.
local function hint(q, state)
  for i, part in ipairs(q.parts) do
    if not right_part(q, state, i) then
      local new = trivium.copy(state)
      if part.kind == "choice" then
        new.chosen[i] = best_keys(q, i)
      else
        new.values[i] = best_typed(q, i)
      end
      return { state = new, message = trivium.text(COLON):format(place(i), right_text(q, i)) }
    end
  end
  return nil
end

local function any_answered(q, state)
  for i = 1, #q.parts do
    if answered(state, i) then return true end
  end
  return false
end

local function analysis(q, state)
  local parts = {}
  for i = 1, #q.parts do parts[i] = trivium.text(COLON):format(place(i), right_text(q, i)) end
  return {
    correct = trivium.join(parts),
    explanation = q.explanation or "",
    verdict = any_answered(q, state) and grade(q, state).verdict or "unanswered",
  }
end

-- The feedback of the answer a part matched (an option picked, a text typed), once checked.
local function feedback_of(q, state, i)
  local part = q.parts[i]
  local notes = {}
  if part.kind == "choice" then
    for _, key in ipairs(state.chosen[i]) do
      local note = part.answers[option_index(q, i, key)].feedback
      if note and note ~= "" then notes[#notes + 1] = note end
    end
  else
    local j = typed_match(part, state.values[i])
    local note = j and part.answers[j].feedback
    if note and note ~= "" then notes[1] = note end
  end
  return notes
end

local function view(q, state, info)
  local widgets = {}
  local fields = {}
  local function flush()
    if #fields > 0 then
      widgets[#widgets + 1] = { type = "inputs", id = "parts" .. fields[1].id, fields = fields }
      fields = {}
    end
  end
  for i, part in ipairs(q.parts) do
    if part.kind == "choice" then
      flush()
      local list = {}
      for n, j in ipairs(state.order[i]) do
        local key = key_of(i, j)
        list[n] = {
          key = key, text = part.answers[j].text, selected = trivium.contains(state.chosen[i], key),
        }
      end
      widgets[#widgets + 1] = { type = "text", text = place(i), style = "label" }
      widgets[#widgets + 1] = {
        type = "choices", id = "part" .. i, multiple = part.multiple == true, choices = list,
      }
    else
      fields[#fields + 1] = { id = tostring(i), label = place(i), value = state.values[i] }
    end
  end
  flush()
  if info and info.revealed then
    for i = 1, #q.parts do
      for _, note in ipairs(feedback_of(q, state, i)) do
        widgets[#widgets + 1] = {
          type = "text", style = "muted", reveal = true, text = trivium.text(COLON):format(place(i), note),
        }
      end
    end
  end
  return widgets
end

local function solve(q)
  local actions = {}
  for i, part in ipairs(q.parts) do
    if part.kind == "choice" then
      for _, key in ipairs(best_keys(q, i)) do
        actions[#actions + 1] = { op = part.multiple and "toggle" or "select", key = key }
      end
    else
      actions[#actions + 1] = { op = "input", field = tostring(i), text = best_typed(q, i) }
    end
  end
  return actions
end

-- The canonical form (docs/plugin-api.md): the parts as written, each with its defaults.
local function shape(q)
  local parts = {}
  for i, part in ipairs(q.parts) do
    local answers = {}
    for j, a in ipairs(part.answers) do
      answers[j] = {
        text = a.text, value = a.value, tolerance = a.tolerance, right = a.right == true,
        percent = a.percent, feedback = a.feedback,
      }
    end
    parts[i] = {
      kind = part.kind, weight = part.weight or 1, answers = answers,
      case_sensitive = part.case_sensitive == true, multiple = part.multiple == true,
      shuffle = part.shuffle == true, layout = part.layout,
    }
  end
  return { kind = "parts", parts = parts }
end

local function summary(q, state)
  if not any_answered(q, state) then return trivium.text(words.no_answer) end
  local parts = {}
  for i, part in ipairs(q.parts) do
    local shown
    if part.kind == "choice" then
      local texts = {}
      for n, key in ipairs(state.chosen[i]) do texts[n] = option_text(q, i, key) end
      shown = table.concat(texts, trivium.text(words.comma))
    else
      shown = trivium.fold_space(state.values[i])
    end
    parts[i] = shown == "" and "_" or shown
  end
  return trivium.join(parts)
end

return {
  kind = "question-type",
  id = "cloze",
  api = 2,
  name = "Embedded answers",
  label = { en = "Embedded answers", ["zh-Hans"] = "嵌入式答案" },
  hint_cost = 25,
  fields = {
    -- Each {kind = "short" | "number" | "choice", weight = 1, answers = {...}} with, for a
    -- short answer, case_sensitive; for a choice, multiple, shuffle and layout (Moodle's
    -- dropdown, vertical or horizontal: kept for export). An answer: {text = "...", right =
    -- true | percent = 50, feedback = "..."}; a number's {value = 3.14, tolerance = 0.01} or
    -- {text = "*"} for any number.
    parts = { type = "list", of = "map", required = true, non_empty = true, max = 200 },
  },
  validate = validate,
  init = init,
  actions = { input = input, select = select, toggle = toggle },
  complete = function(q, state)
    for i = 1, #q.parts do
      if not answered(state, i) then return false end
    end
    return true
  end,
  grade = grade,
  hint = hint,
  analysis = analysis,
  view = view,
  solve = solve,
  shape = shape,
  summary = summary,
}
