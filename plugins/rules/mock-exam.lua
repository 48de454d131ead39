-- A mock exam against the clock: the exam's scoring, thirty minutes for the whole session,
-- and nothing of how the answers stand until it ends (no feedback, no verdict, no score, no
-- hint, no analysis); then the full result.
return {
  kind = "rules",
  id = "mock-exam",
  api = 1,
  name = "Mock exam",
  right = 100,
  wrong = 0,
  partial = true,
  allow_negative = false,
  auto_advance = false,
  time_limit = 1800,
  reveal = "end",
}
