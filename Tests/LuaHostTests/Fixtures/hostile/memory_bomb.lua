return { id = "memory_bomb",
  strings = function()
    local t = {}
    local s = "x"
    for i = 1, 1e9 do
      s = s .. s
      t[i] = s
    end
  end,
  tables = function()
    local t = {}
    for i = 1, 1e9 do t[i] = { i, i, i } end
  end,
  swallowed = function()
    local t = {}
    while true do
      pcall(function() for i = 1, 1e9 do t[#t + 1] = { i } end end)
    end
  end,
  -- Catching the memory error and trying again would cost a full collection each time.
  in_coroutine = function()
    local t = {}
    local co = coroutine.wrap(function()
      while true do
        pcall(function() for i = 1, 1e9 do t[#t + 1] = { i } end end)
      end
    end)
    co()
  end }
