-- Results whose metatables raise if anyone looks at them through metamethods.
return { id = "raising_index",
  result = function()
    return setmetatable({ visible = 1 }, {
      __index = function() error("__index ran outside the sandbox") end,
      __pairs = function() error("__pairs ran outside the sandbox") end,
      __len = function() error("__len ran outside the sandbox") end,
    })
  end,
  result_function = function() return { f = print } end,
  result_cycle = function() local t = {} t.self = t return t end,
  result_deep = function()
    local t = {}
    local cur = t
    for _ = 1, 1000 do cur.next = {} cur = cur.next end
    return t
  end,
  result_mixed = function() return { 1, 2, name = "x" } end,
  result_holes = function() return { 1, nil, 3 } end,
  result_bad_utf8 = function() return { text = "caf\xE9" } end }
