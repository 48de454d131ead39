-- Migration 8 of Sources/Store/Schema.swift, as released (commit 7e84aac).
ALTER TABLE saved_actions ADD COLUMN taken_at INTEGER;
UPDATE review_state SET lapses = (
  SELECT count(*) FROM review_events AS event
  WHERE event.profile_id = review_state.profile_id AND event.game_id = review_state.game_id
    AND event.question_id = review_state.question_id AND event.rating = 1
    AND event.id <> (
      SELECT first.id FROM review_events AS first
      WHERE first.profile_id = review_state.profile_id
        AND first.game_id = review_state.game_id
        AND first.question_id = review_state.question_id
      ORDER BY first.reviewed_at, first.id LIMIT 1))
WHERE reviews = (
  SELECT count(*) FROM review_events AS event
  WHERE event.profile_id = review_state.profile_id AND event.game_id = review_state.game_id
    AND event.question_id = review_state.question_id);
