// Content: games, their question files and the plugins on disk.
