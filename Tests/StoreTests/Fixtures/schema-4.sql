-- Migration 4 of Sources/Store/Schema.swift, as released (commit 8625fed).
ALTER TABLE saved_sessions ADD COLUMN plugins TEXT NOT NULL DEFAULT '{}';
ALTER TABLE saved_actions ADD COLUMN result TEXT;
ALTER TABLE history ADD COLUMN set_aside TEXT;
ALTER TABLE history ADD COLUMN actions TEXT;
