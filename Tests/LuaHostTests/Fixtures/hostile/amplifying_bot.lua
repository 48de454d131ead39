-- A bot whose move is a table reached by 2^27 paths.
return {
  kind = "bot", id = "amplifying-bot", api = 1,
  act = function()
    local t = {}
    for _ = 1, 26 do t = { t, t } end
    return t
  end,
}
