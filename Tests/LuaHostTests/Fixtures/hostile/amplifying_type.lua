-- A question type whose results share parts: tables reached by 2^27 paths, one 1 MiB string
-- reached 1,500 times, and validate lists too long or with messages too long.
local function doubling()
  local t = {}
  for _ = 1, 26 do t = { t, t } end
  return t
end

local function strings()
  local text = string.rep("x", 1 << 20)
  local widgets = {}
  for i = 1, 1500 do widgets[i] = { kind = "text", text = text } end
  return widgets
end

local function problems(q)
  local list = {}
  if q.attack == "many_problems" then
    for i = 1, 100000 do list[i] = { field = "text", message = "problem" } end
  elseif q.attack == "long_problems" then
    -- Two-byte characters, so that a cut in the middle of one must back off.
    local message = "x" .. string.rep("é", 1 << 19)
    for i = 1, 3 do list[i] = { field = message, message = message } end
  end
  return list
end

local function none() return nil end

return {
  kind = "question-type", id = "amplifying", api = 1,
  validate = problems,
  init = function(q) if q.attack == "state" then return doubling() end return {} end,
  act = function(q) if q.attack == "act" then return doubling() end return {} end,
  complete = function() return true end,
  grade = function() return { fraction = 1, verdict = "right" } end,
  hint = none, analysis = none,
  view = function(q)
    if q.attack == "doubling" then return doubling() end
    if q.attack == "strings" then return strings() end
    return {}
  end,
  solve = function() return {} end,
  summary = function() return "" end,
}
