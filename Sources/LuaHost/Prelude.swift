/// The trusted Lua that shapes a plugin's globals before the plugin runs. It keeps the
/// originals it wraps in locals, which no plugin can reach (there is no debug library).
/// Its chunk name starts with "=", so errors are blamed on the plugin line that called it.
enum Prelude {
  static let chunkName = "=[trivium sandbox]"

  static let source = #"""
    local host = ...
    local type, error, tostring, tonumber, select, rawget = type, error, tostring, tonumber, select, rawget
    local raw_load, raw_setmetatable = load, setmetatable
    local string_rep, table_move, table_concat, table_sort = string.rep, table.move, table.concat, table.sort
    local utf8_codes, utf8_char, math_type = utf8.codes, utf8.char, math.type
    local utf8_len, utf8_offset = utf8.len, utf8.offset
    local max_string_bytes, max_table_move = host.max_string_bytes, host.max_table_move

    -- Past a limit, the call is over: raise again wherever the plugin would catch the error.
    local check_limits = host.check_limits
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
        error("setmetatable: __gc metamethods are not allowed in plugins (sandbox rule)", 2)
      end
      return raw_setmetatable(t, mt)
    end

    -- Text chunks only, in the plugin's own globals unless it passes an environment.
    function load(chunk, name, mode, env)
      if type(chunk) ~= "string" then
        error("load: only text chunks given as strings are allowed in plugins (sandbox rule)", 2)
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
          error(("string.rep: the result would be %.0f bytes from %.0f copies; the sandbox limit is %d bytes")
            :format(bytes, count, max_string_bytes), 2)
        end
      end
      return string_rep(s, n, sep)
    end

    -- So does table.move.
    function table.move(a1, f, e, t, a2)
      local first, last = tonumber(f), tonumber(e)
      if first and last and last - first >= max_table_move then
        error(("table.move: %.0f elements; the sandbox limit is %d"):format(last - first + 1, max_table_move), 2)
      end
      return table_move(a1, f, e, t, a2)
    end

    -- Randomness comes from the session's seeded generator, never from the clock.
    math.random = host.random
    function math.randomseed()
      error("math.randomseed: randomness is seeded by the session; use math.random or trivium.random", 2)
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
      if type(name) ~= "string" then error("require: the module name must be a string", 2) end
      local module = loaded[name]
      if module ~= nil then return module end
      if loading[name] then error("require: module '" .. name .. "' requires itself", 2) end
      local source, chunkname = host.load_module(name)
      local chunk, err = raw_load(source, chunkname, "t", _ENV)
      if not chunk then error(err, 0) end
      loading[name] = true
      local mark <close> = raw_setmetatable({ name }, loading_done)
      module = chunk(name)
      if module == nil then module = true end
      loaded[name] = module
      return module
    end

    local function sorted_keys(t)
      local keys = {}
      for k in pairs(t) do keys[#keys + 1] = k end
      table_sort(keys, function(a, b)
        local ta, tb = type(a), type(b)
        if ta ~= tb then return ta < tb end
        if ta == "number" or ta == "string" then return a < b end
        return tostring(a) < tostring(b)
      end)
      return keys
    end

    -- The ASCII twin of the full-width form whose last two UTF-8 bytes are `b2` and `b3`.
    local byte, sub, string_char = string.byte, string.sub, string.char
    local function full_width_twin(b2, b3)
      local code = 0xF000 + (byte(b2) - 0x80) * 64 + (byte(b3) - 0x80)
      if code >= 0xFF01 and code <= 0xFF5E then return string_char(code - 0xFEE0) end
      return nil
    end

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
            problems[#problems + 1] = { field = field, message = field .. " must be a string" }
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
        widgets[#widgets + 1] = {
          type = "feedback", verdict = result.verdict, text = (label or "Answer") .. ": " .. result.correct,
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
      -- `f(q)` computed once per question table: the engine passes the same table for the
      -- same question, so a type can parse its options once instead of in every call. The
      -- result is shared between calls: treat it as read-only.
      per_question = function(f)
        local cache = raw_setmetatable({}, { __mode = "k" })
        return function(q)
          if type(q) ~= "table" then return f(q) end
          local hit = cache[q]
          if hit == nil then
            hit = f(q)
            cache[q] = hit
          end
          return hit
        end
      end,
    }
    """# + "\n" + moves + "\n" + questionTypes
}
