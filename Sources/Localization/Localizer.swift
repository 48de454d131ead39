/// The interface language in effect, and the functions every shown string goes through.
///
/// The catalogue is a task-local value: the command line sets it once around a command, and
/// tests set their own without touching each other's. Nothing that decides a session's result
/// reads it.
public enum Localizer {
  /// The catalogue of the current interface language (English unless set).
  @TaskLocal public static var current: Catalog = .english
}

/// The message `msgid` in the interface language, placeholders filled from `values`.
///
/// The convention the completeness tests rely on: `msgid` (and `context`) are string literals
/// written at the call, `tr("...")`, so that the catalogue's originals can be found in the
/// sources by reading them.
public func tr(
  _ msgid: String, context: String? = nil, _ values: [String: any Sendable] = [:]
) -> String {
  let template = Localizer.current.translation(msgid, context: context) ?? msgid
  return Placeholders.fill(template, values)
}

/// The singular or plural form for `count` (which fills `{n}`), in the interface language.
public func trn(
  _ msgid: String, _ plural: String, count: Int, context: String? = nil,
  _ values: [String: any Sendable] = [:]
) -> String {
  let template = Localizer.current.translation(
    msgid, plural: plural, count: count, context: context)
  return Placeholders.fill(template, values.merging(["n": count]) { given, _ in given })
}

/// Marks `msgid` for the catalogue without translating it: English kept as data (the help
/// sentences of the command declarations) and translated where it is shown, by `trMarked`.
///
/// gettext's `gettext_noop`: the extractor reads `trLater("...")` like `tr("...")`, so the
/// message must be a string literal written at the call.
public func trLater(_ msgid: String) -> String { msgid }

/// A message marked with `trLater` (held in a variable), in the interface language.
public func trMarked(_ msgid: String) -> String {
  Localizer.current.translation(msgid) ?? msgid
}
