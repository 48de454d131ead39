/// Trivium's data folder, by the XDG Base Directory specification: `$TRIVIUM_DATA_DIR`, else
/// `$XDG_DATA_HOME/trivium`, else `$HOME/.local/share/trivium`. The store and the mods folder
/// both live there; this is the one place that says where.
public enum DataFolder {
  /// How the folder is said when no variable gives it.
  public static let usual = "~/.local/share/trivium"

  /// The folder, or nil when none of the variables is set in `environment` (handed in: never
  /// the process's own read here).
  public static func path(environment: [String: String]) -> String? {
    let variable = { (name: String) in xdgVariable(name, environment) }
    if let folder = variable("TRIVIUM_DATA_DIR") { return folder }
    // A relative XDG_DATA_HOME is invalid and ignored, as the specification asks.
    if let folder = variable("XDG_DATA_HOME"), folder.hasPrefix("/") {
      return join(folder, "trivium")
    }
    guard let home = variable("HOME") else { return nil }
    return join(home, ".local/share/trivium")
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

/// Trivium's state folder, by the XDG Base Directory specification: `$XDG_STATE_HOME/trivium`,
/// else `$HOME/.local/state/trivium`. What is worth keeping between runs but is no user data
/// lives there: the log of what plugins print during `trivium play`.
public enum StateFolder {
  /// How the folder is said when no variable gives it.
  public static let usual = "~/.local/state/trivium"

  /// The folder, or nil when neither variable is set in `environment`.
  public static func path(environment: [String: String]) -> String? {
    let variable = { (name: String) in xdgVariable(name, environment) }
    if let folder = variable("XDG_STATE_HOME"), folder.hasPrefix("/") {
      return DataFolder.join(folder, "trivium")
    }
    guard let home = variable("HOME") else { return nil }
    return DataFolder.join(home, ".local/state/trivium")
  }
}

/// The variable `name` from `environment`; a variable set to "" counts as not set, as the XDG
/// specification asks.
private func xdgVariable(_ name: String, _ environment: [String: String]) -> String? {
  let value = environment[name]
  return value?.isEmpty == false ? value : nil
}
