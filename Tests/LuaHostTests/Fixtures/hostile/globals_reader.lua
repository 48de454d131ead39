return { id = "globals_reader", read = function()
  return { secret = tostring(shared_secret), upper = ("abc"):upper() }
end }
