import Foundation
import Localization

/// The repository: three folders up from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One message the sources ask the catalogue for.
struct SourceMessage: Hashable {
  var context: String?
  var msgid: String
  var plural: String?
  /// The files that use it, in the order first met.
  var files: [String]

  /// What identifies it in a catalogue.
  var key: String { (context.map { $0 + "\u{4}" } ?? "") + msgid }
}

/// Finds the messages of the sources by the one convention the project keeps: every shown
/// string is written as a literal right at a `tr("...")` or `trn("...", "...", count:)` call,
/// optionally with `context: "..."`, or marked for later with `trLater("...")` (declared help);
/// adjacent literals joined by `+` count as one. Anything
/// else at such a call (interpolation, a variable) is reported as a problem, since no
/// catalogue could ever hold it.
enum MessageExtraction {
  /// The Swift files under Sources/, except those of the Localization module that define `tr`
  /// and quote its calls in their comments; its own messages (`SystemError`) are read.
  static func sourceFiles() -> [String] {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(atPath: sources.path)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".swift"),
        !path.hasPrefix("Localization/") || path == "Localization/SystemError.swift"
      {
        files.append("Sources/" + path)
      }
    }
    return files.sorted()
  }

  /// Every message of every source file, merged by context and msgid, with the problems met.
  static func all() -> (messages: [SourceMessage], problems: [String]) {
    var messages: [SourceMessage] = []
    var index: [String: Int] = [:]
    var problems: [String] = []
    for file in sourceFiles() {
      let text =
        (try? String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8))
        ?? ""
      let (found, bad) = extract(text, file: file)
      problems += bad
      for message in found {
        if let at = index[message.key] {
          if !messages[at].files.contains(file) { messages[at].files.append(file) }
          if messages[at].plural != message.plural {
            problems.append("\(file): '\(message.msgid)' is used with two plural forms")
          }
        } else {
          index[message.key] = messages.count
          messages.append(message)
        }
      }
    }
    return (messages, problems)
  }

  /// The messages of one file's text.
  static func extract(_ text: String, file: String) -> ([SourceMessage], [String]) {
    // Comments may show the convention itself; only code counts.
    let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line)
    }.joined(separator: "\n")
    let chars = Array(code)
    var found: [SourceMessage] = []
    var problems: [String] = []
    var i = 0
    while i < chars.count {
      // Skip string literals, so a "tr(" inside one is not a call.
      if chars[i] == "\"" {
        i = skipLiteral(chars, from: i)
        continue
      }
      let isPlural = matches(chars, at: i, "trn(")
      let isLater = matches(chars, at: i, "trLater(")
      guard isPlural || isLater || matches(chars, at: i, "tr("),
        i == 0
          || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_"
            || chars[i - 1] == ".")
      else {
        i += 1
        continue
      }
      let line = chars[..<i].filter { $0 == "\n" }.count + 1
      let name = isPlural ? "trn" : isLater ? "trLater" : "tr"
      var at = i + name.count + 1
      guard let msgid = literal(chars, &at) else {
        problems.append("\(file):\(line): \(name) needs a string literal as its message")
        i = at + 1
        continue
      }
      var plural: String?
      if isPlural {
        skipSpace(chars, &at)
        if at < chars.count, chars[at] == "," { at += 1 }
        plural = literal(chars, &at)
        if plural == nil {
          problems.append("\(file):\(line): trn needs a string literal as its plural")
        }
      }
      let end = callEnd(chars, from: i + name.count)
      let context = contextLiteral(Array(chars[at..<end]))
      if case .failure(let problem) = context {
        problems.append("\(file):\(line): \(problem)")
      }
      let contextValue: String? = (try? context.get()) ?? nil
      found.append(
        SourceMessage(context: contextValue, msgid: msgid, plural: plural, files: [file]))
      i = at
    }
    return (found, problems)
  }

  struct Problem: Error { var text: String }

  /// The `context: "..."` argument at the top level of a call's remaining text.
  private static func contextLiteral(_ rest: [Character]) -> Result<String?, Problem> {
    var depth = 0
    var i = 0
    while i < rest.count {
      let char = rest[i]
      if char == "\"" {
        i = skipLiteral(rest, from: i)
        continue
      }
      if "([{".contains(char) { depth += 1 }
      if ")]}".contains(char) { depth -= 1 }
      if depth == 0, matches(rest, at: i, "context:") {
        var at = i + 8
        guard let value = literal(rest, &at) else {
          return .failure(Problem(text: "the context must be a string literal"))
        }
        return .success(value)
      }
      i += 1
    }
    return .success(nil)
  }

  private static func matches(_ chars: [Character], at i: Int, _ word: String) -> Bool {
    let word = Array(word)
    return i + word.count <= chars.count && Array(chars[i..<(i + word.count)]) == word
  }

  private static func skipSpace(_ chars: [Character], _ at: inout Int) {
    while at < chars.count, chars[at].isWhitespace { at += 1 }
  }

  /// The index after the string literal starting at `from`.
  private static func skipLiteral(_ chars: [Character], from: Int) -> Int {
    if matches(chars, at: from, "\"\"\"") {
      var i = from + 3
      while i < chars.count, !matches(chars, at: i, "\"\"\"") { i += 1 }
      return i + 3
    }
    var i = from + 1
    var depth = 0
    while i < chars.count {
      if chars[i] == "\\" {
        if i + 1 < chars.count, chars[i + 1] == "(" {
          depth += 1
          i += 2
          continue
        }
        i += 2
        continue
      }
      if depth > 0 {
        if chars[i] == ")" { depth -= 1 }
        if chars[i] == "(" { depth += 1 }
        i += 1
        continue
      }
      if chars[i] == "\"" || chars[i] == "\n" { return i + 1 }
      i += 1
    }
    return i
  }

  /// The index of the parenthesis that closes the call whose "(" is at `open`.
  private static func callEnd(_ chars: [Character], from open: Int) -> Int {
    var depth = 0
    var i = open
    while i < chars.count {
      if chars[i] == "\"" {
        i = skipLiteral(chars, from: i)
        continue
      }
      if chars[i] == "(" { depth += 1 }
      if chars[i] == ")" {
        depth -= 1
        if depth == 0 { return i }
      }
      i += 1
    }
    return chars.count
  }

  /// One or more string literals joined by `+`, decoded; nil when the argument is anything
  /// else (a variable, an interpolation).
  private static func literal(_ chars: [Character], _ at: inout Int) -> String? {
    var value = ""
    while true {
      skipSpace(chars, &at)
      guard at < chars.count, chars[at] == "\"", !matches(chars, at: at, "\"\"\"") else {
        return nil
      }
      at += 1
      while at < chars.count, chars[at] != "\"" {
        if chars[at] == "\\" {
          guard at + 1 < chars.count else { return nil }
          let next = chars[at + 1]
          switch next {
          case "n": value.append("\n")
          case "t": value.append("\t")
          case "\"", "\\", "'": value.append(next)
          case "u":
            guard let close = chars[at...].firstIndex(of: "}"),
              let scalar = UInt32(String(chars[(at + 3)..<close]), radix: 16),
              let unicode = Unicode.Scalar(scalar)
            else { return nil }
            value.unicodeScalars.append(unicode)
            at = close - 1
          default: return nil  // "\(" interpolation, or an escape this reader does not know
          }
          at += 2
          continue
        }
        if chars[at] == "\n" { return nil }
        value.append(chars[at])
        at += 1
      }
      at += 1
      var look = at
      skipSpace(chars, &look)
      guard look < chars.count, chars[look] == "+" else { break }
      var after = look + 1
      skipSpace(chars, &after)
      guard after < chars.count, chars[after] == "\"" else { break }
      at = after
    }
    return value
  }

  /// The template catalogue of `messages`, as `locale/trivium.pot` holds it: the files that
  /// use each message (no line numbers, so the file changes only when messages do).
  static func template(_ messages: [SourceMessage]) -> String {
    var text = """
      # The messages of Trivium's interface, extracted from the sources (every tr("..."),
      # trn("...", "...") and trLater("...") call). Do not edit: run
      #   TRIVIUM_RECORD_POT=1 swift test --filter LocalizationTests
      # then merge it into each language: msgmerge --update locale/zh-Hans.po locale/trivium.pot
      msgid ""
      msgstr ""
      "Project-Id-Version: Trivium\\n"
      "MIME-Version: 1.0\\n"
      "Content-Type: text/plain; charset=UTF-8\\n"
      "Content-Transfer-Encoding: 8bit\\n"
      "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

      """
    for message in messages {
      text += "\n#: " + message.files.joined(separator: " ") + "\n"
      if !Placeholders.names(in: message.msgid + (message.plural ?? "")).isEmpty {
        text += "#, python-brace-format\n"
      }
      if let context = message.context { text += "msgctxt " + POFile.quote(context) + "\n" }
      text += "msgid " + POFile.quote(message.msgid) + "\n"
      if let plural = message.plural {
        text += "msgid_plural " + POFile.quote(plural) + "\n"
        text += "msgstr[0] \"\"\nmsgstr[1] \"\"\n"
      } else {
        text += "msgstr \"\"\n"
      }
    }
    return text
  }
}
