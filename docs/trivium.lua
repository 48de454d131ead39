---@meta
-- LuaLS (lua-language-server) annotations for Trivium's plugin API, version 2 (version 1
-- still runs): completion and type checks while writing plugins. Not loaded by Trivium. `.luarc.json` at the root of
-- the repository points the language server here; in a mod, copy this file beside your
-- plugins or add its folder to "workspace.library". The contract is docs/plugin-api.md and
-- docs/plugin-guide.md.

---@alias trivium.Verdict "right"|"partial"|"wrong"

---A question as the game file gives it. The engine reads `id`, `type`, `text`, `title`,
---`explanation` and `picture`; every other field belongs to the question type.
---@class trivium.Question
---@field id string unique in the game
---@field type string the question type's id
---@field text? string
---@field title? string
---@field explanation? string
---@field picture? string a file in the game folder
---@field type_label? string the accent label the built-in types show before the text
---@field code? string a code block under the text
---@field language? string the code block's language
---@field [string] any the type's own fields

---An action: a map with `op`, sent by the fronts for a widget, or by a bot.
---@class trivium.Action
---@field op string "select", "toggle", "pick", "unpick", "input", "move" or the type's own
---@field key? string the choice or item (select, toggle, move)
---@field index? integer the tile or slot (pick, unpick)
---@field field? string the input field (input)
---@field text? string the text typed (input)
---@field to? integer the new position (move)

---@class trivium.Problem
---@field field string the question field at fault
---@field message string

---@class trivium.Grade
---@field fraction number 0.0 to 1.0
---@field verdict trivium.Verdict

---@class trivium.Hint
---@field state any the new answer state
---@field message string shown to the player

---@class trivium.Analysis
---@field correct string the right answer, as text
---@field explanation string
---@field verdict? trivium.Verdict|"unanswered"

---What `view` is told about the question's check.
---An option of a choice in its canonical form.
---@class trivium.ShapeOption
---@field key string the key an action names it by
---@field text string the text the player reads
---@field weight number what picking it adds to the grade (negative: takes off); 1 is full marks
---@field feedback? string shown once a checked answer picked it

---A question in the canonical form `trivium export` writes every format from (`shape`).
---@class trivium.Shape
---@field kind "choice"|"truth"|"blanks"|"number"|"pairs"|"card"|"essay"|"parts"
---@field text? string API 2: the question's by default (so are title, explanation, picture, code)
---@field title? string
---@field explanation? string
---@field picture? string
---@field code? string
---@field options? trivium.ShapeOption[] choice: in the order shown
---@field right? string[] choice: the keys of the right options
---@field multiple? boolean choice: whether several options may be picked
---@field truth? boolean truth: the answer
---@field feedback_true? string truth: shown once a checked answer picked true
---@field feedback_false? string truth: shown once a checked answer picked false
---@field blanks? string[][] blanks: per blank, its accepted answers
---@field case_sensitive? boolean blanks: answers told apart by case
---@field wildcards? boolean blanks: `*` stands for any text, `\*` for a star
---@field value? number number: the right value
---@field tolerance? number number: the absolute error allowed (default 0)
---@field unit? string number
---@field pairs? {left: string, right: string}[] pairs: each item with its answer, in order
---@field distractors? string[] pairs: the answers that go with no item
---@field shuffle? boolean pairs: the items shown in an order drawn per session
---@field reference? string essay: what a good answer holds
---@field parts? trivium.ShapePart[] parts: embedded answers, each at its `{#n}` in the text

