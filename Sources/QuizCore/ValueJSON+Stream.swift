extension ValueJSON {
  /// Writes the canonical text of `map` with `key` set to the array of `elements`, handing
  /// `sink` pieces of about `chunk` bytes: the bytes `encode` gives for the whole map, while
  /// neither the text nor the array is ever whole in memory (a long session's actions).
  public static func write(
    _ map: ValueMap, streaming key: String, elements: some Sequence<Value>,
    chunk: Int = 1 << 16, maxDepth: Int = defaultMaxDepth, to sink: ([UInt8]) -> Void
  ) throws(ValueJSONError) {
    guard maxDepth > 0 else { throw .tooDeep(path: "$", limit: maxDepth) }
    var writer = Writer(pretty: false, maxDepth: maxDepth)
    func flush(atLeast size: Int) {
      guard writer.bytes.count >= size, !writer.bytes.isEmpty else { return }
      sink(writer.bytes)
      writer.bytes.removeAll(keepingCapacity: true)
    }
    // The array's place among the keys is the one `ValueMap` gives it.
    var entries = map
    entries[key] = .null
    writer.bytes.append(UInt8(ascii: "{"))
    for (index, entry) in entries.enumerated() {
      if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
      writer.writeString(entry.key)
      writer.bytes.append(UInt8(ascii: ":"))
      guard entry.key == key else {
        do { try writer.write(entry.value, depth: 1) } catch { throw error.under("." + entry.key) }
        continue
      }
      guard maxDepth > 1 else { throw .tooDeep(path: "$." + key, limit: maxDepth) }
      writer.bytes.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { writer.bytes.append(UInt8(ascii: ",")) }
        do { try writer.write(element, depth: 2) } catch {
          throw error.under("[\(position)]").under("." + key)
        }
        flush(atLeast: chunk)
      }
      writer.bytes.append(UInt8(ascii: "]"))
    }
    writer.bytes.append(UInt8(ascii: "}"))
    flush(atLeast: 0)
  }
}

/// A JSON array written one element at a time in the pretty form: the pieces joined are the
/// bytes `ValueJSON.encodePretty` gives for the whole array, without the array being whole.
public struct PrettyArrayWriter: Sendable {
  private var count = 0
  private let maxDepth: Int

  /// A writer of an empty array.
  public init(maxDepth: Int = ValueJSON.defaultMaxDepth) { self.maxDepth = maxDepth }

  /// Appends the bytes of one more element to `bytes` (a buffer the caller keeps and reuses):
  /// `[` or `,`, a line break, then the element indented. `bytes` is left as it was when the
  /// element has no JSON.
  public mutating func element(_ value: Value, into bytes: inout [UInt8]) throws(ValueJSONError) {
    guard maxDepth > 0 else { throw .tooDeep(path: "$", limit: maxDepth) }
    // The writer borrows the caller's buffer (a move, not a copy) and gives it back.
    var writer = Writer(bytes: [], pretty: true, maxDepth: maxDepth)
    swap(&writer.bytes, &bytes)
    defer { swap(&writer.bytes, &bytes) }
    let start = writer.bytes.count
    writer.bytes.append(UInt8(ascii: count == 0 ? "[" : ","))
    writer.breakLine(1)
    do { try writer.write(value, depth: 1) } catch {
      writer.bytes.removeSubrange(start...)
      throw error.under("[\(count)]")
    }
    count += 1
  }

  /// The bytes that close the array (all of it when no element was written).
  public var end: [UInt8] { Array((count == 0 ? "[]" : "\n]").utf8) }
}
