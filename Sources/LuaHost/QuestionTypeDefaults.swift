extension Prelude {
  /// Plugin API 2 for question types, the one home of its schema rules and defaults: the end
  /// of the prelude, which returns `define`. The host calls `define(t)` on the table a plugin
  /// returns, before reading it; for a question type with `api = 2` it completes the table in place (every
  /// function the type leaves out, the header and feedback around its view, the schema's
  /// checks and defaults) and returns a field and a message when the schema itself is wrong.
  ///
  /// Lua rather than Swift: it reuses the prelude's `header_widgets` and `add_reveal`, which
  /// api-1 types call themselves, and a default (the analysis plays `solve` through `act`)
  /// runs as one plugin call instead of one crossing per step.
  static let questionTypes = #"""

    local header_widgets, add_reveal = trivium.header_widgets, trivium.add_reveal
    local is_list, contains, per_question = trivium.is_list, trivium.contains, trivium.per_question
    local huge, math_floor = math.huge, math.floor

    local KINDS = {
      any = "any value", boolean = "true or false", integer = "an integer", list = "a list",
      map = "a map", number = "a finite number", string = "a string",
    }
    local PLURAL = {
      any = "values", boolean = "booleans", integer = "integers", list = "lists", map = "maps",
      number = "numbers", string = "strings",
    }
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

    local function kind_name(v)
      if type(v) == "table" then return is_list(v) and "a list" or "a map" end
      if math_type(v) == "integer" then return "an integer" end
      if v ~= v then return "NaN" end
      if v == huge or v == -huge then return "an infinite number" end
      return ({ string = "a string", number = "a number", boolean = "a boolean" })[type(v)] or type(v)
    end

    local function quoted(v)
      if type(v) == "string" then return '"' .. v .. '"' end
      return tostring(v)
    end

    local function describe(spec)
      if spec.type == "list" and spec.of ~= nil then return "a list of " .. PLURAL[spec.of] end
      if spec.one_of ~= nil then
        local names = {}
        for i, v in ipairs(spec.one_of) do names[i] = quoted(v) end
        return "one of " .. table_concat(names, ", ")
      end
      return KINDS[spec.type]
    end

    -- What is wrong with the value `v` of field `name` under `spec`, or nil.
    local function field_problem(name, spec, v)
      if v == nil then
        if spec.required then return ("%s is required: %s"):format(name, describe(spec)) end
        return nil
      end
      if not is_kind(spec.type, v) then
        return ("%s must be %s, not %s"):format(name, describe(spec), kind_name(v))
      end
      if spec.non_empty and (v == "" or (type(v) == "table" and next(v) == nil)) then
        return ("%s must be a non-empty %s"):format(name, spec.type == "map" and "map" or spec.type)
      end
      if spec.of ~= nil then
        for i, item in ipairs(v) do
          if not is_kind(spec.of, item) then
            return ("%s: item %d must be %s, not %s"):format(name, i, KINDS[spec.of], kind_name(item))
          end
        end
      end
      local size, unit = v, nil
      if type(v) == "string" then size, unit = utf8_len(v) or #v, "characters" end
      if type(v) == "table" then size, unit = #v, "items" end
      if type(size) == "number" then
        if spec.min ~= nil and size < spec.min then
          if unit then return ("%s must have at least %s %s"):format(name, spec.min, unit) end
          return ("%s must be at least %s"):format(name, spec.min)
        end
        if spec.max ~= nil and size > spec.max then
          if unit then return ("%s must have at most %s %s"):format(name, spec.max, unit) end
          return ("%s must be at most %s"):format(name, spec.max)
        end
      end
      if spec.one_of ~= nil and not contains(spec.one_of, v) then
        return ("%s must be %s, not %s"):format(name, describe(spec), quoted(v))
      end
      return nil
    end

    -- What is wrong with the schema entry `spec` of field `name`, or nil.
    local function schema_problem(name, spec)
      if type(name) ~= "string" then return "fields: every key must be a field name (a string)" end
      if type(spec) ~= "table" then
        return ('field "%s" must be a table such as {type = "string"}'):format(name)
      end
      for _, key in ipairs(sorted_keys(spec)) do
        if not SETTINGS[key] then
          return ('field "%s": unknown setting %s (known: default, doc, max, min, non_empty, of, one_of, required, type)')
            :format(name, quoted(key))
        end
      end
      if KINDS[spec.type] == nil then
        return ('field "%s": unknown kind %s (known: any, boolean, integer, list, map, number, string)')
          :format(name, quoted(spec.type))
      end
      if spec.of ~= nil and (spec.type ~= "list" or KINDS[spec.of] == nil) then
        return ('field "%s": of names the kind of a list\'s items (any, boolean, integer, list, map, number, string)')
          :format(name)
      end
      for _, key in ipairs({ "min", "max" }) do
        if spec[key] ~= nil and type(spec[key]) ~= "number" then
          return ('field "%s": %s must be a number'):format(name, key)
        end
      end
      if spec.one_of ~= nil and not (is_list(spec.one_of) and #spec.one_of > 0) then
        return ('field "%s": one_of must be a non-empty list of the values allowed'):format(name)
      end
      if spec.default ~= nil then
        local problem = field_problem(name, spec, spec.default)
        if problem then return ('field "%s": its default does not fit: %s'):format(name, problem) end
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

    -- The text of the answer the view's input widgets show.
    local function shown_answer(widgets)
      local parts = {}
      for _, w in ipairs(type(widgets) == "table" and widgets or {}) do
        if type(w) ~= "table" then w = {} end
        if w.type == "choices" then
          local picked = {}
          for _, c in ipairs(w.choices or {}) do
            if c.selected then
              picked[#picked + 1] = (c.text == nil or c.text == "") and tostring(c.key) or (c.key .. ": " .. c.text)
            end
          end
          parts[#parts + 1] = table_concat(picked, ", ")
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
      return table_concat(parts, "; ")
    end

    local defined = raw_setmetatable({}, { __mode = "k" })
    local function define(t)
      if rawget(t, "kind") ~= "question-type" or rawget(t, "api") ~= 2 or defined[t] then return nil end
      defined[t] = true
      local schema = {}
      for name, spec in pairs(COMMON) do schema[name] = spec end
      local fields = rawget(t, "fields")
      if fields ~= nil and type(fields) ~= "table" then
        return "fields", "fields must be a map of field name to {type = ...}"
      end
      for _, name in ipairs(fields and sorted_keys(fields) or {}) do
        local problem = schema_problem(name, fields[name])
        if problem then return name, problem end
        schema[name] = fields[name]
      end
      local names, defaults = sorted_keys(schema), {}
      for _, name in ipairs(names) do
        if schema[name].default ~= nil then defaults[name] = schema[name].default end
      end
      -- The question a type sees: its own table when nothing is missing, else a copy with
      -- the defaults, made once per question.
      local with_defaults = per_question(function(q)
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
        return out or q
      end)

      local own = {}
      for _, name in ipairs({ "validate", "init", "act", "complete", "grade", "hint", "analysis",
          "view", "solve", "summary" }) do
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
            error(('%s: unknown action "%s" (use %s)'):format(id, op, ops), 0)
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
        if not complete(q, state) then return "(no answer)" end
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
          for _, action in ipairs(own.solve(q)) do solved = own.act(q, solved, action) end
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
      local label = tostring(rawget(t, "name") or "")
      local draws_header, draws_feedback = rawget(t, "draws_header"), rawget(t, "draws_feedback")
      local draws_analysis, answer_label = rawget(t, "draws_analysis"), rawget(t, "answer_label")
      local function view(q, state, info)
        info = info or {}
        local widgets = {}
        if not draws_header then
          widgets = header_widgets(q, label)
          if type(q.picture) == "string" then
            widgets[#widgets + 1] = {
              type = "picture", source = q.picture,
              alt = type(q.title) == "string" and q.title or "picture",
            }
          end
        end
        local mine = own.view(q, state, info)
        if type(mine) ~= "table" then return mine end
        for _, w in ipairs(mine) do widgets[#widgets + 1] = w end
        if info.verdict ~= nil and not draws_feedback then
          local text = ({ right = "Right!", wrong = "Wrong" })[info.verdict]
          if text == nil then
            text = ("Partly right (%d%%)"):format(math_floor(grade(q, state).fraction * 100 + 0.5))
          end
          widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = text }
        end
        if info.revealed and not draws_analysis then
          add_reveal(widgets, analysis(q, state), answer_label)
        end
        return widgets
      end
      local function validate(q)
        if type(q) ~= "table" then return { { field = "", message = "a question must be a map" } } end
        local problems = {}
        for _, name in ipairs(names) do
          local message = field_problem(name, schema[name], q[name])
          if message then problems[#problems + 1] = { field = name, message = message } end
        end
        -- The type's own checks may rely on the kinds the schema promised.
        if #problems == 0 and own.validate then
          for _, p in ipairs(own.validate(with_defaults(q)) or {}) do problems[#problems + 1] = p end
        end
        return problems
      end

      local function entry(f)
        if f == nil then return nil end
        return function(q, ...) return f(with_defaults(q), ...) end
      end
      t.validate = validate
      t.init, t.act, t.complete = entry(init), entry(own.act), entry(complete)
      t.grade = own.grade and entry(grade)
      t.hint, t.solve = entry(own.hint), entry(own.solve)
      t.view = own.view and entry(view)
      t.analysis, t.summary = entry(analysis), entry(summary)
      return nil
    end

    -- For a driver that requires a type as a module (a benchmark): the table as the engine
    -- completes it.
    function trivium.question_type(t)
      local _, message = define(t)
      if message then error(message, 2) end
      return t
    end

    return define
    """#
}
