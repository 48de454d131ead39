-- A finalizer would run where no hook fires and hang lua_close.
return { id = "looping_finalizer", run = function()
  setmetatable({}, { __gc = function() while true do end end })
  return "finalizer installed"
end }
