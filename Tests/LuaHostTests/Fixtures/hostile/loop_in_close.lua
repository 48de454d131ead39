-- A to-be-closed variable whose __close handler loops and swallows errors.
return { id = "loop_in_close", run = function()
  local guard <close> = setmetatable({}, { __close = function()
    while true do pcall(function() while true do end end) end
  end })
  error("leaving")
end }
