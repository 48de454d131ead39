-- Words several built-in question types show players, in each language they speak: a type
-- picks one with `trivium.text`, in the session's content language.

return {
  no_answer = { en = "(no answer)", ["zh-Hans"] = "（未作答）" },
  -- One answer and the others also accepted: "Paris (or paris, PARIS)".
  or_also = { en = "%s (or %s)", ["zh-Hans"] = "%s（或%s）" },
  -- Between the other accepted answers.
  comma = { en = ", ", ["zh-Hans"] = "、" },
  -- Between an option's label and its text: "A: Paris".
  colon = { en = ": ", ["zh-Hans"] = "：" },
}
