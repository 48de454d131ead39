return { id = "loop_in_coroutine", run = function()
  while true do
    local co = coroutine.create(function() while true do end end)
    coroutine.resume(co)
  end
end,
  wrapped = function()
    for _ = 1, 1e9 do
      pcall(coroutine.wrap(function() while true do end end))
    end
  end }
