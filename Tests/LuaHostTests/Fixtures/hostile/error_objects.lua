return { id = "error_objects",
  table_error = function() error({ code = 42 }) end,
  looping_tostring = function()
    error(setmetatable({}, { __tostring = function() while true do end end }))
  end,
  raising_tostring = function()
    error(setmetatable({}, { __tostring = function() error("again") end }))
  end,
  long_message = function() error(("m"):rep(1000000)) end,
  forged_place = function() error("plugins/other/main.lua:1: it was the other plugin", 0) end,
  nil_error = function() error() end }
