import QuizCore

/// The files `trivium new` writes: a complete small question type, games of three questions,
/// and a mod manifest. Each is meant to validate and play as written, then to be changed.
enum Skeletons {
  /// The id every `NAME` in the type's text becomes.
  static func questionType(id: String) -> String {
    typeTemplate.replacingOccurrences(of: "NAME", with: id)
  }

  /// The built-in question types a new game can be made of, with their sample questions.
  static let builtInSamples: [String: [Value]] = [
    "single": [
      sample(
        "q1", "single", "Which planet is closest to the Sun?",
        ["options": ["A: Venus", "B: Mercury", "C: Mars"], "answer": "B"],
        "Mercury orbits the Sun at about 58 million km."),
      sample(
        "q2", "single", "How many sides has a hexagon?",
        ["options": ["A: 5", "B: 6", "C: 8"], "answer": "B"], "Hexa- means six."),
      sample(
        "q3", "single", "Which gas do plants take in to make sugar?",
        ["options": ["A: Oxygen", "B: Nitrogen", "C: Carbon dioxide"], "answer": "C"],
        "Photosynthesis turns carbon dioxide and water into sugar."),
    ],
    "truefalse": [
      sample("q1", "truefalse", "Water boils at 100 °C at sea level.", ["answer": true], ""),
      sample("q2", "truefalse", "A spider has six legs.", ["answer": false], "It has eight."),
      sample("q3", "truefalse", "The Moon orbits the Earth.", ["answer": true], ""),
    ],
    "numeric": [
      sample("q1", "numeric", "How many minutes are in three hours?", ["value": 180], ""),
      sample(
        "q2", "numeric", "What is 7 × 8?", ["value": 56], "Seven eights are fifty-six."),
      sample(
        "q3", "numeric", "Give π to two decimals.", ["value": 3.14, "tolerance": 0.005], ""),
    ],
  ]

  /// Three questions in the shape of the type `trivium new type` writes.
  static func oddOneOut(type: String) -> [Value] {
    [
      sample(
        "q1", type, "Which one is not a fruit?",
        ["items": ["apple", "pear", "carrot", "plum"], "odd": "carrot"],
        "A carrot is a root vegetable."),
      sample(
        "q2", type, "Which number is not prime?",
        ["items": ["2", "3", "9", "11"], "odd": "9"], "9 is 3 × 3."),
      sample(
        "q3", type, "Which one is not a planet?",
        ["items": ["Mars", "Venus", "Sirius", "Saturn"], "odd": "Sirius"],
        "Sirius is a star."),
    ]
  }

  private static func sample(
    _ id: String, _ type: String, _ text: String, _ fields: ValueMap, _ explanation: String
  ) -> Value {
    var map = fields
    map["id"] = .string(id)
    map["type"] = .string(type)
    map["text"] = .string(text)
    if !explanation.isEmpty { map["explanation"] = .string(explanation) }
    return .map(map)
  }

  /// A game's `game.json`.
  static func gameManifest(id: String, type: String) -> Value {
    [
      "id": .string(id), "title": .string(title(id)), "icon": "?", "rules": "classic",
      "questions": "questions.json",
      "description": .string("Three questions of type '\(type)', made by `trivium new game`."),
    ]
  }

  /// A mod's `mod.json`, requiring `requires` when given.
  static func modManifest(id: String, requires: String?, apiVersion: Int64) -> Value {
    var map: ValueMap = [
      "id": .string(id), "name": .string(title(id)), "version": "0.1.0",
      "api": .int(apiVersion), "description": "Made by `trivium new`.",
    ]
    if let requires { map["requires"] = [.string(requires)] }
    return .map(map)
  }

