import Localization
import QuizCore

extension Store {
  private static let profileColumns = "id, name, created_at, settings"

  /// Creates a profile; a name already taken is a `.conflict`.
  @discardableResult
  public func createProfile(
    named name: String, createdAt: Int64, settings: ValueMap = [:]
  ) throws(StoreError) -> Profile {
    let settingsText = try encode(.map(settings))
    return try write { connection throws(StoreError) in
      try ensureNameFree(name, except: nil, connection)
      try connection.run(
        "INSERT INTO profiles (name, created_at, settings) VALUES (?, ?, ?)",
        [.text(name), .int(createdAt), .text(settingsText)])
      return Profile(
        id: connection.lastInsertedRowID, name: name, createdAt: createdAt, settings: settings)
    }
  }

  /// Every profile, by name.
  public func profiles() throws(StoreError) -> [Profile] {
    try withConnection { connection throws(StoreError) in
      try connection.query("SELECT \(Self.profileColumns) FROM profiles ORDER BY name, id") {
        row throws(StoreError) in try profile(from: row)
      }
    }
  }

  /// The profile with this id, if there is one.
  public func profile(id: Int64) throws(StoreError) -> Profile? {
    try withConnection { connection throws(StoreError) in
      try connection.query("SELECT \(Self.profileColumns) FROM profiles WHERE id = ?", [.int(id)]) {
        row throws(StoreError) in try profile(from: row)
      }.first
    }
  }

  /// The profile with this name, if there is one.
  public func profile(named name: String) throws(StoreError) -> Profile? {
    try withConnection { connection throws(StoreError) in
      try connection.query(
        "SELECT \(Self.profileColumns) FROM profiles WHERE name = ?", [.text(name)]
      ) { row throws(StoreError) in try profile(from: row) }.first
    }
  }

  /// Saves a profile's name and settings (its id and creation time stay as stored).
  public func updateProfile(_ profile: Profile) throws(StoreError) {
    let settingsText = try encode(.map(profile.settings))
    try write { connection throws(StoreError) in
      try ensureNameFree(profile.name, except: profile.id, connection)
      let changed = try connection.run(
        "UPDATE profiles SET name = ?, settings = ? WHERE id = ?",
        [.text(profile.name), .text(settingsText), .int(profile.id)])
      guard changed == 1 else {
        throw StoreError.notFound(
          path: path, what: Phrase(trLater("profile {id}"), ["id": .number(Int(profile.id))]))
      }
    }
  }

  /// Deletes a profile with its saved sessions, history and statistics.
  public func deleteProfile(id: Int64) throws(StoreError) {
    try write { connection throws(StoreError) in
      // The foreign keys cascade: one statement removes everything of the profile.
      guard try connection.run("DELETE FROM profiles WHERE id = ?", [.int(id)]) == 1 else {
        throw StoreError.notFound(
          path: path, what: Phrase(trLater("profile {id}"), ["id": .number(Int(id))]))
      }
    }
  }

  private func ensureNameFree(
    _ name: String, except id: Int64?, _ connection: Connection
  ) throws(StoreError) {
    let holder = try connection.query("SELECT id FROM profiles WHERE name = ?", [.text(name)]) {
      $0.int(0)
    }.first
    if let holder, holder != id {
      throw StoreError.conflict(
        path: path, what: Phrase(trLater("a profile named \"{name}\""), ["name": .text(name)]))
    }
  }

  private func profile(from row: Row) throws(StoreError) -> Profile {
    guard
      case .map(let settings) = try decode(row.text(3), what: Phrase(trLater("profile settings")))
    else {
      throw StoreError.invalidRecord(
        path: path, detail: Phrase(trLater("profile settings are not a map")))
    }
    return Profile(id: row.int(0), name: row.text(1), createdAt: row.int(2), settings: settings)
  }

  /// The canonical JSON of `value`, or the reason it has none as a store error.
  func encode(_ value: Value) throws(StoreError) -> String {
    do throws(ValueJSONError) {
      return try ValueJSON.encode(value)
    } catch {
      throw .invalidRecord(
        path: path,
        detail: Phrase(trLater("cannot store {error}"), ["error": .phrase(error.sentence)]))
    }
  }

  /// The value stored as JSON in a column; `what` names it in the error (made only then).
  func decode(_ text: String, what: @autoclosure () -> Phrase) throws(StoreError) -> Value {
    do throws(ValueJSONError) {
      return try ValueJSON.decode(text)
    } catch {
      throw .invalidRecord(
        path: path,
        detail: Phrase(
          trLater("{what}: {error}"), ["what": .phrase(what()), "error": .phrase(error.sentence)]))
    }
  }
}
