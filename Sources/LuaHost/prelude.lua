-- The sandbox prelude: trusted Lua that shapes a plugin's globals before the plugin runs, in
-- every session's fresh globals. It keeps the originals it wraps in locals, which no plugin can
-- reach (there is no debug library); its chunk name starts with "=", so errors are blamed on
-- the plugin line that called it. It ends with `trivium.moves` (the actions a generic bot may
-- send on a view) and plugin API 2 for question types (`define`, which it returns: the host
-- calls it on the table a plugin returns, to complete a type of API 2).
--
-- The build embeds this file in the engine's code (SwiftPM's `embedInCode`): it is the one copy.
-- luacheck: globals pcall xpcall coroutine dofile loadfile collectgarbage warn setmetatable load
-- luacheck: globals string table math print require trivium
-- luacheck: ignore 212/mode 211/mark
-- luacheck: max line length 120
local host = ...
local type, error, tostring, tonumber, select, rawget = type, error, tostring, tonumber, select, rawget
local rawequal, next, getmetatable = rawequal, next, getmetatable
local raw_load, raw_setmetatable = load, setmetatable
local string_rep, table_move, table_concat, table_sort = string.rep, table.move, table.concat, table.sort
local utf8_codes, utf8_char, math_type = utf8.codes, utf8.char, math.type
local utf8_len, utf8_offset = utf8.len, utf8.offset
local max_string_bytes, max_table_move = host.max_string_bytes, host.max_table_move

-- The sandbox's own words, by the key PreludeWords.swift gives their English under:
-- `say(key, values)` is the English text (what a plugin sees, catches and logs), and the host
-- remembers it with its words, so that a player reads it in the interface language. A value
-- is a string or, for words within words, `ours(key, values)`.
local host_say = host.say
local function ours(key, values) return { key, values } end
local function say(key, values) return host_say(ours(key, values)) end

-- Past a limit, the call is over: raise again wherever the plugin would catch the error.
local check_limits = host.check_limits
-- Before each question of a batch: the per-call limits start again (`validate_each`). Kept
-- here alone, out of every plugin's reach, since it renews the limits of the call.
local next_item = host.next_item
local raw_pcall, raw_xpcall = pcall, xpcall
local co_resume, co_close = coroutine.resume, coroutine.close
local function checked(...)
  check_limits()
  return ...
end
function pcall(f, ...)
  check_limits()
  return checked(raw_pcall(f, ...))
end
function xpcall(f, handler, ...)
  check_limits()
  return checked(raw_xpcall(f, handler, ...))
end
function coroutine.resume(co, ...) return checked(co_resume(co, ...)) end
function coroutine.close(co) return checked(co_close(co)) end

-- Ways out of the sandbox or around its limits.
dofile, loadfile, collectgarbage, warn = nil, nil, nil, nil

-- A finalizer runs where the count hook cannot stop it: refuse __gc outright.
function setmetatable(t, mt)
  if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
    error(say("gc"), 2)
  end
  return raw_setmetatable(t, mt)
end

-- Text chunks only, in the plugin's own globals unless it passes an environment.
function load(chunk, name, mode, env)
  if type(chunk) ~= "string" then
    error(say("load"), 2)
  end
  local chunkname = "=(load)"
  if type(name) == "string" then chunkname = "=(load " .. name:sub(1, 60) .. ")" end
  return raw_load(chunk, chunkname, "t", env or _ENV)
end

-- string.rep loops inside C, where the count hook never fires.
function string.rep(s, n, sep)
  local count = tonumber(n)
  if count and count > 0 and (type(s) == "string" or type(s) == "number") then
    local sep_len = 0
    if type(sep) == "string" or type(sep) == "number" then sep_len = #tostring(sep) end
    local bytes = count * #tostring(s) + (count - 1) * sep_len
    if count > max_string_bytes or bytes > max_string_bytes then
      error(say("rep", {
        bytes = ("%.0f"):format(bytes), count = ("%.0f"):format(count), limit = ("%d"):format(max_string_bytes),
      }), 2)
    end
  end
  return string_rep(s, n, sep)
end

-- So does table.move.
function table.move(a1, f, e, t, a2)
  local first, last = tonumber(f), tonumber(e)
  if first and last and last - first >= max_table_move then
    error(say("move", { count = ("%.0f"):format(last - first + 1), limit = ("%d"):format(max_table_move) }), 2)
  end
  return table_move(a1, f, e, t, a2)
end

