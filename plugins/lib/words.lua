-- Words several built-in question types show players, in each language they speak: a type
-- picks one with `trivium.text`, in the session's content language.

return {
  no_answer = { en = "(no answer)", ["zh-Hans"] = "（未作答）" },
}
