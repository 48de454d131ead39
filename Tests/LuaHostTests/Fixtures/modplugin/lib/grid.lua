local M = {}
function M.columns(n) return math.min(7, n) end
return M
