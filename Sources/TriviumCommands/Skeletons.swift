import QuizCore

/// The files `trivium new` writes: a complete small question type, games of three questions,
/// and a mod manifest. Each is meant to validate and play as written, then to be changed.
enum Skeletons {
  /// The type's text, every `NAME` in it the id and its `TITLE` the id as words, so that
  /// `trivium list` and the type label name the type the author asked for.
  static func questionType(id: String) -> String {
    typeTemplate.replacingOccurrences(of: "TITLE", with: title(id))
      .replacingOccurrences(of: "NAME", with: id)
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
    "match": [
      sample(
        "q1", "match", "Which capital goes with which country?",
        [
          "pairs": [
            ["left": "France", "right": "Paris"], ["left": "Italy", "right": "Rome"],
            ["left": "Spain", "right": "Madrid"],
          ], "distractors": ["Lyon"],
        ], ""),
      sample(
        "q2", "match", "Which sound goes with which animal?",
        ["pairs": [["left": "cat", "right": "meow"], ["left": "dog", "right": "woof"]]], ""),
      sample(
        "q3", "match", "Which symbol goes with which element?",
        [
          "pairs": [["left": "Gold", "right": "Au"], ["left": "Iron", "right": "Fe"]],
          "shuffle": true,
        ], "Au from aurum, Fe from ferrum."),
    ],
    "description": [
      sample("q1", "description", "The next questions are about the Solar System.", [:], ""),
      sample("q2", "description", "Take your time: nothing here is graded.", [:], ""),
      sample("q3", "description", "That was the last part.", [:], ""),
    ],
    "essay": [
      sample(
        "q1", "essay", "Why do we have seasons?",
        ["reference": "The tilt of the Earth's axis."], ""),
      sample("q2", "essay", "Describe your favourite book in a few lines.", [:], ""),
      sample("q3", "essay", "What would you change in this quiz?", [:], ""),
    ],
    "cloze": [
      sample(
        "q1", "cloze", "{#1} is the capital of France, and 7 × 8 = {#2}.",
        [
          "parts": [
            ["kind": "short", "answers": [["text": "Paris", "right": true]]],
            ["kind": "number", "weight": 2, "answers": [["value": 56, "right": true]]],
          ]
        ], ""),
      sample(
        "q2", "cloze", "The Sun is a {#1}; the Moon is a {#2}.",
        [
          "parts": [
            ["kind": "choice", "answers": [["text": "star", "right": true], ["text": "planet"]]],
            [
              "kind": "choice",
              "answers": [
                ["text": "satellite", "right": true],
                ["text": "star", "feedback": "It only reflects the Sun's light."],
              ],
            ],
          ]
        ], ""),
      sample(
        "q3", "cloze", "Which are prime? {#1} Give π to two decimals: {#2}",
        [
          "parts": [
            [
              "kind": "choice", "multiple": true,
              "answers": [
                ["text": "2", "right": true], ["text": "3", "right": true], ["text": "9"],
              ],
            ],
            [
              "kind": "number",
              "answers": [
                ["value": 3.14, "tolerance": 0.005, "right": true],
                ["value": 3.14, "tolerance": 0.05, "percent": 50],
              ],
            ],
          ]
        ], "9 is 3 × 3."),
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
    -- not belong with the others. Change it freely; docs/plugin-guide.md explains each part
    -- (plugin API 2), and `trivium validate` checks the file.
    --
    -- A question of this type (in a game's questions.json):
    --   {"id": "q1", "type": "NAME", "text": "Which one is not a fruit?",
    --    "items": ["apple", "pear", "carrot"], "odd": "carrot", "explanation": "..."}
    -- State (the player's answer so far): {choice = a key, ruled_out = {keys...}}.
    -- Action (sent by the fronts for a `choices` widget): {op = "select", key = "C"}.

    local KEYS = "ABCDEFGH"

    -- The items as choices keyed A, B, C... in the order the question gives them (marked
    -- `selected` as the player's `state` says, when given), and the key of the odd one.
    local function choices(q, state)
      local out, odd = {}, nil
      for i, text in ipairs(q.items) do
        local key = KEYS:sub(i, i)
        out[i] = { key = key, text = text, selected = state and state.choice == key }
        if text == q.odd then odd = out[i].key end
      end
      return out, odd
    end

    local function odd_key(q) return select(2, choices(q)) end

    return {
      kind = "question-type",
      id = "NAME",
      api = 2,
      name = "TITLE",
      hint_cost = 30,
      -- The engine checks these fields (and text, title, explanation...) and names the field
      -- at fault; `validate` adds what a schema cannot say.
      fields = {
        items = { type = "list", of = "string", required = true, min = 3, max = #KEYS },
        odd = { type = "string", required = true },
      },
      validate = function(q)
        if trivium.contains(q.items, q.odd) then return {} end
        return { { field = "odd", message = "odd must be one of the items" } }
      end,
      init = function() return { ruled_out = {} } end,
      -- Each action gets a copy of the state to change; error() refuses it, with the reason.
      actions = {
        select = function(q, state, action)
          local i = #tostring(action.key) == 1 and KEYS:find(action.key, 1, true)
          if not i or i > #q.items or trivium.contains(state.ruled_out, action.key) then
            error(('select: there is no item "%s" left to pick'):format(tostring(action.key)))
          end
          state.choice = action.key
        end,
      },
      complete = function(_, state) return state.choice ~= nil end,
      grade = function(q, state) return state.choice == odd_key(q) end,
      -- Rules out one item that belongs while more than two are left; nil: no hint left.
      hint = function(q, state)
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
        if new.choice == out.key then new.choice = nil end
        return { state = new, message = ('"%s" belongs with the others'):format(out.text) }
      end,
      -- Only the answer's widgets: the engine adds the question above, the verdict below.
      view = function(q, state)
        local list = {}
        for _, choice in ipairs(choices(q, state)) do
          if not trivium.contains(state.ruled_out, choice.key) then list[#list + 1] = choice end
        end
        return { { type = "choices", id = "choice", multiple = false, choices = list } }
      end,
      -- The actions that answer right from init(q): the oracle bot plays them.
      solve = function(q) return { { op = "select", key = odd_key(q) } } end,
    }

    """#
}
