import Foundation
import QuizCore
import Testing

@testable import Importers

/// libxml2's SAX2 reader under Moodle XML: entities, encodings, attributes and lines.
@Suite("Importers: the XML reader")
struct XMLReaderTests {
  /// A DOCTYPE declaring `entities`, then a quiz holding `body`.
  func document(entities: String, body: String) -> String {
    "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [\n\(entities)\n]>\n<quiz>\(body)</quiz>\n"
  }

  /// The text of the one element `<t>` under the root of `xml`.
  func text(_ xml: String) throws -> String {
    let root = try XMLStreamReader.read(Array(xml.utf8)).get()
    return try #require(root.child("t")).text
  }

  @Test("a document's own internal entity is its text, where it is used")
  func internalEntity() throws {
    let xml = document(entities: "<!ENTITY word \"Sky\">", body: "<t>&word;? &word;!</t>")
    #expect(try text(xml) == "Sky? Sky!")
  }

  @Test("an external entity declared past a '<' in an entity value is refused at its line")
  func hiddenExternalEntity() {
    for declaration in [
      "<!ENTITY secret SYSTEM \"file:///etc/passwd\">",
      "<!ENTITY secret SYSTEM \"file:///etc/passwd\" NDATA gif>",
    ] {
      let xml = document(entities: "<!ENTITY tag \"<b>\">\n" + declaration, body: "x")
      #expect {
        try imported(.moodleXML, text: xml)
      } throws: { error in
        "\(error)" == "in:4: declares the external entity 'secret': external entities are not read"
      }
    }
  }

  @Test("a billion laughs is refused, not expanded")
  func entityBomb() {
    var entities = "<!ENTITY a0 \"lol\">"
    for level in 1...9 {
      entities +=
        "\n<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
    }
    #expect {
      try imported(.moodleXML, text: document(entities: entities, body: "&a9;"))
    } throws: { error in
      "\(error)" == "in:14: entity expansion refused (too many nested entities)"
    }
  }

  @Test("'&' in an attribute, written '&amp;' or '&#38;', is read as '&'")
  func ampersandInAttribute() throws {
    let xml = "<quiz><t a=\"1 &amp; 2 &#38; 3 &lt;\" b=\"&amp;#38;\">x</t></quiz>"
    let element = try #require(try XMLStreamReader.read(Array(xml.utf8)).get().child("t"))
    #expect(element.attributes == ["a": "1 & 2 & 3 <", "b": "&#38;"])
  }

  @Test("bytes the declared encoding cannot read are an error at their line, not a crash")
  func badEncoding() {
    var bytes = Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<quiz>".utf8)
    bytes += [0x82, 0xA0, 0x82]
    bytes += Array("</quiz>\n".utf8)
    #expect {
      try Importer.importGame(format: .moodleXML, bytes: bytes, options: ImportOptions())
    } throws: { error in
      "\(error)" == "input:1: is not well-formed XML"
    }
  }

  @Test("an error far into a big file is at its own line (the file is read in chunks)")
  func errorLineAfterChunks() {
    let question =
      "<question type=\"truefalse\"><questiontext><text>Right?</text></questiontext>\n"
      + "<answer fraction=\"100\"><text>true</text></answer></question>\n"
    let body = String(repeating: question, count: 3_000)
    let xml = "<quiz>\n" + body + "<question type=\"x\"><text>a</question>\n</quiz>\n"
    #expect(xml.utf8.count > 300_000)
    #expect {
      try imported(.moodleXML, text: xml)
    } throws: { error in
      "\(error)" == "in:6002: a closing tag does not match the open element"
    }
  }
}
