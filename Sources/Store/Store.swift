// The store: profiles, saved sessions, history and statistics in SQLite.
