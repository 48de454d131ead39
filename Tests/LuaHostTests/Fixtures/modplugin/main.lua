local grid = require("lib.grid")
local again = require("lib.grid")
return { id = "modplugin",
  columns = function(n) return grid.columns(n) end,
  same = function() return grid == again end,
  escape = function(name)
    local module = require(name)
    return module
  end }
