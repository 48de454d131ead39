-- Knows the answer: plays the question type's `solve` actions (seen.solution), checks, and
-- moves on. Bots keep no memory between calls, so the next action is the first one whose
-- effect the view does not show yet.

local bot = require("bot")

return {
  kind = "bot",
  id = "oracle",
  api = 1,
  name = "Oracle",
  params = {}, -- takes no settings
  oracle = true,
  act = function(seen)
    -- A modal popup waits for an answer; toasts (feedback) go away by themselves, so the
    -- oracle does not spend a move on them.
    for index = #(seen.popups or {}), 1, -1 do
      local popup = seen.popups[index]
      if type(popup) == "table" and popup.modal ~= false then
        return { op = "popup", button = bot.popup_button(popup), popup = popup.id }
      end
    end
    local question = seen.question or {}
    -- A card no one grades (a description, an essay) has nothing to solve.
    if seen.checked ~= nil or question.failure or question.graded == false then
      return bot.move_on(seen)
    end
    local view = question.view or {}
    local action = bot.next_step(view, seen.solution or {})
    if action ~= nil then return { op = "act", action = action } end
    return { op = "check" }
  end,
}