---A part of embedded answers (Moodle's cloze) in its canonical form.
---@class trivium.ShapePart
---@field kind "short"|"number"|"choice"
---@field weight? integer its share of the question's grade (default 1)
---@field answers trivium.ShapePartAnswer[] in order: the first that matches gives its grade
---@field case_sensitive? boolean short: answers told apart by case
---@field multiple? boolean choice: several options may be picked
---@field shuffle? boolean choice: the options shown in an order drawn per session
---@field layout? "dropdown"|"vertical"|"horizontal" choice: how Moodle lays it out

---An answer of a part: its text (or a number's value and tolerance), grade and feedback.
---@class trivium.ShapePartAnswer
---@field text? string an accepted text or an option; `*` for any number
---@field value? number
---@field tolerance? number
---@field right? boolean full marks (Moodle's `=`)
---@field percent? number the grade in percent (Moodle's `%50%`)
---@field feedback? string shown once the answer is checked

---@class trivium.ViewInfo
---@field verdict? trivium.Verdict the last check's verdict; nil while the answer is neutral
---@field revealed boolean whether the analysis is shown, so the right answer may be revealed

---@alias trivium.TextStyle "title"|"body"|"label"|"accent"|"muted"

---@class trivium.TextWidget
---@field type "text"
---@field text string
---@field style? trivium.TextStyle
---@field reveal? boolean true: part of the analysis (the Analysis panel)

---@class trivium.PictureWidget
---@field type "picture"
---@field source string a file in the game folder
---@field alt? string

---@class trivium.CodeWidget
---@field type "code"
---@field text string
---@field language? string
---@field reveal? boolean true: part of the analysis (the Analysis panel)

---@class trivium.Slot
---@field char string "" when empty
---@field index integer

---@class trivium.SlotsWidget
---@field type "slots"
---@field id string
---@field slots trivium.Slot[]
---@field color? "neutral"|"right"|"wrong"

---@class trivium.Tile
---@field char string
---@field index integer
---@field hidden? boolean true when used up: not drawn, cannot be picked (default false)

---@class trivium.TilesWidget
---@field type "tiles"
---@field id string
---@field columns? integer
---@field tiles trivium.Tile[]
---@field ignore_case? boolean true: a typed letter picks a tile showing it in either case (default false)

---@class trivium.Choice
---@field key string
---@field text string
---@field selected? boolean

---@class trivium.ChoicesWidget The fronts send `select` (or `toggle` when `multiple`).
---@field type "choices"
---@field id string
---@field multiple? boolean
---@field choices trivium.Choice[]

---@class trivium.InputField
---@field id string
---@field label? string
---@field value? string

---@class trivium.InputsWidget The fronts send `input` with the field's id.
---@field type "inputs"
---@field id string
---@field fields trivium.InputField[]

---@class trivium.TextareaWidget The fronts send `input` with the widget's id as the field.
---@field type "textarea"
---@field id string
---@field value? string
---@field placeholder? string

---@class trivium.SequenceItem
---@field key string
---@field text string
---@field position? integer from 1; default: the item's place in the list

---@class trivium.SequenceWidget The fronts send `move` with a key and a position.
---@field type "sequence"
---@field id string
---@field items trivium.SequenceItem[] in the player's current order

---@class trivium.FeedbackWidget
---@field type "feedback"
---@field text string
---@field verdict? trivium.Verdict|"unanswered"
---@field reveal? boolean true: part of the analysis (the Analysis panel)

---@alias trivium.Widget trivium.TextWidget|trivium.PictureWidget|trivium.CodeWidget|trivium.SlotsWidget|trivium.TilesWidget|trivium.ChoicesWidget|trivium.InputsWidget|trivium.TextareaWidget|trivium.SequenceWidget|trivium.FeedbackWidget

---@alias trivium.FieldKind "string"|"boolean"|"number"|"integer"|"list"|"map"|"any"

---What one question field must be (plugin API 2). The engine checks every question against
---the type's `fields` and names the field at fault; an unknown kind or setting is an error
---when the plugin loads, at the line that sets the field.
---@class trivium.FieldSpec
---@field type trivium.FieldKind "number" is a finite number
---@field required? boolean the question must set the field
---@field default? any what the type sees when the question leaves the field out
---@field non_empty? boolean not "", not an empty list or map
---@field min? number least value, or least length of a list or string (in characters)
---@field max? number greatest value, or greatest length
---@field of? trivium.FieldKind the kind of a list's items
---@field one_of? any[] the values allowed
---@field doc? string for people

---An analysis a type of API 2 writes itself may leave out `explanation` and `verdict`: the
---engine fills them in (the question's explanation; "unanswered" while not complete, else
---the grade's verdict).
---@class trivium.PartialAnalysis
---@field correct string the right answer, as text
---@field explanation? string
---@field verdict? trivium.Verdict|"unanswered"

---The table a question-type plugin returns (`plugins/types/<id>.lua`). With `api = 1` every
---function is required. With `api = 2` a type writes `grade`, `view`, `solve` and `act` (or
---`actions`), and the engine supplies the rest: `validate` (the `fields` schema), `init`
---(`{}`), `complete` (the state is not empty), `summary` (the answer the view's input widgets
---show), `analysis` (the answer `solve` leads to); no `hint` means no Hint button. Its `view`
---returns only the answer's widgets: the engine adds the header before them and the
---feedback and revealed answer after, unless the type draws them (`draws_*`).
---@class trivium.QuestionType
---@field kind "question-type"
---@field id string
---@field api 1|2 the plugin API version it is written for
---@field name string also the type label shown before the text (API 2)
---@field hint_cost? integer the default cost of one hint of this type (a rules map entry for the type wins)
---@field auto_check? boolean check as soon as `complete` says so
---@field fields? table<string, trivium.FieldSpec> API 2: the question's own fields
---@field actions? table<string, fun(q: trivium.Question, state: any, action: trivium.Action): any> API 2, instead of `act`: by `op`, each given a copy of the state to change and return (or return nothing); raise error() to refuse
---@field draws_header? boolean API 2: the view draws title, label, text, code and picture itself
---@field draws_feedback? boolean API 2: the view shows the verdict itself
---@field draws_analysis? boolean API 2: the view reveals the answer itself
---@field answer_label? string|table<string, string> API 2: the word before the revealed answer ("Answer"), or one per language
---@field label? string|table<string, string> API 2: the type label shown before the text, or one per language (default `name`)
---@field validate? fun(q: trivium.Question): trivium.Problem[] API 2: runs once the schema found nothing
---@field init? fun(q: trivium.Question): any
---@field act? fun(q: trivium.Question, state: any, action: trivium.Action): any raise error() to refuse
---@field complete? fun(q: trivium.Question, state: any): boolean
---@field grade fun(q: trivium.Question, state: any): trivium.Grade|boolean|number API 2 may return true, false or a fraction
---@field hint? fun(q: trivium.Question, state: any): trivium.Hint|nil
---@field analysis? fun(q: trivium.Question, state: any): trivium.Analysis|trivium.PartialAnalysis
---@field view fun(q: trivium.Question, state: any, info: trivium.ViewInfo): trivium.Widget[]
---@field solve fun(q: trivium.Question): trivium.Action[]
---@field summary? fun(q: trivium.Question, state: any): string
---@field feedback? fun(q: trivium.Question, state: any): string|string[] API 2: the answer's own feedback (the picked options'), shown under the verdict once checked
---@field shape? fun(q: trivium.Question): trivium.Shape the canonical form export writes; without it, the type's questions cannot be exported

---@class trivium.ScoreChange
---@field points integer
---@field reason string

---@class trivium.ScoreEvent
---@field kind "check"|"hint"
---@field type string the question type
---@field verdict? trivium.Verdict
---@field fraction number
---@field streak integer
---@field tries integer
---@field seconds number
---@field hint_cost integer
---@field computed trivium.ScoreChange[] what the fields give

---The table a rules plugin returns (`plugins/rules/<id>.lua`).
---@class trivium.Rules
---@field kind "rules"
---@field id string
---@field api 1|2
---@field name string
---@field right? integer points for a right answer (100)
---@field wrong? integer points for a wrong answer (0)
---@field partial? boolean partial credit: `right` times the fraction (true)
---@field wrong_try? integer points per wrong check (0)
---@field hint_cost? integer|table<string, integer> per hint, or by type id and "default" (500)
---@field allow_negative? boolean (true)
---@field auto_advance? number|false seconds before the next question after a right answer (0.5)
---@field confirm_hint? boolean (false)
---@field time_bonus? {within: number, points: integer}
---@field streak_bonus? {every: integer, points: integer}
---@field time_limit? number seconds for the whole session, above 0 and at most 86400 (none)
---@field question_time? number seconds each question may stay open, above 0 and at most 3600 (none)
---@field reveal? "check"|"end" feedback at each check, or nothing until the session ends ("check")
---@field score? fun(event: trivium.ScoreEvent): trivium.ScoreChange[]

---@class trivium.SeenQuestion
---@field index integer
---@field count integer
---@field type string
---@field title? string
---@field view trivium.Widget[]
---@field failure? string

---@class trivium.Popup
---@field id integer
---@field template string
---@field modal boolean true when play waits for an answer (a confirmation); false for toasts
---@field title? string
---@field text? string
---@field buttons string[]

---What a bot sees: what a player sees.
---@class trivium.Seen
---@field question trivium.SeenQuestion
---@field counter string "3/10"
---@field score? integer absent in a mock exam (`reveal = "end"`) until it ends
---@field hint_cost? integer absent when the type gives no hints
---@field finished boolean
---@field checked? trivium.Verdict|"handed_in" the last check's verdict; absent while neutral; "handed_in" in a mock exam
---@field buttons table<string, boolean> previous, next, hint, check, analysis, finish
---@field popups trivium.Popup[]
---@field solution? trivium.Action[] oracles only
---@field params? table settings from a tournament file (`trivium tournament`)

---@class trivium.Move
---@field op "act"|"check"|"hint"|"next"|"previous"|"finish"|"popup"
---@field action? trivium.Action with op = "act"
---@field button? string with op = "popup"
---@field popup? integer with op = "popup": which popup (default the newest)
---@field think? number virtual seconds before the move

---The table a bot plugin returns (`plugins/bots/<id>.lua`).
---@class trivium.Bot
---@field kind "bot"
---@field id string
---@field api 1|2
---@field name string
---@field oracle? boolean sees `seen.solution`
---@field act fun(seen: trivium.Seen): trivium.Move

---The table a game source returns (a game's `.lua` question file).
---@class trivium.GameSource
---@field kind "game-source"
---@field id? string
---@field api 1|2
---@field name string
---@field generate fun(seed: integer, count: integer, lang: string?): trivium.Question[]

---The engine functions a plugin may call.
---@class trivium
---@field api_version integer the newest plugin API version this engine runs (2)
---@field lang string? the session's content language ("en", "zh-Hans"); nil for a game without `languages`
trivium = {}

---The text of `variants` (a table by language) for the session: its content language, then
---the game's default, then "en", then the first key. A string is returned as it is.
---@param variants string|table<string, string>
---@return string
function trivium.text(variants) end

---Several answers as one text, separated as the session's content language writes them:
---"；" in Chinese (zh-Hans, zh-Hant), "; " in any other language or a game without `languages`.
---@param list string[]
---@return string
function trivium.join(list) end

---A deep copy of plain data: change states on copies, never in place.
---@generic T
---@param value T
---@return T
function trivium.copy(value) end

---Whether `value` is a list: a table whose keys are exactly 1..n.
---@param value any
---@return boolean
function trivium.is_list(value) end

---Whether `list` holds `item` (compared with ==).
---@param list any[]
---@param item any
---@return boolean
function trivium.contains(list, item) end

---Full-width ASCII forms (U+FF01-U+FF5E) and the ideographic space to half-width.
---@param s string
---@return string
function trivium.fold_width(s) end

---Trimmed, with every run of white space (ideographic and no-break too) one space.
---@param s string
---@return string
function trivium.fold_space(s) end

---Adds a problem "FIELD must be a string" for each of `fields` that `q` sets to a non-string.
---@param q trivium.Question
---@param problems trivium.Problem[]
---@param fields string[]
---@return trivium.Problem[] problems
function trivium.check_strings(q, problems, fields) end

---The widgets a question starts with: title (when set), type label, text, code block.
---@param q trivium.Question
---@param label string the type label when the question has no `type_label`
---@return trivium.Widget[]
function trivium.header_widgets(q, label) end

---Appends the revealed answer (a feedback widget) and the explanation to `widgets`.
---@param widgets trivium.Widget[]
---@param result trivium.Analysis
---@param label? string the word before the answer ("Answer")
---@return trivium.Widget[] widgets
function trivium.add_reveal(widgets, result, label) end

---The table of a question type of API 2 completed as the engine completes it (schema checks,
---defaults, header and feedback around the view), for a driver that `require`s a type.
---@param t trivium.QuestionType
---@return trivium.QuestionType t
function trivium.question_type(t) end

---For bots: the actions the widgets of `seen.question.view` offer (docs/plugin-api.md, "What
---the fronts send, and what a generic bot does"), drawn with the session's generator.
---@param seen table what the bot is shown
---@param texts? string[] what to type into inputs; default: the words of the view's texts
---@return trivium.Action[]
function trivium.moves(seen, texts) end

---For bots: whether the view already shows the effect of `action` (the tile in a slot, the
---slot empty, the choice selected, the field holding the text, the item at the place); false
---for an action of a type's own. The rules are those of the terminal front.
---@param view table `seen.question.view`
---@param action trivium.Action
---@return boolean
function trivium.shows(view, action) end

---For bots: the first of `actions` (a solution, say) whose effect the view does not show yet,
---and its place in the list; nil when the view shows them all (as `trivium.shows` tells).
---@param view table `seen.question.view`
---@param actions trivium.Action[]
---@return trivium.Action? action
---@return integer? index
function trivium.pending(view, actions) end

---Writes to the plugin's log (as `print` does), never to the terminal.
---@param ... any
function trivium.log(...) end

---The session's seeded generator, as `math.random`: () a float in [0, 1), (m) an integer in
---[1, m], (m, n) an integer in [m, n].
---@param m? integer
---@param n? integer
---@return number
function trivium.random(m, n) end

---The characters of a UTF-8 string.
---@param s string
---@return string[]
function trivium.chars(s) end

---The keys of `t` in a fixed order (numbers, then strings, each sorted).
---@param t table
---@return any[]
function trivium.sorted_keys(t) end

---`pairs` in a fixed order: Lua's own order changes from run to run.
---@generic K, V
---@param t table<K, V>
---@return fun(): K, V
function trivium.sorted_pairs(t) end

---`f` with its result kept per question table: the engine passes the same table each time
---it calls a type about the same question, so a type parses its data once. The result is
---shared between calls: do not change it.
---@generic R
---@param f fun(q: table): R
---@return fun(q: table): R
function trivium.per_question(f) end

---At most `limit` characters of UTF-8 text, the last of them "…" when it was cut.
---@param s string
---@param limit integer
---@return string
function trivium.shorten(s, limit) end

---Whether `x` is an integer (math.type(x) == "integer").
---@param x any
---@return boolean
function trivium.is_integer(x) end
