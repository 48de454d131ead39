-- Migration 5 of Sources/Store/Schema.swift, as released (commit 032660f).
CREATE TABLE review_events (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  question_id TEXT NOT NULL,
  verdict TEXT NOT NULL CHECK (verdict IN ('right', 'partial', 'wrong')),
  hints INTEGER NOT NULL CHECK (hints >= 0),
  tries INTEGER NOT NULL CHECK (tries >= 0),
  seconds REAL NOT NULL CHECK (seconds >= 0),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
  answer TEXT,
  reviewed_at INTEGER NOT NULL
) STRICT;
CREATE INDEX review_events_by_question
  ON review_events (profile_id, game_id, question_id, reviewed_at);
CREATE TABLE review_state (
  profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  question_id TEXT NOT NULL,
  stability REAL NOT NULL,
  difficulty REAL NOT NULL,
  last_review INTEGER NOT NULL,
  due INTEGER NOT NULL,
  reviews INTEGER NOT NULL,
  lapses INTEGER NOT NULL,
  PRIMARY KEY (profile_id, game_id, question_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX review_state_by_due ON review_state (profile_id, due);
