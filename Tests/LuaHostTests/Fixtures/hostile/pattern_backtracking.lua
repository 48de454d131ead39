return { id = "pattern_backtracking",
  exponential = function()
    return string.find(("x"):rep(100), ("x?"):rep(100) .. ("x"):rep(100))
  end,
  nested_stars = function()
    return (("a"):rep(40)):match(("a*"):rep(40) .. "b")
  end,
  -- Quadratic in Lua's own plain search; linear (two-way) in the sandbox's, so it completes.
  huge_plain_find = function()
    local haystack = ("a"):rep(4 * 1024 * 1024)
    local needle = ("a"):rep(2 * 1024 * 1024 - 1) .. "b"
    return haystack:find(needle, 1, true)
  end,
  gsub_backtracking = function()
    return (("a"):rep(3000)):gsub("a-a-a-b", "x")
  end,
  honest = function()
    local text = ("word "):rep(20000)
    local count = 0
    for _ in text:gmatch("%a+") do count = count + 1 end
    return count
  end }
