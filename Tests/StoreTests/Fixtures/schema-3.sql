-- Migration 3 of Sources/Store/Schema.swift, as released (commit 8625fed).
CREATE TABLE saved_actions (
  profile_id INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (profile_id, game_id, position),
  FOREIGN KEY (profile_id, game_id) REFERENCES saved_sessions (profile_id, game_id)
    ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
INSERT INTO saved_actions (profile_id, game_id, position, action)
  SELECT saved.profile_id, saved.game_id, action.key,
    CASE WHEN action.type IN ('object', 'array') THEN action.value
      ELSE json_quote(action.value) END
  FROM saved_sessions AS saved, json_each(saved.actions) AS action;
ALTER TABLE saved_sessions DROP COLUMN actions;
ALTER TABLE saved_sessions ADD COLUMN owner TEXT NOT NULL DEFAULT '';
