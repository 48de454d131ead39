/// The database schema, as an ordered list of migrations; `PRAGMA user_version` says how many
/// of them a file has had.
///
/// A migration is never edited once released: a change to the schema is a new migration at the
/// end of the list, so every older file upgrades by the same steps.
enum Schema {
  /// `PRAGMA application_id` of a Trivium store ("TRVM"), so another program's SQLite file is
  /// recognised and left alone.
  static let applicationID: Int64 = 0x5452_564D

  /// `migrations[n - 1]` takes a file from version `n - 1` to version `n`.
  static let migrations: [String] = [
    version1, version2, version3, version4, version5, version6, version7, version8, version9,
    version10, version11,
  ]

  /// The version this build writes.
  static var latest: Int { migrations.count }

  /// Profiles, saved sessions, history, statistics and tournament results.
  private static let version1 = """
    PRAGMA application_id = \(applicationID);
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
    """

  /// Per-profile settings, and an index for a profile's history, newest first.
  private static let version2 = """
    ALTER TABLE profiles ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
    CREATE INDEX history_by_profile ON history (profile_id, finished_at);
    """

  /// Saved sessions keep one row per action, so a save appends what is new instead of writing
  /// every action again, and name the terminal that owns them (`owner`), so a terminal that
  /// another one took the game over from stops saving. The actions of existing saves move into
  /// the new table, in order.
  private static let version3 = """
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
    """

  /// A save records the identity of each plugin it ran (`plugins`, a JSON object of `kind/id`
  /// to identity; `{}` for saves made before) and what each action did (`result`; NULL before),
  /// so a resume under changed plugins finds where the replay stops agreeing. A history row may
  /// be a session set aside unfinished for that reason (`set_aside`: why), with its actions.
  private static let version4 = """
    ALTER TABLE saved_sessions ADD COLUMN plugins TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE saved_actions ADD COLUMN result TEXT;
    ALTER TABLE history ADD COLUMN set_aside TEXT;
    ALTER TABLE history ADD COLUMN actions TEXT;
    """

  /// Spaced review: one event per question per finished session, at its final check
  /// (`review_events`), and each question's FSRS memory state (`review_state`), found by due
  /// date. Times are Unix seconds, from the date clock handed to the store.
  private static let version5 = """
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
    """

  /// A saved session may be made of other games' questions (a review session): `questions`
  /// holds its list of (game, question) pairs, fixed when it started, as a JSON array of
  /// two-string arrays; NULL for a game's own save.
  private static let version6 = """
    ALTER TABLE saved_sessions ADD COLUMN questions TEXT;
    """

  /// A saved session's content language (issue 30): a session parameter like the seed, so a
  /// resume loads the game in the language it was played in; NULL for a game that declares
  /// no languages.
  private static let version7 = """
    ALTER TABLE saved_sessions ADD COLUMN lang TEXT;
    """

  /// Answers dated when given (issue 35): each saved action keeps when it was taken
  /// (`taken_at`, Unix seconds from the date clock; NULL for actions saved before), so a
  /// session finished days after it was left still dates each review by its final check. And a
  /// lapse is a question already in review forgotten, as Anki counts it: the lapses counted for
  /// a first answer that was wrong are taken back, from the events of each question whose every
  /// review has its event (the others keep their count).
  private static let version8 = """
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
    """

  /// Relearning steps and daily limits (issue 35): a question's relearning step after a lapse
  /// (`review_state.step`, NULL in review, as every question was before), and the queue a
  /// review session took an answer from (`review_events.queue`: `new`, `review` or `relearn`;
  /// NULL for a game's answer, a mistakes session's and every event before), which the daily
  /// limits count.
  private static let version9 = """
    ALTER TABLE review_state ADD COLUMN step INTEGER CHECK (step IS NULL OR step >= 0);
    ALTER TABLE review_events ADD COLUMN queue TEXT
      CHECK (queue IS NULL OR queue IN ('new', 'review', 'relearn'));
    """

  /// The question browser (issue 35): a question may be suspended (`suspended`: left out of
  /// review until unsuspended) or buried until an instant (`buried_until`, Unix seconds: the
  /// end of the review day it was buried on; NULL when not buried), and a question reset to new
  /// keeps its review events, each marked with the time of the reset (`reset_at`; NULL for an
  /// event of its current run).
  private static let version10 = """
    ALTER TABLE review_state ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0
      CHECK (suspended IN (0, 1));
    ALTER TABLE review_state ADD COLUMN buried_until INTEGER;
    ALTER TABLE review_events ADD COLUMN reset_at INTEGER;
    """

  /// A mock exam (issue 35): a finished session played under other rules than its game's own
  /// (`rules`: the rules plugin's id, `mock-exam`), so that statistics and review tell it apart
  /// from the game played as it is; NULL for a session under its game's rules, as every one
  /// before.
  private static let version11 = """
    ALTER TABLE history ADD COLUMN rules TEXT;
    """

  /// The file's schema version.
  static func version(of connection: Connection) throws(StoreError) -> Int {
    Int(try connection.integer("PRAGMA user_version"))
  }

  /// Brings the file at `path` up to `target`: keeps a copy of it as it was first (see
  /// `backupPath`), then runs the migrations it lacks. A new, empty file needs no copy.
  static func upgrade(_ connection: Connection, path: String, to target: Int) throws(StoreError) {
    try Upgrade.run(connection, path: path, to: target)
  }

  /// Where the copy of a file of schema `version` goes before it is upgraded: beside it, named
  /// with that version (`trivium.sqlite3.v2.backup`; `-2`, `-3`... when that name is taken).
  static func backupPath(_ path: String, version: Int) -> String { "\(path).v\(version).backup" }

  /// Makes a new, empty file into a store of `version`, in one transaction; nothing when
  /// another connection made it first.
  static func create(_ connection: Connection, version target: Int) throws(StoreError) {
    try connection.transaction { () throws(StoreError) in
      guard try version(of: connection) == 0 else { return }
      for migration in migrations[..<target] { try connection.execute(migration) }
      try connection.execute("PRAGMA user_version = \(target)")
    }
  }

  /// Brings the file up to `target`, one migration per transaction.
  ///
  /// Each step reads the version again inside its transaction: another process may have run
  /// the same migration in the meantime, and it must not run twice.
  static func migrate(_ connection: Connection, to target: Int = latest) throws(StoreError) {
    while try version(of: connection) < target {
      try connection.transaction { () throws(StoreError) in
        let current = try version(of: connection)
        guard current < target else { return }
        try connection.execute(migrations[current])
        try connection.execute("PRAGMA user_version = \(current + 1)")
      }
      FaultPoint.reach()
    }
  }
}
