-- Rows as a version 2 build wrote them: profiles have settings.
INSERT INTO profiles (name, created_at, settings) VALUES
  ('Ana', 1764000000, '{"rules":"exam","theme":"plain"}'), ('Zoë 🦊', 1764000100, '{}');
INSERT INTO saved_sessions VALUES
  (1, 'question-bank', -5, '[{"kind":"answer","value":"B"},"next",1.5,null]', 2, 250, 1764003000),
  (2, 'arithmetic', 42, '[]', 0, 0, 1764003100);
INSERT INTO history (profile_id, game_id, seed, score, verdicts, finished_at) VALUES
  (1, 'question-bank', 7, 1200,
   '[{"hints":0,"outcome":"right","question":"q1"},{"hints":1,"outcome":"wrong","question":"q2"}]',
   1764001000),
  (2, 'picture-guess', 9223372036854775807, 0, '[]', 1764001100);
INSERT INTO question_stats VALUES
  (1, 'question-bank', 'q1', 1, 1, 0, 0, 0, 1764001000),
  (1, 'question-bank', 'q2', 1, 0, 0, 1, 1, 1764001000),
  (2, 'picture-guess', 'fr', 0, 0, 0, 0, 0, NULL);
INSERT INTO tournament_results VALUES
  ('cup', 0, 'g1/s1', '{"score":5}'), ('cup', 1, 'g1/s2', '{"score":-3.25}');
