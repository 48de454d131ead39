-- Tries to reach and poison the shared string metatable.
return { id = "string_metatable", run = function()
  local mt = getmetatable("")
  if type(mt) ~= "table" then return "protected: " .. tostring(mt) end
  mt.__index.upper = function() return "poisoned" end
  return "poisoned"
end,
  reset = function() return setmetatable("", {}) end }
