-- Reads a file through io, then os, then package.loadlib: none of them exists.
return { id = "io_escape", run = function()
  local found = {}
  for _, name in ipairs({ "io", "os", "package", "debug", "dofile", "loadfile", "collectgarbage" }) do
    if _G[name] ~= nil then found[#found + 1] = name end
  end
  if #found > 0 then return "escaped: " .. table.concat(found, ",") end
  return io.open("/etc/passwd"):read("a")
end }
