return { id = "loadlib", run = function()
  return package.loadlib("/lib/x86_64-linux-gnu/libc.so.6", "system")
end }
