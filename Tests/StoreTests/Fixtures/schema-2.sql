-- Migration 2 of Sources/Store/Schema.swift, as released (commit 8625fed).
ALTER TABLE profiles ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
CREATE INDEX history_by_profile ON history (profile_id, finished_at);
