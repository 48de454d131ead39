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
