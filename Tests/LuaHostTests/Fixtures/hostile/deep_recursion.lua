local function down(n) return down(n + 1) + 1 end
local function through_pcall(n) return select(2, pcall(through_pcall, n + 1)) end
return { id = "deep_recursion",
  lua = function() return down(1) end,
  c_stack = function() return through_pcall(1) end,
  metamethods = function()
    local t = setmetatable({}, {})
    getmetatable(t).__index = function(self, k) return self[k .. "x"] end
    return t.a
  end }
