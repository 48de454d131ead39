-- Shared tables through the general call path.
local function doubling()
  local t = {}
  for _ = 1, 26 do t = { t, t } end
  return t
end

return {
  result = doubling,
  honest = function()
    local rows = {}
    for i = 1, 1000 do rows[i] = { id = "q" .. i, text = string.rep("y", 100) } end
    return rows
  end,
}
