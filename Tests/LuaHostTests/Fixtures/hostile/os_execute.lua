return { id = "os_execute", run = function() return os.execute("touch /tmp/trivium-pwned") end }
