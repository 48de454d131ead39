import Localization
import QuizCore

/// The seed's picture-guess records (`answer`, `title`, `icon`, `options`) as `letters`
/// questions: one mapping for the game loader and the plist importer.
public enum SeedRecords {
  /// A record's fields, declared once. Other keys are the `letters` type's to check (its
  /// `fields` schema), so they pass here.
  static let schema = FieldSchema(
    [
      "answer": FieldSpec.string(required: true).notEmpty,
      "options": FieldSpec.list(of: .string(), required: true),
      "title": FieldSpec.string().notEmpty,
      "icon": FieldSpec.string().notEmpty,
    ], unknownKeys: .allow)

  /// The record `item` (the `number`th of its file) as a `letters` question.
  ///
  /// The seed's records have no id and no type: they get `q1`, `q2`... by position, and their
  /// `icon` (a picture name) becomes `picture`. A record that has a `type` is kept as it is.
  public static func letters(_ item: Value, number: Int) throws(FieldProblem) -> Value {
    guard case .map(var map) = item, !map.keys.contains("type") else { return item }
    let fields: DecodedFields
    switch schema.decode(map) {
    case .success(let decoded): fields = decoded
    case .failure(let problem): throw problem
    }
    let options = fields["options"]?.arrayValue?.compactMap(\.stringValue) ?? []
    if let bad = options.firstIndex(where: { $0.count != 1 }) {
      throw FieldProblem(
        FieldPath().field("options").item(bad + 1),
        Phrase(
          trLater("must be {expected}, not {found}"),
          [
            "expected": .phrase(Phrase(trLater("one character"))),
            "found": .text("\"\(Untrusted.line(options[bad], limit: 40))\""),
          ]))
    }
    if let icon = fields.string("icon") {
      // `Value` is nil-literal convertible too: spell out the optional's none to remove.
      map["icon"] = Value?.none
      map["picture"] = .string(icon)
    }
    if !map.keys.contains("id") { map["id"] = .string("q\(number)") }
    map["type"] = "letters"
    return .map(map)
  }
}
