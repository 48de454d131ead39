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
