import CXML2

/// Why an XML document could not be read, and the line libxml2 had reached.
struct XMLReadFailure: Error {
  enum Reason: Equatable {
    /// libxml2's first error or warning, by its code (`xmlParserErrors`).
    case parser(code: Int)
    /// The document declares an external entity, which is never read.
    case externalEntity(name: String)
    /// The document ended before its root element was whole, with no error said.
    case incomplete
  }

  var reason: Reason
  var line: Int
}

/// Reads XML into `ElementNode`s with libxml2's SAX2 push parser, fed 128 KiB at a time (given
/// a whole document at once, libxml2 stops at 10 MB). Entities: the five of XML and character
/// references; a document's own internal entities expand within libxml2's bounds on expansion
/// (a "billion laughs" is refused); an external entity or DTD is never loaded (no
/// `XML_PARSE_NOENT`, `DTDLOAD` or network), and declaring one is refused. The first error or
/// warning libxml2 raises ends the read; the callbacks only record, never throw or jump.
final class XMLStreamReader {
  /// The root element of `bytes`, or the first failure with its line. Each child named
  /// `stream.child` of a root named `stream.root` goes to `body` as soon as it is closed and
  /// is left out of the root: a big file is then never held as one tree.
  static func read(
    _ bytes: [UInt8], stream: (root: String, child: String)? = nil,
    each body: (ElementNode) -> Void = { _ in }
  ) -> Result<ElementNode, XMLReadFailure> {
    withoutActuallyEscaping(body) { body in
      let reader = XMLStreamReader(stream: stream, body: body)
      return reader.parse(bytes)
    }
  }

  /// libxml2 set up once per process, before any thread parses.
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  /// Nothing is ever fetched; no recovery: libxml2 stops by itself at a fatal error.
  private static let options = Int32(XML_PARSE_NONET.rawValue)

  /// The bytes handed to libxml2 at a time, and the first handful it is created with (as
  /// Foundation's `XMLParser` fed it, so that every error comes at the same line as before).
  private static let chunk = 131_072
  private static let head = 4

  private let stream: (root: String, child: String)?
  private let body: (ElementNode) -> Void
  // The state below is touched only by the callbacks, one at a time on the parsing thread
  // (`body` never reaches it): its run-time exclusivity checks, a tenth of the reading's
  // time, are left out.
  @exclusivity(unchecked) private var context: xmlParserCtxtPtr?
  @exclusivity(unchecked) private var stack: [ElementNode] = []
  /// The text bytes of each open element, by depth; kept between elements to be reused.
  @exclusivity(unchecked) private var texts: [[UInt8]] = []
  @exclusivity(unchecked) private var root: ElementNode?
  @exclusivity(unchecked) private var failure: XMLReadFailure?
  /// Element and attribute names as strings, by libxml2's interned name.
  @exclusivity(unchecked) private var names: [UnsafePointer<xmlChar>: String] = [:]

  private init(stream: (root: String, child: String)?, body: @escaping (ElementNode) -> Void) {
    self.stream = stream
    self.body = body
  }

