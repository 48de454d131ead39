-- The seed's scoring (S0.8, S0.9, S0.10): +100 for a right answer, -500 for a hint, the
-- next question 0.5 s after a right answer, and the score may go below zero.
return {
  kind = "rules",
  id = "classic",
  api = 1,
  name = "Classic",
  right = 100,
  wrong = 0,
  partial = true,
  wrong_try = 0,
  hint_cost = 500,
  allow_negative = true,
  auto_advance = 0.5,
  confirm_hint = false,
}
