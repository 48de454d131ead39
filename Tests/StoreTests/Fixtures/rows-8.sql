-- Rows as a version 8 build wrote them: those of version 7, with the time each saved action
-- was taken (version 8; NULL for one saved before) and a question reviewed twice, its lapse
-- counted.
INSERT INTO profiles (name, created_at, settings) VALUES
  ('Ana', 1764000000, '{"rules":"exam","theme":"plain"}'), ('Zoë 🦊', 1764000100, '{}');
INSERT INTO saved_sessions
  (profile_id, game_id, seed, question_index, score, updated_at, owner, plugins)
  VALUES (1, 'question-bank', -5, 2, 250, 1764003000, 'tty-1234', '{"type/single":"fnv:1a2b"}'),
    (2, 'arithmetic', 42, 0, 0, 1764003100, '', '{}');
INSERT INTO saved_sessions
  (profile_id, game_id, seed, question_index, score, updated_at, owner, plugins, questions, lang)
  VALUES (1, 'review/mistakes', 11, 0, 0, 1764003200, 'tty-1234', '{}',
    '[["question-bank","q2"],["picture-guess","fr"]]', NULL),
    (2, 'china-provinces', 12, 0, 0, 1764003300, '', '{}', NULL, 'zh-Hans');
INSERT INTO saved_actions VALUES
  (1, 'question-bank', 0, '{"kind":"answer","value":"B"}', '{"outcome":"wrong"}', NULL),
  (1, 'question-bank', 1, '"next"', NULL, NULL), (1, 'question-bank', 2, '1.5', NULL, NULL),
  (1, 'question-bank', 3, 'null', NULL, NULL),
  (1, 'review/mistakes', 0, '"start"', '{"outcome":"unanswered","position":0,"question":0,"score":0}',
   1764003250);
INSERT INTO history VALUES
  (1, 1, 'question-bank', 7, 1200,
   '[{"hints":0,"outcome":"right","question":"q1"},{"hints":1,"outcome":"wrong","question":"q2"}]',
   1764001000, NULL, NULL),
  (2, 2, 'picture-guess', 9223372036854775807, 0, '[]', 1764001100, NULL, NULL),
  (3, 1, 'question-bank', 8, 300, '[{"hints":0,"outcome":"wrong","question":"q3"}]', 1764002000,
   'type/single changed', '["next",{"kind":"answer","value":"A"}]');
INSERT INTO question_stats VALUES
  (1, 'question-bank', 'q1', 1, 1, 0, 0, 0, 1764001000),
  (1, 'question-bank', 'q2', 1, 0, 0, 1, 1, 1764001000),
  (2, 'picture-guess', 'fr', 0, 0, 0, 0, 0, NULL);
INSERT INTO tournament_results VALUES
  ('cup', 0, 'g1/s1', '{"score":5}'), ('cup', 1, 'g1/s2', '{"score":-3.25}');
INSERT INTO review_events
  (profile_id, game_id, question_id, verdict, hints, tries, seconds, rating, answer, reviewed_at)
  VALUES (1, 'question-bank', 'q1', 'right', 0, 1, 4.5, 3, '"B"', 1764001000),
    (1, 'question-bank', 'q2', 'wrong', 1, 2, 12.25, 1, NULL, 1764001000),
    (2, 'picture-guess', 'fr', 'partial', 0, 1, 30, 2, '"Fran"', 1764001100),
    (1, 'question-bank', 'q1', 'wrong', 0, 1, 6, 1, '"C"', 1764300000);
INSERT INTO review_state VALUES
  (1, 'question-bank', 'q1', 1.05, 6.9, 1764300000, 1764386400, 2, 1),
  (1, 'question-bank', 'q2', 0.212, 7.1, 1764001000, 1764001600, 1, 0),
  (2, 'picture-guess', 'fr', 1.18, 6.4, 1764001100, 1764087500, 1, 0);