  /// The line libxml2 has reached (0 before it is created).
  private var line: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }

  private func parse(_ bytes: [UInt8]) -> Result<ElementNode, XMLReadFailure> {
    _ = Self.initialized
    var handler = Self.handler()
    let me = Unmanaged.passUnretained(self).toOpaque()
    var errors = trivium_xml_errors(
      report: { context, code in
        guard let context else { return }
        Unmanaged<XMLStreamReader>.fromOpaque(context).takeUnretainedValue().fail(
          .parser(code: Int(code)))
      }, context: me, saved_handler: nil, saved_context: nil)
    trivium_xml_catch_errors(&errors)
    defer { trivium_xml_release_errors(&errors) }
    defer {
      if let context {
        if let document = context.pointee.myDoc { xmlFreeDoc(document) }
        xmlFreeParserCtxt(context)
      }
    }
    let finished = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { feed($0, handler: &handler, me: me) }
    }
    if let failure { return .failure(failure) }
    guard finished, let root else {
      return .failure(XMLReadFailure(reason: .incomplete, line: line))
    }
    return .success(root)
  }

  /// Pushes `bytes` to the parser chunk by chunk, then the end; false when a push failed.
  private func feed(
    _ bytes: UnsafeBufferPointer<CChar>, handler: inout xmlSAXHandler, me: UnsafeMutableRawPointer
  ) -> Bool {
    // Fewer bytes than the head: never parsed, like `XMLParser` ("not well-formed", line 0).
    guard bytes.count >= Self.head, let base = bytes.baseAddress else { return true }
    context = xmlCreatePushParserCtxt(&handler, me, base, Int32(Self.head), nil)
    guard let context else { return false }
    xmlCtxtUseOptions(context, Self.options)
    var start = Self.head
    var end = min(bytes.count, Self.chunk)
    while true {
      guard xmlParseChunk(context, base + start, Int32(end - start), 0) == 0, failure == nil
      else { return false }
      if end == bytes.count { break }
      start = end
      end = min(bytes.count, start + Self.chunk)
    }
    let last = xmlParseChunk(context, nil, 0, 1)
    return last == 0 || last == Int32(XML_ERR_DOCUMENT_END.rawValue)
  }

  /// Keeps the first failure, at the line reached. The parser is not stopped from here: an
  /// error can be raised while libxml2 is switching its input, which stopping would free
  /// under it. It is fed no more, and what it still reports of this chunk is ignored.
  private func fail(_ reason: XMLReadFailure.Reason) {
    guard failure == nil else { return }
    failure = XMLReadFailure(reason: reason, line: line)
  }

  private static func reader(_ pointer: UnsafeMutableRawPointer?) -> XMLStreamReader {
    Unmanaged<XMLStreamReader>.fromOpaque(pointer!).takeUnretainedValue()
  }

  /// The callbacks: elements, text and CDATA, and the entity declarations and look-ups this
  /// reader answers itself. Every other event is left to libxml2 (and ignored).
  private static func handler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = {
      me, name, prefix, _, namespaceCount, namespaces, count, _, attributes in
      XMLStreamReader.reader(me).start(
        name: name, prefix: prefix, namespaces: (Int(namespaceCount), namespaces),
        attributes: (Int(count), attributes))
    }
    handler.endElementNs = { me, _, _, _ in XMLStreamReader.reader(me).end() }
    handler.characters = { me, bytes, count in XMLStreamReader.reader(me).text(bytes, Int(count)) }
    handler.cdataBlock = { me, bytes, count in XMLStreamReader.reader(me).text(bytes, Int(count)) }
    handler.entityDecl = { me, name, type, _, _, _ in
      let external: [xmlEntityType] = [
        XML_EXTERNAL_GENERAL_PARSED_ENTITY, XML_EXTERNAL_GENERAL_UNPARSED_ENTITY,
        XML_EXTERNAL_PARAMETER_ENTITY,
      ]
      if external.contains(where: { Int32($0.rawValue) == type }) {
        XMLStreamReader.reader(me).fail(
          .externalEntity(name: name.map { String(cString: $0) } ?? ""))
      }
    }
    handler.unparsedEntityDecl = { me, name, _, _, _ in
      XMLStreamReader.reader(me).fail(.externalEntity(name: name.map { String(cString: $0) } ?? ""))
    }
    handler.getEntity = { me, name in XMLStreamReader.reader(me).entity(name) }
    return handler
  }

  /// An internal entity the document declared (libxml2 keeps them), or nil: undefined.
  private func entity(_ name: UnsafePointer<xmlChar>?) -> xmlEntityPtr? {
    guard failure == nil, let context, let entity = xmlSAX2GetEntity(context, name) else {
      return nil
    }
    switch entity.pointee.etype {
    case XML_INTERNAL_GENERAL_ENTITY, XML_INTERNAL_PREDEFINED_ENTITY: return entity
    default: return nil
    }
  }

  private func name(_ local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> String {
    guard let local else { return "" }
    let name: String
    if let known = names[local] {
      name = known
    } else {
      name = String(cString: local)
      names[local] = name
    }
    guard let prefix else { return name }
    return String(cString: prefix) + ":" + name
  }

  private func start(
    name local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
    namespaces: (count: Int, list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?),
    attributes: (count: Int, list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?)
  ) {
    guard failure == nil else { return }
    var map: [String: String] = [:]
    if let list = namespaces.list {
      // Declarations are attributes of the element, as `XMLParser` reported them.
      for index in 0..<namespaces.count {
        let key = list[2 * index].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
        map[key] = list[2 * index + 1].map { String(cString: $0) } ?? ""
      }
    }
    if let list = attributes.list {
      // Five pointers an attribute: name, prefix, namespace, value and its end.
      for index in 0..<attributes.count {
        let base = 5 * index
        guard let value = list[base + 3], let end = list[base + 4] else { continue }
        let key = name(list[base], prefix: list[base + 1])
        map[key] = Self.attributeValue(UnsafeBufferPointer(start: value, count: end - value))
      }
    }
    let element = ElementNode(name: name(local, prefix: prefix), attributes: map, line: line)
    let depth = stack.count
    if depth < texts.count {
      texts[depth].removeAll(keepingCapacity: true)
    } else {
      texts.append([])
    }
    stack.append(element)
  }

  /// An attribute's value as libxml2 gives it without `XML_PARSE_NOENT`: an `&` (from `&amp;`
  /// or `&#38;`) comes as `&#38;`, left for the reader to decode.
  static func attributeValue(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    let escape = Array("&#38;".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"), bytes[index...].starts(with: escape) {
        out.append(UInt8(ascii: "&"))
        index += escape.count
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private func text(_ bytes: UnsafePointer<xmlChar>?, _ count: Int) {
    guard let bytes, !stack.isEmpty, failure == nil else { return }
    texts[stack.count - 1].append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
  }

  private func end() {
    guard failure == nil, var element = stack.popLast() else { return }
    let text = texts[stack.count]
    if !text.isEmpty { element.text = String(decoding: text, as: UTF8.self) }
    if stack.isEmpty {
      root = element
    } else if stack.count == 1, let stream, element.name == stream.child,
      stack[0].name == stream.root
    {
      body(element)
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }
}
