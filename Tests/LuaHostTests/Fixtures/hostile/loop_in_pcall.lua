-- Catches every error, the budget's included, and loops again.
return { id = "loop_in_pcall", run = function()
  while true do
    pcall(function() while true do end end)
  end
end }