  /// "odd-one-out" → "Odd one out".
  static func title(_ id: String) -> String {
    let words = id.replacingOccurrences(of: "-", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  private static let typeTemplate = #"""
    -- NAME: a question type made by `trivium new type`: the player picks the item that does
    -- not belong with the others. Change it freely; docs/plugin-guide.md explains each
    -- function, and `trivium validate` checks the file.
    --
    -- A question of this type (in a game's questions.json):
    --   {"id": "q1", "type": "NAME", "text": "Which one is not a fruit?",
    --    "items": ["apple", "pear", "carrot"], "odd": "carrot", "explanation": "..."}
    -- State (the player's answer so far): {choice = "" or a key, ruled_out = {keys...}}.
    -- Action (sent by the fronts for a `choices` widget): {op = "select", key = "C"}.

    local KEYS = "ABCDEFGH"

    -- The items as choices keyed A, B, C... in the order the question gives them.
    local function choices(q)
      local out = {}
      for i, text in ipairs(q.items) do out[#out + 1] = { key = KEYS:sub(i, i), text = text } end
      return out
    end

    -- The choice with this key, or nil.
    local function find(q, key)
      for _, choice in ipairs(choices(q)) do
        if choice.key == key then return choice end
      end
      return nil
    end

    -- The key of the odd item.
    local function odd_key(q)
      for _, choice in ipairs(choices(q)) do
        if choice.text == q.odd then return choice.key end
      end
      return ""
    end

    local function problem(problems, field, message)
      problems[#problems + 1] = { field = field, message = message }
    end

    -- A list of problems, each {field = ..., message = ...}; empty when the question is fine.
    local function validate(q)
      local problems = {}
      if type(q.text) ~= "string" or q.text == "" then
        problem(problems, "text", "text must be a non-empty string")
      end
      if not trivium.is_list(q.items) or #q.items < 3 or #q.items > #KEYS then
        problem(problems, "items", "items must be a list of 3 to 8 strings")
        return problems
      end
      local seen = {}
      for i, item in ipairs(q.items) do
        if type(item) ~= "string" or item == "" then
          problem(problems, "items", ("item %d must be a non-empty string"):format(i))
        elseif seen[item] then
          problem(problems, "items", ('item %d repeats "%s"'):format(i, item))
        end
        seen[item] = true
      end
      if type(q.odd) ~= "string" or not trivium.contains(q.items, q.odd) then
        problem(problems, "odd", "odd must be one of the items")
      end
      return trivium.check_strings(q, problems, { "title", "explanation", "type_label", "code" })
    end

    local function init(_) return { choice = "", ruled_out = {} } end

    -- Returns a new state; error() refuses the action and the player is told why.
    local function act(q, state, action)
      if action.op ~= "select" then
        error(('NAME: unknown action "%s" (use select)'):format(tostring(action.op)))
      end
      if find(q, action.key) == nil then
        error(('select: there is no item "%s"'):format(tostring(action.key)))
      end
      if trivium.contains(state.ruled_out, action.key) then
        error(('select: item "%s" was ruled out by a hint'):format(action.key))
      end
      local new = trivium.copy(state)
      new.choice = action.key
      return new
    end

    local function complete(_, state) return state.choice ~= "" end

    local function grade(q, state)
      if state.choice == odd_key(q) then return { fraction = 1.0, verdict = "right" } end
      return { fraction = 0.0, verdict = "wrong" }
    end

    -- Rules out one item that belongs, while more than two are left; nil when no hint is left.
    local function hint(q, state)
      local candidates = {}
      for _, choice in ipairs(choices(q)) do
        if choice.text ~= q.odd and not trivium.contains(state.ruled_out, choice.key) then
          candidates[#candidates + 1] = choice
        end
      end
      if #candidates < 2 then return nil end
      local out = candidates[math.random(#candidates)]
      local new = trivium.copy(state)
      new.ruled_out[#new.ruled_out + 1] = out.key
      if new.choice == out.key then new.choice = "" end
      return { state = new, message = ('"%s" belongs with the others'):format(out.text) }
    end

    local function analysis(q, state)
      return {
        correct = q.odd,
        explanation = type(q.explanation) == "string" and q.explanation or "",
        verdict = state.choice == "" and "unanswered" or grade(q, state).verdict,
      }
    end

    -- The widgets the fronts draw (and bots read).
    local function view(q, state, info)
      local widgets = trivium.header_widgets(q, "Odd one out")
      local list = {}
      for _, choice in ipairs(choices(q)) do
        if not trivium.contains(state.ruled_out, choice.key) then
          local selected = state.choice == choice.key
          list[#list + 1] = { key = choice.key, text = choice.text, selected = selected }
        end
      end
      widgets[#widgets + 1] = { type = "choices", id = "choice", multiple = false, choices = list }
      if info.verdict ~= nil then
        local text = info.verdict == "right" and "Right!" or "Wrong"
        widgets[#widgets + 1] = { type = "feedback", verdict = info.verdict, text = text }
      end
      if info.revealed then trivium.add_reveal(widgets, analysis(q, state)) end
      return widgets
    end

    -- The actions that answer right from init(q): the oracle bot plays them.
    local function solve(q) return { { op = "select", key = odd_key(q) } } end

    local function summary(q, state)
      local choice = find(q, state.choice)
      return choice and choice.text or "(no answer)"
    end

    return {
      kind = "question-type",
      id = "NAME",
      api = 1,
      name = "Odd one out",
      hint_cost = 30,
      validate = validate,
      init = init,
      act = act,
      complete = complete,
      grade = grade,
      hint = hint,
      analysis = analysis,
      view = view,
      solve = solve,
      summary = summary,
    }

    """#
}
