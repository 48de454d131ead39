-- Work done inside C functions, which the count hook never sees: each must be charged to
-- the instruction budget. No string.rep where a test is about another way to make strings.
local function mebibyte()
  local s = "x"
  for _ = 1, 20 do s = s .. s end
  return s
end

return { id = "c_work",
  upper = function(mebibytes)
    local s = string.rep("a", (mebibytes or 8) << 20)
    for _ = 1, 100 do s:upper() end
    return "done"
  end,
  build_chunk = function(bytes)
    local chunk = "--" .. string.rep("x", bytes - 2)
    return #chunk
  end,
  load_chunk = function(bytes)
    local chunk = "--" .. string.rep("x", bytes - 2)
    load(chunk)
    return #chunk
  end,
  doubling = function()
    local s = mebibyte()
    for _ = 1, 2000 do local _ = s .. s end
    return "done"
  end,
  table_concat = function()
    local s, parts = mebibyte(), {}
    for i = 1, 8 do parts[i] = s end
    for _ = 1, 200 do table.concat(parts) end
    return "done"
  end,
  caught_upper = function()
    local s = string.rep("a", 8 << 20)
    for _ = 1, 100 do pcall(string.upper, s) end
    return "caught"
  end,
  caught_doubling = function()
    local s = mebibyte()
    for _ = 1, 2000 do pcall(function() local _ = s .. s end) end
    return "caught"
  end,
  doubling_in_coroutine = function()
    local s = mebibyte()
    coroutine.wrap(function()
      for _ = 1, 2000 do local _ = s .. s end
    end)()
    return "done"
  end,
  caught_compare = function()
    local a, b = string.rep("x", 1 << 20), string.rep("x", 1 << 20)
    pcall(function()
      for _ = 1, 20000 do local _ = a == b end
    end)
    return "caught"
  end,
  -- Fewer instructions than a hook interval, each doing much C work.
  few_big_concats = function()
    local s, parts = mebibyte(), {}
    for i = 1, 8 do parts[i] = s end
    for _ = 1, 100 do table.concat(parts) end
    return "done"
  end,
  -- Comparing two equal long strings is one instruction that reads both: not metered, so
  -- only the wall clock stops it.
  compare = function()
    local a, b = string.rep("x", 1 << 20), string.rep("x", 1 << 20)
    local same = 0
    for _ = 1, 20000 do
      if a == b then same = same + 1 end
    end
    return same
  end,
}
