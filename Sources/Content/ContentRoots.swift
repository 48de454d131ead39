import Foundation
import Localization

/// Where the built-in `games/` and `plugins/` are: the repository in development, the
/// installed share folder in the Docker image (`/usr/share/trivium`).
public struct ContentRoots: Sendable, Hashable {
  /// How the root was found.
  public enum Source: String, Sendable, Hashable {
    /// A path the user gave.
    case explicit
    /// The `TRIVIUM_HOME` environment variable.
    case environment
    /// A folder above the running executable (or its `share/trivium`).
    case executable
  }

  /// The folder that holds `games/` and `plugins/`.
  public var root: URL
  /// How it was found.
  public var source: Source

  /// A root given as is.
  public init(root: URL, source: Source) {
    self.root = root
    self.source = source
  }

  /// The built-in games.
  public var games: URL { root.appendingPathComponent("games") }
  /// The built-in plugins.
  public var plugins: URL { root.appendingPathComponent("plugins") }

  /// The name of the environment variable that points at the root.
  public static let environmentVariable = "TRIVIUM_HOME"

  /// Finds the root: `explicit` if given, else `TRIVIUM_HOME` of `environment` (handed in:
  /// never the process's own read here), else the folder of `executable` or one of its
  /// parents (each also tried as `<folder>/share/trivium`).
  ///
  /// An explicit path or `TRIVIUM_HOME` that holds neither `games/` nor `plugins/` is an
  /// error rather than a reason to look elsewhere: the user asked for that folder.
  public static func resolve(
    explicit: String? = nil, environment: [String: String],
    executable: URL? = Bundle.main.executableURL
  ) throws(ContentError) -> ContentRoots {
    if let explicit, !explicit.isEmpty {
      return try given(explicit, source: .explicit, display: explicit)
    }
    if let home = environment[environmentVariable], !home.isEmpty {
      return try given(home, source: .environment, display: "\(environmentVariable)=\(home)")
    }
    if let executable {
      // Symbolic links are followed, so a link in /usr/local/bin finds the real install.
      var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
      while true {
        for candidate in [folder, folder.appendingPathComponent("share/trivium")]
        where holds(candidate, both: true) {
          return ContentRoots(root: candidate.standardizedFileURL, source: .executable)
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    throw ContentError(
      .unreadable, file: executable?.path ?? "trivium",
      words: Phrase(
        trLater(
          "cannot find the games/ and plugins/ folders: give their folder with --home DIR, "
            + "or set {variable}"),
        ["variable": .text(environmentVariable)]))
  }

  private static func given(_ path: String, source: Source, display: String)
    throws(ContentError) -> ContentRoots
  {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard holds(url, both: false) else {
      throw ContentError(
        .unreadable, file: display,
        words: Phrase(trLater("holds neither a games/ nor a plugins/ folder")))
    }
    return ContentRoots(root: url, source: source)
  }

  /// Whether `folder` holds `games/` and `plugins/` (`both`), or at least one of them.
  /// Searching upwards from the executable needs both: Debian's /usr/games alone is no root.
  private static func holds(_ folder: URL, both: Bool) -> Bool {
    let found = ["games", "plugins"].map { name in
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    return both ? found.allSatisfy { $0 } : found.contains(true)
  }
}
