-- Migration 6 of Sources/Store/Schema.swift, as released (commit ad5b91f).
ALTER TABLE saved_sessions ADD COLUMN questions TEXT;
