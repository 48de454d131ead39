import Localization

/// Why a file of an untrusted folder was not read.
public struct ConfinedError: Error, Sendable, Equatable, CustomStringConvertible, Translatable {
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
    case unreadable(Phrase)
  }

  /// The file as messages name it (`plugins/types/leak.lua`).
  public var path: String
  /// The folder it must stay in, as messages name it ("the mod folder").
  public var scope: Phrase
  /// What is wrong.
  public var reason: Reason

  /// An error about `path`, confined to `scope`.
  public init(path: String, scope: Phrase, reason: Reason) {
    self.path = path
    self.scope = scope
    self.reason = reason
  }

  /// What is wrong, without the path: "is a FIFO, not a regular file".
  public var problem: String { problemPhrase.description }

  /// What is wrong, without the path, as words and values.
  public var problemPhrase: Phrase {
    switch reason {
    case .missing: Phrase(trLater("no such file"))
    case .notInside:
      Phrase(trLater("names a place outside {scope}: not read"), ["scope": .phrase(scope)])
    case .linkOutside(let target):
      Phrase(
        trLater("is a link to {target}, outside {scope}: not read"),
        ["target": .text(target), "scope": .phrase(scope)])
    case .brokenLink(let target):
      Phrase(trLater("is a link to {target}, which does not exist"), ["target": .text(target)])
    case .notRegular(let what):
      Phrase(trLater("is {what}, not a regular file"), ["what": .phrase(Self.kind(what))])
    case .tooLarge(let bytes, let cap):
      Phrase(
        trLater("is larger than {cap} bytes ({bytes} bytes or more): not read"),
        ["cap": .number(cap), "bytes": .number(bytes)])
    case .unreadable(let why):
      Phrase(trLater("cannot be read: {reason}"), ["reason": .phrase(why)])
    }
  }

  /// "a folder", "a FIFO": the kind of file `notRegular` names (`ConfinedFolder.what`), in
  /// words of ours.
  private static func kind(_ what: String) -> Phrase {
    switch what {
    case "a folder": Phrase(trLater("a folder"))
    case "a FIFO": Phrase(trLater("a FIFO"))
    case "a socket": Phrase(trLater("a socket"))
    case "a character device": Phrase(trLater("a character device"))
    case "a block device": Phrase(trLater("a block device"))
    case "a link": Phrase(trLater("a link"))
    case "a special file": Phrase(trLater("a special file"))
    default: .verbatim(what)
    }
  }

  /// "plugins/types/leak.lua is a link to /etc/passwd, outside the mod folder: not read".
  public var description: String { sentence.description }

  /// The whole message as words and values.
  public var sentence: Phrase {
    Phrase(trLater("{path} {problem}"), ["path": .text(path), "problem": .phrase(problemPhrase)])
  }
}
