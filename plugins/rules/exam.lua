-- An exam: partial credit, a small penalty per wrong check, hints priced per question type
-- and confirmed first, a bonus for every three right answers in a row, no auto-advance, and
-- a score that never goes below zero.
return {
  kind = "rules",
  id = "exam",
  api = 1,
  name = "Exam",
  right = 100,
  wrong = 0,
  partial = true,
  wrong_try = -25,
  -- A type missing here costs its own `hint_cost`.
  hint_cost = {
    letters = 100,
    single = 30,
    multiple = 30,
    fill = 25,
    short = 25,
    numeric = 20,
    order = 25,
  },
  allow_negative = false,
  auto_advance = false,
  confirm_hint = true,
  streak_bonus = { every = 3, points = 50 },
}