-- Randomness comes from the session's seeded generator, never from the clock.
math.random = host.random
function math.randomseed()
  error(say("randomseed"), 2)
end

local function log(...)
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
  host.log(table_concat(parts, "\t"))
end
print = log

-- require finds only the plugin's own Lua files, through the host. A module that fails
-- is not kept, and its mark is cleared however it ends (a to-be-closed variable), so the
-- next require of the name runs it again and reports its own error, not a loop.
local loaded, loading = {}, {}
local loading_done = { __close = function(mark) loading[mark[1]] = nil end }
function require(name)
  if type(name) ~= "string" then error(say("require-name"), 2) end
  local module = loaded[name]
  if module ~= nil then return module end
  if loading[name] then error(say("require-loop", { name = name }), 2) end
  -- The host's own compilation of the module's text, made once (never a plugin's bytes).
  local code, chunkname = host.load_module(name)
  local chunk, err = raw_load(code, chunkname, "b", _ENV)
  if not chunk then error(err, 0) end
  loading[name] = true
  local mark <close> = raw_setmetatable({ name }, loading_done)
  module = chunk(name)
  if module == nil then module = true end
  loaded[name] = module
  return module
end

local function by_kind_then_value(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta < tb end
  if ta == "number" or ta == "string" then return a < b end
  return tostring(a) < tostring(b)
end
local function sorted_keys(t)
  local keys, strings = {}, true
  for k in pairs(t) do
    keys[#keys + 1] = k
    if strings and type(k) ~= "string" then strings = false end
  end
  -- Keys all strings (the usual case) sort by the same `<` without a Lua call per comparison.
  if strings then
    table_sort(keys)
    return keys
  end
  table_sort(keys, by_kind_then_value)
  return keys
end

-- The ASCII twin of the full-width form whose last two UTF-8 bytes are `b2` and `b3`.
local byte, sub, string_char = string.byte, string.sub, string.char
local function full_width_twin(b2, b3)
  local code = 0xF000 + (byte(b2) - 0x80) * 64 + (byte(b3) - 0x80)
  if code >= 0xFF01 and code <= 0xFF5E then return string_char(code - 0xFEE0) end
  return nil
end

-- The prelude's own words, in each interface language (picked by `trivium.text`).
local answer_word = { en = "Answer", ["zh-Hans"] = "答案" }
local colon = { en = ": ", ["zh-Hans"] = "：" }
local comma = { en = ", ", ["zh-Hans"] = "、" }
local verdict_texts = {
  right = { en = "Right!", ["zh-Hans"] = "答对了！" },
  wrong = { en = "Wrong", ["zh-Hans"] = "答错了" },
  partly = { en = "Partly right (%d%%)", ["zh-Hans"] = "部分正确（%d%%）" },
}

local function copy(value)
  if type(value) ~= "table" then return value end
  local out = {}
  for k, v in pairs(value) do out[k] = copy(v) end
  return out
end

trivium = {
  api_version = host.api_version,
  -- A deep copy of plain data (states are changed on copies, never in place).
  copy = copy,
  -- Whether a value is a list: a table whose keys are exactly 1..n.
  is_list = function(value)
    if type(value) ~= "table" then return false end
    local n = 0
    for _ in pairs(value) do n = n + 1 end
    return n == #value
  end,
  contains = function(list, item)
    for _, x in ipairs(list) do
      if x == item then return true end
    end
    return false
  end,
  -- Full-width ASCII forms (U+FF01-U+FF5E) and the ideographic space to half-width.
  fold_width = function(s)
    if not s:find("[\xE3\xEF]") then return s end
    -- U+FF01..U+FF5E are EF BC 81..EF BD 9E in UTF-8: only those bytes are rewritten.
    s = s:gsub("\xEF([\xBC\xBD])([\x80-\xBF])", full_width_twin)
    return (s:gsub("\xE3\x80\x80", " "))
  end,
  -- Adds "FIELD must be a string" to `problems` for each optional field of `q` that is set
  -- to something else.
  check_strings = function(q, problems, fields)
    for _, field in ipairs(fields) do
      if q[field] ~= nil and type(q[field]) ~= "string" then
        problems[#problems + 1] = { field = field, message = say("must-be-string", { field = field .. "" }) }
      end
    end
    return problems
  end,
  -- The widgets every question starts with: title, type label, text and code block.
  header_widgets = function(q, label)
    local widgets = {}
    if type(q.title) == "string" then
      widgets[#widgets + 1] = { type = "text", style = "title", text = q.title }
    end
    widgets[#widgets + 1] = {
      type = "text", style = "accent",
      text = type(q.type_label) == "string" and q.type_label or label,
    }
    widgets[#widgets + 1] = { type = "text", style = "body", text = tostring(q.text or "") }
    if type(q.code) == "string" then
      widgets[#widgets + 1] = { type = "code", text = q.code, language = q.language or "" }
    end
    return widgets
  end,
  -- Appends the revealed answer and explanation of an analysis (S3.7) to `widgets`, the
  -- answer after `label` ("Answer" unless given).
  add_reveal = function(widgets, result, label)
    -- `label` may be a string or a table of variants by language (see `trivium.text`).
    widgets[#widgets + 1] = {
      type = "feedback", verdict = result.verdict,
      text = trivium.text(label or answer_word) .. trivium.text(colon) .. result.correct,
      reveal = true,
    }
    if result.explanation ~= "" then
      widgets[#widgets + 1] = {
        type = "text", style = "muted", text = result.explanation, reveal = true,
      }
    end
    return widgets
  end,
  -- Trimmed, with every run of white space (ideographic and no-break too) one space.
  fold_space = function(s)
    if s:find("[\xC2\xE3]") then s = s:gsub("\xE3\x80\x80", " "):gsub("\xC2\xA0", " ") end
    s = s:gsub("%s+", " ")
    if byte(s, 1) == 32 then s = sub(s, 2) end
    if byte(s, -1) == 32 then s = sub(s, 1, -2) end
    return s
  end,
  log = log,
  random = host.random,
  -- The characters of a UTF-8 string, as a list of strings.
  chars = function(s)
    local out = {}
    for _, code in utf8_codes(s) do out[#out + 1] = utf8_char(code) end
    return out
  end,
  -- Keys in a fixed order: Lua's own `pairs` order changes from run to run.
  sorted_keys = sorted_keys,
  sorted_pairs = function(t)
    local keys, i = sorted_keys(t), 0
    return function()
      i = i + 1
      local k = keys[i]
      if k ~= nil then return k, t[k] end
    end
  end,
  is_integer = function(x) return math_type(x) == "integer" end,
  -- At most `limit` characters of UTF-8 text, the last of them "…" when it was cut.
  shorten = function(s, limit)
    local length = utf8_len(s)
    if length == nil or length <= limit then return s end
    return sub(s, 1, utf8_offset(s, limit) - 1) .. "…"
  end,
}
-- While a type's `validate` runs, `per_question` keeps only the last question's result (see
-- `trivium.per_question`).
local validating = false
-- `f(q)` computed once per question table: the engine passes the same table for the
-- same question, so a type can parse its options once instead of in every call. The
-- result is shared between calls: treat it as read-only. A question only validated (an
-- import checks hundreds of thousands, and plays a few) leaves no entry behind: within
-- `validate` the last result alone is kept, so `f` may run again once the question is played.
function trivium.per_question(f)
  local cache = raw_setmetatable({}, { __mode = "k" })
  local last_q, last_hit
  return function(q)
    if type(q) ~= "table" then return f(q) end
    local hit = cache[q]
    if hit ~= nil then return hit end
    if validating then
      if rawequal(q, last_q) then return last_hit end
      hit = f(q)
      last_q, last_hit = q, hit
      return hit
    end
    hit = f(q)
    cache[q] = hit
    return hit
  end
end
-- The session's content language and the variant of a localized table for it: the session's
-- language, then the game's default, then English, then the first key in byte order
-- (QuizCore's ContentLanguage, the one rule for game data and plugins alike).
local host_language, host_view_offset = host.language, host.view_offset
function trivium.text(variants)
  if type(variants) ~= "table" then return variants end
  local code, default = host_language()
  local picked = code ~= nil and variants[code] or nil
  if picked == nil and default ~= nil then picked = variants[default] end
  if picked == nil then picked = variants.en end
  if picked == nil then
    local first = sorted_keys(variants)[1]
    if first ~= nil then picked = variants[first] end
  end
  return picked
end
-- `trivium.join(list)`: several answers as one text, with the separator of the session's
-- content language: "；" in Chinese (an answer may hold a "、" or a "，" of its own), "; "
-- in any other language and in a game that declares none, as before.
local JOINERS = { ["zh-Hans"] = "；", ["zh-Hant"] = "；" }
function trivium.join(list)
  return table_concat(list, JOINERS[host_language()] or "; ")
end
-- `trivium.lang`: read when asked, as it is the language of the session being played (nil
-- for a game that declares no languages).
raw_setmetatable(trivium, {
  __index = function(_, key)
    if key == "lang" then return (host_language()) end
  end,
})

-- The words of the view's texts, for a bot that has nothing better to type.
local function words_of(view)
  local words = {}
  for _, widget in ipairs(view) do
    if widget.type == "text" and type(widget.text) == "string" then
      for word in widget.text:gmatch("[^%s%p]+") do words[#words + 1] = word end
    end
  end
  words[#words + 1] = "42"
  return words
end

-- The widget rules (which actions a view offers, which it shows done) live in QuizCore
-- (Widget+Actions.swift), which the terminal front reads too: these only pass the view over.
local host_moves, host_shows = host.moves, host.shows

trivium.moves = function(seen, texts)
  local question = type(seen) == "table" and seen.question or nil
  local view = type(question) == "table" and question.view or nil
  if type(view) ~= "table" then return {} end
  if type(texts) ~= "table" or #texts == 0 then texts = words_of(view) end
  local strings = {}
  for index = 1, #texts do strings[index] = tostring(texts[index]) end
  return host_moves(view, strings)
end

-- Whether the view already shows the effect of `action` (a built-in widget action; false for
-- a type's own).
function trivium.shows(view, action)
  return host_shows(view, { action })[1] == true
end

-- The first of `actions` whose effect the view does not show yet, and its place in the list;
-- nil when the view shows them all. One crossing to the host for the whole list.
function trivium.pending(view, actions)
  if type(actions) ~= "table" or #actions == 0 then return nil end
  local shown = host_shows(view, actions)
  for index = 1, #actions do
    if not shown[index] then return actions[index], index end
  end
  return nil
end

local header_widgets, add_reveal = trivium.header_widgets, trivium.add_reveal
local is_list, contains, per_question = trivium.is_list, trivium.contains, trivium.per_question
local huge, math_floor = math.huge, math.floor

-- The kinds a field may be; each is also the key of its words ("a string"...).
local KINDS = {
  any = true, boolean = true, integer = true, list = true, map = true, number = true, string = true,
}
local PLURAL = {
  any = "values", boolean = "booleans", integer = "integers", list = "lists", map = "maps",
  number = "numbers", string = "strings",
}
local KNOWN_KINDS = "any, boolean, integer, list, map, number, string"
local NON_EMPTY = { string = "empty-string", list = "empty-list", map = "empty-map" }
local SETTINGS = {
  type = true, required = true, default = true, non_empty = true, min = true, max = true,
  of = true, one_of = true, doc = true,
}
-- The fields every question may have; a type's own `fields` entry replaces one.
local COMMON = {
  text = { type = "string", required = true, non_empty = true },
  title = { type = "string" }, explanation = { type = "string" }, code = { type = "string" },
  language = { type = "string" }, type_label = { type = "string" }, picture = { type = "string" },
}

local function is_kind(kind, v)
  if kind == "any" then return v ~= nil end
  if kind == "list" then return is_list(v) end
  if kind == "map" then return type(v) == "table" and (next(v) == nil or not is_list(v)) end
  if kind == "integer" then return math_type(v) == "integer" end
  if kind == "number" then return type(v) == "number" and v == v and v ~= huge and v ~= -huge end
  return type(v) == kind
end

local FOUND = { string = "string", number = "a-number", boolean = "a-boolean" }
local function kind_name(v)
  if type(v) == "table" then return ours(is_list(v) and "list" or "map") end
  if math_type(v) == "integer" then return ours("integer") end
  if v ~= v then return "NaN" end
  if v == huge or v == -huge then return ours("infinite") end
  local key = FOUND[type(v)]
  return key and ours(key) or type(v)
end

local function quoted(v)
  if type(v) == "string" then return '"' .. v .. '"' end
  return tostring(v)
end

local function describe(spec)
  if spec.type == "list" and spec.of ~= nil then return ours("list-of", { kinds = ours(PLURAL[spec.of]) }) end
  if spec.one_of ~= nil then
    local names = {}
    for i, v in ipairs(spec.one_of) do names[i] = quoted(v) end
    return ours("one-of", { values = table_concat(names, ", ") })
  end
  return ours(spec.type)
end

-- What is wrong with the value `v` of field `name` under `spec` (as words), or nil.
local function field_problem(name, spec, v)
  if v == nil then
    if spec.required then return ours("required", { field = name, kind = describe(spec) }) end
    return nil
  end
  if not is_kind(spec.type, v) then
    return ours("wrong-kind", { field = name, kind = describe(spec), found = kind_name(v) })
  end
  if spec.non_empty and (v == "" or (type(v) == "table" and next(v) == nil)) then
    local key = NON_EMPTY[spec.type]
    if key then return ours(key, { field = name }) end
    return ours("empty", { field = name, kind = spec.type })
  end
  if spec.of ~= nil then
    for i, item in ipairs(v) do
      if not is_kind(spec.of, item) then
        return ours("item-kind", { field = name, n = tostring(i), kind = ours(spec.of), found = kind_name(item) })
      end
    end
  end
  local size, unit = v, nil
  if type(v) == "string" then size, unit = utf8_len(v) or #v, "-characters" end
  if type(v) == "table" then size, unit = #v, "-items" end
  if type(size) == "number" then
    if spec.min ~= nil and size < spec.min then
      return ours("min" .. (unit or ""), { field = name, n = tostring(spec.min) })
    end
    if spec.max ~= nil and size > spec.max then
      return ours("max" .. (unit or ""), { field = name, n = tostring(spec.max) })
    end
  end
  if spec.one_of ~= nil and not contains(spec.one_of, v) then
    return ours("wrong-kind", { field = name, kind = describe(spec), found = quoted(v) })
  end
  return nil
end

-- The test of one field in a schema's compiled check (see `compile_schema`): Lua text that
-- returns false when `field_problem` could find something in the value `v`. The common
-- kinds are tested inline; any other setting asks `field_problem` itself.
local function field_test(index, spec)
  local kind, missing = spec.type, spec.required and "return false" or ""
  local plain = spec.one_of == nil and spec.min == nil and spec.max == nil
  local wrong
  if plain and kind == "string" then
    wrong = spec.non_empty and 'type(v) ~= "string" or v == ""' or 'type(v) ~= "string"'
  elseif plain and kind == "boolean" then
    wrong = 'type(v) ~= "boolean"'
  elseif plain and kind == "integer" then
    wrong = 'math_type(v) ~= "integer"'
  elseif plain and kind == "number" then
    wrong = 'type(v) ~= "number" or v ~= v or v == huge or v == -huge'
  elseif plain and kind == "list" and spec.of == nil then
    wrong = spec.non_empty and "not is_list(v) or next(v) == nil" or "not is_list(v)"
  end
  if wrong == nil then
    local call = ("field_problem(names[%d], specs[%d], v)"):format(index, index)
    if spec.required then return ("if %s then return false end"):format(call) end
    return ("if v ~= nil and %s then return false end"):format(call)
  end
  return ("if v == nil then %s elseif %s then return false end"):format(missing, wrong)
end

-- A type's schema as one Lua function, made once per type: true when no field of the
-- question `q` has a problem (`field_problem` would find none), false when one may; only then
-- are the fields looked at one by one for the words. An import checks hundreds of thousands
-- of questions, nearly all of them right. Nil when the text cannot be compiled (a schema
-- of hundreds of fields): the fields are then always looked at one by one.
local function compile_schema(names, schema)
  local specs, lines = {}, {
    "local type, math_type, huge, next, is_list, field_problem, names, specs = ...",
    "return function(q)", "  local v",
  }
  for index, name in ipairs(names) do
    specs[index] = schema[name]
    lines[#lines + 1] = ("  v = q[%q]"):format(name)
    lines[#lines + 1] = "  " .. field_test(index, schema[name])
  end
  lines[#lines + 1] = "  return true"
  lines[#lines + 1] = "end"
  local chunk = raw_load(table_concat(lines, "\n"), "=(schema)", "t", {})
  if chunk == nil then return nil end
  return chunk(type, math_type, huge, next, is_list, field_problem, names, specs)
end

-- What is wrong with the schema entry `spec` of field `name` (as words), or nil.
local function schema_problem(name, spec)
  if type(name) ~= "string" then return ours("field-key") end
  if type(spec) ~= "table" then
    return ours("field-table", { field = name, example = '{type = "string"}' })
  end
  for _, key in ipairs(sorted_keys(spec)) do
    if not SETTINGS[key] then
      return ours("field-setting", {
        field = name, setting = quoted(key), known = "default, doc, max, min, non_empty, of, one_of, required, type",
      })
    end
  end
  if KINDS[spec.type] == nil then
    return ours("field-kind", { field = name, kind = quoted(spec.type), known = KNOWN_KINDS })
  end
  if spec.of ~= nil and (spec.type ~= "list" or KINDS[spec.of] == nil) then
    return ours("field-of", { field = name, known = KNOWN_KINDS })
  end
  for _, key in ipairs({ "min", "max" }) do
    if spec[key] ~= nil and type(spec[key]) ~= "number" then
      return ours("field-number", { field = name, setting = key })
    end
  end
  if spec.one_of ~= nil and not (is_list(spec.one_of) and #spec.one_of > 0) then
    return ours("field-one-of", { field = name })
  end
  if spec.default ~= nil then
    local problem = field_problem(name, spec, spec.default)
    if problem then return ours("field-default", { field = name, problem = problem }) end
  end
  return nil
end

local function non_empty(state)
  if type(state) == "table" then return next(state) ~= nil end
  return state ~= nil and state ~= "" and state ~= false
end

-- `true`/`false` or a fraction stand for the grade they mean.
local function full_grade(g)
  if g == true or (type(g) == "number" and g >= 1) then return { fraction = 1.0, verdict = "right" } end
  if g == false or (type(g) == "number" and g <= 0) then return { fraction = 0.0, verdict = "wrong" } end
  if type(g) == "number" then return { fraction = g, verdict = "partial" } end
  return g
end

-- Appends an answer's own feedback (what a type's `feedback` returns: a text or a list of
-- texts, such as each picked option's) to `widgets`: each non-empty one a text under the
-- verdict. Anything but text is left to the view's check to report.
local function add_feedback(widgets, texts)
  if type(texts) ~= "table" then texts = { texts } end
  for _, text in ipairs(texts) do
    if text ~= "" then widgets[#widgets + 1] = { type = "text", style = "body", text = text } end
  end
end

-- The text of the answer the view's input widgets show.
local function shown_answer(widgets)
  local parts = {}
  for _, w in ipairs(type(widgets) == "table" and widgets or {}) do
    if type(w) ~= "table" then w = {} end
    if w.type == "choices" then
      local picked = {}
      for _, c in ipairs(w.choices or {}) do
        if c.selected then
          -- What the player reads beside the choice: its label when it has one.
          local shown = c.label == nil and tostring(c.key) or tostring(c.label)
          if c.text == nil or c.text == "" then
            picked[#picked + 1] = shown
          else
            picked[#picked + 1] = shown == "" and c.text or (shown .. trivium.text(colon) .. c.text)
          end
        end
      end
      parts[#parts + 1] = table_concat(picked, trivium.text(comma))
    elseif w.type == "inputs" then
      for _, f in ipairs(w.fields or {}) do parts[#parts + 1] = tostring(f.value) end
    elseif w.type == "textarea" then
      parts[#parts + 1] = tostring(w.value)
    elseif w.type == "slots" then
      local chars = {}
      for i, s in ipairs(w.slots or {}) do chars[i] = (s.char == "" or s.char == nil) and "_" or s.char end
      parts[#parts + 1] = table_concat(chars)
    elseif w.type == "sequence" then
      local texts = {}
      for i, item in ipairs(w.items or {}) do texts[i] = tostring(item.text) end
      parts[#parts + 1] = table_concat(texts, " > ")
    end
  end
  return trivium.join(parts)
end

local defined = raw_setmetatable({}, { __mode = "k" })
-- Beside each type's `validate`, the check `validate_each` runs instead (see `accepts` in
-- `define`).
local batch_accepts = raw_setmetatable({}, { __mode = "k" })

-- The copy with defaults each question was given (by any type), beside a deep copy of it as
-- made: `trivium validate` asks whether a type wrote into the copy, as it asks of the
-- question itself (docs/plugin-guide.md promises every such write is named).
local given_copies = raw_setmetatable({}, { __mode = "k" })

local function same(a, b)
  if type(a) ~= "table" or type(b) ~= "table" then return rawequal(a, b) end
  for k, v in next, a do
    if not same(v, rawget(b, k)) then return false end
  end
  for k in next, b do
    if rawget(a, k) == nil then return false end
  end
  return true
end

-- Whether a type wrote into the copy with defaults it was given for the question `q`.
local function copy_written(q)
  local given = given_copies[q]
  if given == nil then return false end
  local ok, unchanged = pcall(same, given[1], given[2])
  return not (ok and unchanged)
end
local function define(t)
  if rawget(t, "kind") ~= "question-type" or rawget(t, "api") ~= 2 or defined[t] then return nil end
  defined[t] = true
  local schema = {}
  for name, spec in pairs(COMMON) do schema[name] = spec end
  local fields = rawget(t, "fields")
  if fields ~= nil and type(fields) ~= "table" then
    return "fields", say("fields-map", { shape = "{type = ...}" })
  end
  for _, name in ipairs(fields and sorted_keys(fields) or {}) do
    local problem = schema_problem(name, fields[name])
    if problem then return name, host_say(problem) end
    schema[name] = fields[name]
  end
  local names, defaults = sorted_keys(schema), {}
  for _, name in ipairs(names) do
    if schema[name].default ~= nil then defaults[name] = schema[name].default end
  end
  local schema_passes = compile_schema(names, schema)
  -- The question a type sees: its own table when nothing is missing, else a copy with
  -- the defaults, made once per question (a type without defaults sees its own table).
  local with_defaults = next(defaults) == nil and function(q) return q end or per_question(function(q)
    if type(q) ~= "table" then return q end
    local out
    for name, value in pairs(defaults) do
      if q[name] == nil then
        if out == nil then
          out = {}
          for k, v in pairs(q) do out[k] = v end
        end
        out[name] = copy(value)
      end
    end
    if out ~= nil then given_copies[q] = { out, copy(out) } end
    return out or q
  end)

  local own = {}
  for _, name in ipairs({ "validate", "init", "act", "complete", "grade", "hint", "analysis",
      "view", "solve", "summary", "shape", "feedback" }) do
    own[name] = rawget(t, name)
  end
  local actions = rawget(t, "actions")
  if own.act == nil and type(actions) == "table" then
    local ops = table_concat(sorted_keys(actions), ", ")
    local id = tostring(rawget(t, "id") or "question type")
    own.act = function(q, state, action)
      local handler = actions[type(action) == "table" and action.op or nil]
      if type(handler) ~= "function" then
        local op = type(action) == "table" and tostring(action.op) or "?"
        error(say("unknown-action", { id = id, op = op, ops = ops }), 0)
      end
      local new = copy(state)
      local result = handler(q, new, action)
      if result == nil then return new end
      return result
    end
  end
  rawset(t, "actions", nil)

  local init = own.init or function() return {} end
  local complete = own.complete or function(_, state) return non_empty(state) end
  local function grade(q, state) return full_grade(own.grade(q, state)) end
  local function summary(q, state)
    if own.summary then return own.summary(q, state) end
    if not complete(q, state) then
      return trivium.text({ en = "(no answer)", ["zh-Hans"] = "（未作答）" })
    end
    return shown_answer(own.view(q, state, {}))
  end
  -- The type's own analysis may leave out `explanation` and `verdict`; without one, the
  -- right answer is the summary of the state its solution leads to.
  local function analysis(q, state)
    local result
    if own.analysis then
      result = own.analysis(q, state)
      if type(result) ~= "table" then return result end
    else
      local solved = init(q)
      for n, action in ipairs(own.solve(q)) do
        -- A refused action of solve would otherwise read as a failure of the view showing
        -- the answer: say that it is solve's, and which action.
        local ok, new = pcall(own.act, q, solved, action)
        if not ok then
          if type(new) ~= "string" then error(new, 0) end
          local op = type(action) == "table" and tostring(action.op) or "?"
          error(say("solve-refused", { n = n, op = op, error = new }), 0)
        end
        solved = new
      end
      result = { correct = summary(q, solved) }
    end
    local verdict = result.verdict
    if verdict == nil then
      verdict = complete(q, state) and grade(q, state).verdict or "unanswered"
    end
    local explanation = result.explanation
    if explanation == nil then explanation = type(q.explanation) == "string" and q.explanation or "" end
    return { correct = result.correct, explanation = explanation, verdict = verdict }
  end
  -- `label` (a string or variants by language) is shown before the text; `name` by default.
  local label = rawget(t, "label") or tostring(rawget(t, "name") or "")
  local draws_header, draws_feedback = rawget(t, "draws_header"), rawget(t, "draws_feedback")
  local draws_analysis, answer_label = rawget(t, "draws_analysis"), rawget(t, "answer_label")
  local function view(q, state, info)
    info = info or {}
    local widgets = {}
    if not draws_header then
      widgets = header_widgets(q, trivium.text(label))
      if type(q.picture) == "string" then
        widgets[#widgets + 1] = {
          type = "picture", source = q.picture,
          alt = type(q.title) == "string" and q.title or "picture",
        }
      end
    end
    host_view_offset(#widgets)
    local mine = own.view(q, state, info)
    -- A view that is not a list (one widget, a list with a hole) goes to the host's check
    -- as it is, which names it: `ipairs` would take it as an empty or cut view, unsaid.
    if type(mine) ~= "table" or not is_list(mine) then return mine end
    for _, w in ipairs(mine) do widgets[#widgets + 1] = w end
    if info.verdict ~= nil and not draws_feedback then
      local text = trivium.text(verdict_texts[info.verdict])
      if text == nil then
        text = trivium.text(verdict_texts.partly):format(math_floor(grade(q, state).fraction * 100 + 0.5))
      end
      widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = text }
      -- The answer's own feedback (the picked options'), under the verdict.
      if own.feedback then add_feedback(widgets, own.feedback(q, state)) end
    end
    if info.revealed and not draws_analysis then
      add_reveal(widgets, analysis(q, state), answer_label)
    end
    return widgets
  end
  -- The type's own `shape` may leave out the question's common texts: they are the question's.
  local function shape(q)
    local own_shape = own.shape(q)
    if type(own_shape) ~= "table" then return own_shape end
    local out = {}
    for k, v in next, own_shape do out[k] = v end
    for _, name in ipairs({ "text", "title", "explanation", "picture", "code" }) do
      if out[name] == nil and type(q[name]) == "string" then out[name] = q[name] end
    end
    return out
  end
  local function validate(q)
    if type(q) ~= "table" then return { { field = "", message = say("question-map") } } end
    local problems = {}
    if not (schema_passes and schema_passes(q)) then
      for _, name in ipairs(names) do
        local problem = field_problem(name, schema[name], q[name])
        if problem then problems[#problems + 1] = { field = name, message = host_say(problem) } end
      end
    end
    -- The type's own checks may rely on the kinds the schema promised.
    if #problems == 0 and own.validate then
      validating = true
      local found = own.validate(with_defaults(q))
      validating = false
      for _, p in ipairs(found or {}) do problems[#problems + 1] = p end
    end
    return problems
  end

  -- Whether `validate` would find no problem in `q`, without making the list of problems: an
  -- import asks it of hundreds of thousands of questions (`validate_each`). False whenever
  -- `validate` might find one (a question that fails the compiled schema, a result of the
  -- type's own check other than nil or a plain empty table): the host then asks `validate`.
  local own_validate, no_defaults = own.validate, next(defaults) == nil
  local function accepts(q)
    if type(q) ~= "table" or not (schema_passes and schema_passes(q)) then return false end
    if own_validate == nil then return true end
    validating = true
    local found = own_validate(no_defaults and q or with_defaults(q))
    validating = false
    return found == nil or type(found) == "table" and next(found) == nil and getmetatable(found) == nil
  end

  local function entry(f)
    if f == nil then return nil end
    return function(q, ...)
      -- A `validate` that raised left the flag set.
      validating = false
      return f(with_defaults(q), ...)
    end
  end
  t.validate = validate
  batch_accepts[validate] = accepts
  t.init, t.act, t.complete = entry(init), entry(own.act), entry(complete)
  t.grade = own.grade and entry(grade)
  t.hint, t.solve = entry(own.hint), entry(own.solve)
  t.view = own.view and entry(view)
  t.analysis, t.summary = entry(analysis), entry(summary)
  t.shape = own.shape and entry(shape)
  return nil
end

-- For a driver that requires a type as a module (a benchmark): the table as the engine
-- completes it.
function trivium.question_type(t)
  local _, message = define(t)
  if message then error(message, 2) end
  return t
end

-- One call of the host for many questions (an import checks hundreds of thousands): runs a
-- type's `validate` on each question of `list` and returns the positions of those it did not
-- plainly accept (a result other than nil or an empty table); for a type `define` completed,
-- by its `accepts`, the same verdict without the lists of problems. The host checks each of
-- those again alone, so that what it reports is word for word what one call says; an error
-- stops the whole batch, which the host then checks question by question. Each question runs
-- under the per-call limits afresh (`next_item`), as in a call of its own: a batch of cheap
-- questions is never stopped for their sum, and one that runs away is stopped where it would
-- be alone.
local function validate_each(validate, list)
  local refused, accepts = {}, batch_accepts[validate]
  if accepts ~= nil then
    for i = 1, #list do
      next_item()
      if not accepts(list[i]) then refused[#refused + 1] = i end
    end
    return refused
  end
  for i = 1, #list do
    next_item()
    local problems = validate(list[i])
    if problems ~= nil and (type(problems) ~= "table" or next(problems) ~= nil) then
      refused[#refused + 1] = i
    end
  end
  return refused
end

return define, copy_written, validate_each
