-- Migration 7 of Sources/Store/Schema.swift, as released (commit e4f7bbe).
ALTER TABLE saved_sessions ADD COLUMN lang TEXT;
