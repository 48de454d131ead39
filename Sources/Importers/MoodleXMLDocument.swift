import Localization

/// Reads a whole XML document into `ElementNode`s with libxml2 (`XMLStreamReader`): no
/// external entity is loaded or may be declared, and entity-expansion bombs are refused.
enum XMLDocumentReader {
  /// The root element of `bytes`, or the first error with its line. Each child of a root
  /// named `stream.root` that is named `stream.child` goes to `body` as soon as it is closed
  /// and is left out of the root: a big file is then never held as one tree.
  static func read(
    _ bytes: [UInt8], file: String, stream: (root: String, child: String)? = nil,
    each body: (ElementNode) -> Void = { _ in }
  ) throws(ImportError) -> ElementNode {
    if let entity = ExternalEntities.first(in: bytes) {
      throw externalEntity(entity.name, file: file, line: entity.line)
    }
    switch XMLStreamReader.read(bytes, stream: stream, each: body) {
    case .success(let root): return root
    case .failure(let failure):
      switch failure.reason {
      case .parser(let code):
        throw ImportError(.malformed, file: file, line: failure.line, words: describe(code: code))
      case .externalEntity(let name):
        throw externalEntity(name, file: file, line: failure.line)
      case .incomplete:
        throw ImportError(
          .malformed, file: file, line: failure.line,
          words: Phrase(trLater("is not well-formed XML")))
      }
    }
  }

  private static func externalEntity(_ name: String, file: String, line: Int) -> ImportError {
    ImportError(
      .malformed, file: file, line: line,
      words: Phrase(
        trLater("declares the external entity '{name}': external entities are not read"),
        ["name": .text(name)]))
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
}
