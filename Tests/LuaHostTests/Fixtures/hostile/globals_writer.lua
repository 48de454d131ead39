-- Writes a global and a field of the string library: another plugin must not see them.
shared_secret = "from writer"
string.upper = function() return "poisoned by writer" end
return { id = "globals_writer", read = function() return shared_secret end }
