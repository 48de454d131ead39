import Foundation
import Localization

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an XML document: its name, attributes, text (character data and CDATA
/// joined), child elements and the line its start tag is on.
struct ElementNode: Sendable {
  var name: String
  var attributes: [String: String]
  var text = ""
  var children: [ElementNode] = []
  var line: Int

  /// The first child named `name`.
  func child(_ name: String) -> ElementNode? { children.first { $0.name == name } }

  /// Every child named `name`, in document order.
  func children(_ name: String) -> [ElementNode] { children.filter { $0.name == name } }

  /// The text of the child `name`'s `<text>` child (Moodle's `<name><text>...</text></name>`).
  func innerText(_ name: String) -> String? { child(name)?.child("text")?.text }

  /// This element with the text of its `<text>` child replaced by `text`.
  func replacingText(_ text: String) -> ElementNode {
    var copy = self
    if let index = copy.children.firstIndex(where: { $0.name == "text" }) {
      copy.children[index].text = text
    }
    return copy
  }

  /// The text of the child `name` itself (`<single>true</single>`), trimmed.
  func value(_ name: String) -> String? {
    child(name).map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
  }
}

/// Reads a whole XML document into `ElementNode`s with Foundation's `XMLParser` (libxml2 on
/// Linux): no external entities are loaded, and libxml2 refuses entity-expansion bombs.
enum XMLDocumentReader {
  /// The root element of `bytes`, or the first error with its line. Each child of a root
  /// named `stream.root` that is named `stream.child` goes to `body` as soon as it is closed
  /// and is left out of the root: a big file is then never held as one tree.
  static func read(
    _ bytes: [UInt8], file: String, stream: (root: String, child: String)? = nil,
    each body: (ElementNode) -> Void = { _ in }
  ) throws(ImportError) -> ElementNode {
    if let entity = ExternalEntities.first(in: bytes) {
      throw ImportError(
        .malformed, file: file, line: entity.line,
        words: Phrase(
          trLater("declares the external entity '{name}': external entities are not read"),
          ["name": .text(entity.name)]))
    }
    // From a stream: given all the data at once, libxml2 stops at 10 MB ("huge input").
    let parser = XMLParser(stream: InputStream(data: Data(bytes)))
    parser.shouldResolveExternalEntities = false
    let builder = Builder()
    parser.delegate = builder
    let finished: Bool
    if let stream {
      // The builder holds the body only while `parse` runs.
      finished = withoutActuallyEscaping(body) { body in
        builder.stream = (stream.root, stream.child, body)
        defer { builder.stream = nil }
        return parser.parse()
      }
    } else {
      finished = parser.parse()
    }
    if let failure = builder.failure {
      throw ImportError(.malformed, file: file, line: failure.line, words: failure.message)
    }
    guard finished, let root = builder.root else {
      throw ImportError(
        .malformed, file: file, line: parser.lineNumber,
        words: Phrase(trLater("is not well-formed XML")))
    }
    return root
  }

  /// Words for the libxml2 error codes an XML file most often shows.
  static func describe(code: Int) -> Phrase {
    switch code {
    case 4, 5: Phrase(trLater("the XML ends too early or is empty"))
    case 9: Phrase(trLater("holds a character XML does not allow"))
    case 26:
      Phrase(
        trLater("uses an entity that is not defined (only {entities} and {last} are)"),
        ["entities": .text("&amp; &lt; &gt; &quot; &apos;"), "last": .text("&#NN;")])
    case 64: Phrase(trLater("the XML declaration is malformed"))
    case 68, 73: Phrase(trLater("a tag is not closed with '>'"))
    case 76: Phrase(trLater("a closing tag does not match the open element"))
    case 89: Phrase(trLater("entity expansion refused (too many nested entities)"))
    default: Phrase(trLater("is not well-formed XML"))
    }
  }

  /// Builds the tree as the parser reports it; keeps the first error and its line.
  private final class Builder: NSObject, XMLParserDelegate {
    var stack: [ElementNode] = []
    var root: ElementNode?
    var failure: (line: Int, message: Phrase)?
    var stream: (root: String, child: String, body: (ElementNode) -> Void)?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      stack.append(ElementNode(name: elementName, attributes: attributes, line: parser.lineNumber))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard let element = stack.popLast() else { return }
      if stack.isEmpty {
        root = element
      } else if stack.count == 1, let stream, element.name == stream.child,
        stack[0].name == stream.root, failure == nil
      {
        stream.body(element)
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      guard failure == nil else { return }
      let code = (parseError as NSError).code
      failure = (parser.lineNumber, XMLDocumentReader.describe(code: code))
      parser.abortParsing()
    }
  }
}
