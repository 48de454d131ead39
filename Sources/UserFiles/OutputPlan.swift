import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files one run of a command writes and reads, checked together before any work starts,
/// so that a refused command has changed nothing. The one output rule of every command:
///
/// - an existing regular file is replaced only with `--force` (`force`); a device, a FIFO,
///   `-` and `/dev/stdout` are written to as streams, so they need no `--force`;
/// - no output is a file the command reads or writes in the same run, even with `--force`:
///   a named input, a file in a folder it loads, its database with its `-wal`, `-journal`
///   and `-shm` files, or another of its outputs. Paths are compared by device and inode
///   after links are resolved, and by real path for files not made yet;
/// - each output file is locked (`OutputLock`) for the whole run, so a second command writing
///   the same path fails at once.
///
/// The rules of `OutputTarget` (a folder is never replaced, and so on) apply as well.
public struct OutputPlan {
  private struct Output {
    var path: String
    var role: Phrase
  }

  private struct Read {
    var path: String
    var role: Phrase
    var isFolder: Bool
  }

  /// Whether an existing regular file may be replaced (`--force`).
  public var force: Bool
  private var outputs: [Output] = []
  private var folderOutputs: [Output] = []
  private var reads: [Read] = []

  /// A plan that replaces existing files only when `force` is true.
  public init(force: Bool) { self.force = force }

  /// A file the command writes (replacing it whole), called `role` in messages ("the log").
  public mutating func output(_ path: String, role: Phrase) {
    outputs.append(Output(path: path, role: role))
  }

  /// A folder the command puts in place whole, renamed over what stands there (an installed
  /// mod): an existing one is replaced only with `force`, and never one that holds, or lies
  /// in, what the command reads.
  public mutating func folderOutput(_ path: String, role: Phrase) {
    folderOutputs.append(Output(path: path, role: role))
  }

  /// A file or folder the command reads, called `role` in messages ("the tournament file");
  /// nothing when no file stands there (a game named by its id, say).
  public mutating func input(_ path: String, role: Phrase) {
    var info = stat()
    guard OutputTarget.standardDescriptor(path) == nil, path != "/dev/stdin", stat(path, &info) == 0
    else { return }
    reads.append(Read(path: path, role: role, isFolder: isFolder(path)))
  }

  /// A folder the command loads files from (a game, the plugins, the mods): nothing inside it
  /// is written.
  public mutating func folder(_ path: String, role: Phrase) {
    guard isFolder(path) else { return }
    reads.append(Read(path: path, role: role, isFolder: true))
  }

  /// A SQLite database the command opens, with the files SQLite keeps beside it.
  public mutating func database(_ path: String) {
    let role = Phrase(trLater("the progress database"))
    reads.append(Read(path: path, role: role, isFolder: false))
    func companion(_ suffix: String) -> Phrase {
      Phrase(
        trLater("the {suffix} file of {role}"), ["suffix": .text(suffix), "role": .phrase(role)])
    }
    for suffix in Self.databaseCompanions {
      reads.append(Read(path: path + suffix, role: companion(suffix), isFolder: false))
    }
    // SQLite keeps its companions beside the file a link points to.
    if let real = FilePlace.realPath(path), real != path {
      for suffix in Self.databaseCompanions {
        reads.append(Read(path: real + suffix, role: companion(suffix), isFolder: false))
      }
    }
    folder(
      path + ".locks", role: Phrase(trLater("the lock folder of {role}"), ["role": .phrase(role)]))
  }

  /// The files SQLite writes beside a database.
  static let databaseCompanions = ["-wal", "-journal", "-shm"]

  /// Checks every output by the rules, then locks each output file; throws the first output
  /// that breaks a rule, having locked and changed nothing.
  public func claim() throws(UserFileError) -> OutputLock {
    var checked: [(target: OutputTarget, place: FilePlace, role: Phrase)] = []
    let readPlaces = reads.map { ($0, FilePlace($0.path)) }
    for output in outputs {
      let target: OutputTarget
      do { target = try OutputTarget.resolve(output.path) } catch {
        throw error.said(as: output.role)
      }
      guard target.isAtomic else { continue }
      let place = FilePlace(target.path)
      for (read, readPlace) in readPlaces {
        let clash =
          read.isFolder
          ? place.isInside(readPlace, walking: read.path) : place.isSame(as: readPlace)
        guard clash else { continue }
        let values: [String: Phrase.Value] = ["read": .phrase(read.role), "path": .text(read.path)]
        let problem =
          read.isFolder
          ? Phrase(
            trLater(
              "lies in {read} {path}, which this command reads: not written, nothing was changed"),
            values)
          : Phrase(
            trLater("is {read} {path}, which this command reads: not written, nothing was changed"),
            values)
        throw UserFileError(output.path, problem, kind: .refused, role: output.role)
      }
      if let earlier = checked.first(where: { $0.place.isSame(as: place) }) {
        throw UserFileError(
          output.path,
          Phrase(
            trLater(
              "is also {other} {path} of this command: give each its own file; nothing was changed"
            ), ["other": .phrase(earlier.role), "path": .text(earlier.target.display)]),
          kind: .refused, role: output.role)
      }
      if case .replaceFile = target.kind, !force { throw Self.exists(output) }
      checked.append((target, place, output.role))
    }
    var locks = checked.map { ($0.place.real, $0.target.display, $0.role) }
    for output in folderOutputs {
      locks.append(try claimFolder(output, readPlaces: readPlaces))
    }
    return try OutputLock(locks)
  }

  /// Checks a folder output by the rules; returns what to lock for it.
  private func claimFolder(_ output: Output, readPlaces: [(Read, FilePlace)]) throws(UserFileError)
    -> (String, String, Phrase)
  {
    let place = FilePlace(output.path)
    for (read, readPlace) in readPlaces {
      let clash =
        place.isSame(as: readPlace) || readPlace.isInside(place, walking: output.path)
        || (read.isFolder && place.isInside(readPlace, walking: read.path))
      guard clash else { continue }
      throw UserFileError(
        output.path,
        Phrase(
          trLater(
            "holds or is {read} {path}, which this command reads: not replaced, nothing was "
              + "changed"), ["read": .phrase(read.role), "path": .text(read.path)]),
        kind: .refused, role: output.role)
    }
    if isFolder(output.path), !force { throw Self.exists(output) }
    return (place.real, output.path, output.role)
  }

  /// The refusal of an output that stands already, file or folder, when `--force` is not given.
  private static func exists(_ output: Output) -> UserFileError {
    UserFileError(
      output.path,
      Phrase(
        trLater("already exists: not overwritten (give --force to replace it); nothing was changed")
      ),
      kind: .exists, role: output.role)
  }

  private func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
