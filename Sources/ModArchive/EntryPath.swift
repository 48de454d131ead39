import Localization

/// The checks on an entry's path, the same for an archive and a folder: the path must stay
/// inside the folder it is unpacked into, whatever the archive's author wrote.
enum EntryPath {
  /// The path's components, "." and empty ones dropped; throws the reason it is refused.
  static func components(_ path: String, limits: UnpackLimits) throws(EntryProblem) -> [String] {
    if path.hasPrefix("/") { throw EntryProblem(Phrase(trLater("an absolute path"))) }
    if path.utf8.count > limits.pathBytes {
      throw EntryProblem(
        Phrase(trLater("a path longer than {limit} bytes"), ["limit": .number(limits.pathBytes)]))
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
      .map(String.init).filter { $0 != "." }
    if parts.contains("..") { throw EntryProblem(Phrase(trLater("a '..' in the path"))) }
    if parts.isEmpty { throw EntryProblem(Phrase(trLater("an empty path"))) }
    if parts.count > limits.depth {
      throw EntryProblem(
        Phrase(trLater("a path more than {depth} levels deep"), ["depth": .number(limits.depth)]))
    }
    for part in parts where part.utf8.count > 255 {
      throw EntryProblem(Phrase(trLater("a name longer than 255 bytes")))
    }
    // A backslash is a folder separator on Windows, so an archive made there may mean `..\`;
    // control characters in a name only serve to hide it.
    if path.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) {
      throw EntryProblem(Phrase(trLater("a backslash or a control character in the path")))
    }
    return parts
  }
}

/// What is wrong with one entry, before the entry's name is attached.
struct EntryProblem: Error {
  var words: Phrase
  init(_ words: Phrase) { self.words = words }
}
