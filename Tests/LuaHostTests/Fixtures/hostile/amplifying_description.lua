-- A description table holding a table reached by 2^27 paths.
local t = {}
for _ = 1, 26 do t = { t, t } end
return { kind = "bot", id = "amplifying-description", api = 1, extra = t, act = function() end }
