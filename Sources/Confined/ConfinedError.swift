/// Why a file of an untrusted folder was not read.
public struct ConfinedError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with the file.
  public enum Reason: Sendable, Equatable {
    /// Nothing by that name.
    case missing
    /// The name is absolute, or has a `..`, `.` or empty part.
    case notInside
    /// A symbolic link whose real path leaves the folder (`target` as the link says it).
    case linkOutside(target: String)
    /// A symbolic link to nothing.
    case brokenLink(target: String)
    /// A folder, FIFO, socket or device: "a FIFO".
    case notRegular(String)
    /// Larger than the cap for its kind of file.
    case tooLarge(bytes: Int, cap: Int)
    /// The system refused it (permissions, or it changed while it was opened).
    case unreadable(String)
  }

  /// The file as messages name it (`plugins/types/leak.lua`).
  public var path: String
  /// The folder it must stay in, as messages name it ("the mod folder").
  public var scope: String
  /// What is wrong.
  public var reason: Reason

  /// An error about `path`, confined to `scope`.
  public init(path: String, scope: String, reason: Reason) {
    self.path = path
    self.scope = scope
    self.reason = reason
  }

  /// What is wrong, without the path: "is a FIFO, not a regular file".
  public var problem: String {
    switch reason {
    case .missing: return "no such file"
    case .notInside: return "names a place outside \(scope): not read"
    case .linkOutside(let target): return "is a link to \(target), outside \(scope): not read"
    case .brokenLink(let target): return "is a link to \(target), which does not exist"
    case .notRegular(let what): return "is \(what), not a regular file"
    case .tooLarge(let bytes, let cap):
      return "is larger than \(cap) bytes (\(bytes) bytes or more): not read"
    case .unreadable(let why): return "cannot be read: \(why)"
    }
  }

  /// "plugins/types/leak.lua is a link to /etc/passwd, outside the mod folder: not read".
  public var description: String { "\(path) \(problem)" }
}
