-- Each result is kept in a local first: a tail call would leave no line of this file to blame.
return { id = "huge_rep",
  empty = function() local s = string.rep("", 1e18) return s end,
  big = function() local s = ("x"):rep(1 << 40) return s end,
  separator = function() local s = string.rep("", 1e9, "ab") return s end,
  move = function() local t = table.move({}, 1, 1e15, 2) return t end }
