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
  static let migrations: [String] = [version1, version2]

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

  /// The file's schema version.
  static func version(of connection: Connection) throws(StoreError) -> Int {
    Int(try connection.integer("PRAGMA user_version"))
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
    }
  }
}
