import Foundation
import Localization
import QuizCore
import Testing

/// What a list or a map must hold reads as a sentence ("a list of strings"), in English and
/// in Chinese, never as the pieces it is made of ("a list of (a string)").
@Suite("Field wording")
struct FieldWordingTests {
  /// The catalogue of `language` from the repository's locale folder.
  static func catalog(_ language: String) throws -> Catalog {
    let locale = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("locale")
    return try Language.catalog(language, folder: locale)
  }

  @Test("a list or a map of a plain kind is named by its plural")
  func plainKinds() {
    #expect(FieldSpec.list(of: .string()).described == "a list of strings")
    #expect(FieldSpec.list(of: FieldSpec.string().notEmpty).described == "a list of strings")
    #expect(FieldSpec.list(of: FieldSpec(.integer)).described == "a list of integers")
    #expect(
      FieldSpec.list(of: .integer(in: .min ... .max)).described == "a list of integers")
    #expect(FieldSpec.list(of: FieldSpec(.number)).described == "a list of finite numbers")
    #expect(FieldSpec.list(of: .boolean()).described == "a list of true or false values")
    #expect(FieldSpec.map(of: .string()).described == "a map of names to strings")
    #expect(FieldSpec.list(of: FieldSpec(.any)).described == "a list")
  }

  @Test("an item with bounds or choices is said item by item")
  func boundedItems() {
    #expect(
      FieldSpec.list(of: .integer(in: 1...5)).described
        == "a list, each item an integer from 1 to 5")
    #expect(
      FieldSpec.list(of: .string(oneOf: ["a", "b"])).described
        == "a list, each item one of \"a\", \"b\"")
    #expect(
      FieldSpec.list(of: .list(of: .string())).described
        == "a list, each item a list of strings")
    #expect(
      FieldSpec.map(of: .number(in: 0...1)).described
        == "a map of names, each to a finite number from 0 to 1")
  }

  @Test("in Chinese too")
  func chinese() throws {
    let catalog = try Self.catalog("zh-Hans")
    let (plain, bounded) = Localizer.$current.withValue(catalog) {
      (
        FieldSpec.list(of: .string()).expectation.translated,
        FieldSpec.list(of: .integer(in: 1...5)).expectation.translated
      )
    }
    #expect(plain == "字符串列表")
    #expect(!bounded.contains("(") && !bounded.contains("（"), "\(bounded)")
    #expect(bounded.contains("1") && bounded.contains("5"), "\(bounded)")
  }
}
