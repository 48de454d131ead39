import Foundation
import Localization
import QuizCore

/// Property lists (XML or binary) as plain `Value`s.
public enum PropertyListReader {
  /// The value of the property list in `bytes`; `display` names the file in errors.
  public static func value(of bytes: [UInt8], display: String) throws(FormatError) -> Value {
    // Foundation says only "Unable to convert string" for bad UTF-8: check first, to give a place.
    if !bytes.starts(with: Array("bplist".utf8)) {
      try FormatError.checkUTF8(bytes, display: display)
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw parseFailure(error, display: display)
    }
    return try convert(object, path: "", display: display)
  }

  /// Our reason for Foundation's failure, with the line Foundation names ("at line N", "on
  /// line N") as the error's line. Foundation's own words are English whatever the interface
  /// language: the kind of fault they name is said in ours, and any other fault plainly.
  private static func parseFailure(_ error: Error, display: String) -> FormatError {
    let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    var line: Int?
    for marker in [" at line ", " on line "] {
      guard line == nil, let range = said.range(of: marker, options: .backwards) else { continue }
      line = Int(said[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }
    guard let reason = reason(said) else {
      return FormatError(
        kind: .badPlist, file: display, line: line,
        phrase: Phrase(trLater("is not a valid property list"))
      )
    }
    return FormatError(
      kind: .badPlist, file: display, line: line,
      phrase: Phrase(
        trLater("is not a valid property list ({reason})"), ["reason": .phrase(reason)])
    )
  }

  /// The fault Foundation's message (`said`) names, in words of ours; nil when it names none
  /// we know.
  static func reason(_ said: String) -> Phrase? {
    let faults: [(marks: [String], words: String)] = [
      (["Value missing for key"], trLater("a <key> in a <dict> has no value after it")),
      (["non-key inside <dict>"], trLater("a value in a <dict> has no <key> before it")),
      (["does not match open tag"], trLater("a closing tag does not match the tag it closes")),
      (
        ["unexpected EOF", "not found", "Could not find end", "Premature end"],
        trLater("the file ends before the property list does")
      ),
      (["Could not interpret"], trLater("a value cannot be read as the kind its tag names")),
      (
        [
          "unexpected character", "Malformed tag", "unknown tag", "Unknown tag", "improper CDATA",
          "ampersand-escape", "unexpected element", "empty plist tag",
        ], trLater("the XML is malformed")
      ),
    ]
    let fault = faults.first { fault in fault.marks.contains { said.contains($0) } }
    return fault.map { Phrase($0.words) }
  }

  /// Strings, integers, reals, booleans, arrays and dictionaries; dates and data are refused,
  /// since nothing in a game can use them and they would not survive a JSON round trip.
  private static func convert(_ object: Any, path: String, display: String) throws(FormatError)
    -> Value
  {
    switch object {
    case let string as String:
      return .string(string)
    case let flag as Bool where type(of: object) == Bool.self:
      return .bool(flag)
    case let number as NSNumber:
      return try convert(number, path: path, display: display)
    case let array as [Any]:
      var values: [Value] = []
      values.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        values.append(try convert(element, path: "\(path)[\(index)]", display: display))
      }
      return .array(values)
    case let dictionary as [String: Any]:
      var entries: [(String, Value)] = []
      entries.reserveCapacity(dictionary.count)
      for (key, element) in dictionary {
        let inner = path.isEmpty ? key : "\(path).\(key)"
        entries.append((key, try convert(element, path: inner, display: display)))
      }
      return .map(ValueMap(entries))
    default:
      let kind = object is Date ? "a <date>" : object is Data ? "a <data>" : "\(type(of: object))"
      throw FormatError(
        kind: .wrongType, file: display, field: path.isEmpty ? nil : path,
        phrase: Phrase(
          trLater(
            "{subject} holds {kind}; only strings, numbers, booleans, arrays and dictionaries "
              + "can be read"), ["subject": subject(path), "kind": .text(kind)]))
    }
  }

  /// `<integer>` stays an integer and `<real>` a double, even when it is a whole number.
  private static func convert(_ number: NSNumber, path: String, display: String)
    throws(FormatError) -> Value
  {
    switch String(cString: number.objCType) {
    case "c", "B":
      return .bool(number.boolValue)
    case "f", "d":
      return .double(number.doubleValue)
    case "Q", "L", "I", "S", "C":
      guard let value = Int64(exactly: number.uint64Value) else {
        throw FormatError(
          kind: .badValue, file: display, field: path.isEmpty ? nil : path,
          phrase: Phrase(
            trLater("{subject} holds an integer larger than {max}"),
            ["subject": subject(path), "max": .text(String(Int64.max))]))
      }
      return .int(value)
    default:
      return .int(number.int64Value)
    }
  }

  private static func subject(_ path: String) -> Phrase.Value {
    path.isEmpty ? .phrase(Phrase(trLater("the file"))) : .text("'\(path)'")
  }
}
