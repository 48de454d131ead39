return { id = "endless_loop", run = function() while true do end end,
  alive = function() return "alive" end }
