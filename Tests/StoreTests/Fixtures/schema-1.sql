-- Migration 1 of Sources/Store/Schema.swift, as released (commit 8625fed).
PRAGMA application_id = 1414682189;
CREATE TABLE profiles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE saved_sessions (
  profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  seed INTEGER NOT NULL,
  actions TEXT NOT NULL,
  question_index INTEGER NOT NULL,
  score INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (profile_id, game_id)
) STRICT;
CREATE TABLE history (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  seed INTEGER NOT NULL,
  score INTEGER NOT NULL,
  verdicts TEXT NOT NULL,
  finished_at INTEGER NOT NULL
) STRICT;
CREATE TABLE question_stats (
  profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  question_id TEXT NOT NULL,
  asked INTEGER NOT NULL DEFAULT 0,
  right INTEGER NOT NULL DEFAULT 0,
  partial INTEGER NOT NULL DEFAULT 0,
  wrong INTEGER NOT NULL DEFAULT 0,
  hints INTEGER NOT NULL DEFAULT 0,
  last_asked_at INTEGER,
  PRIMARY KEY (profile_id, game_id, question_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE tournament_results (
  tournament_id TEXT NOT NULL,
  shard INTEGER NOT NULL,
  session_key TEXT NOT NULL,
  record TEXT NOT NULL,
  PRIMARY KEY (tournament_id, shard, session_key)
) STRICT, WITHOUT ROWID;
