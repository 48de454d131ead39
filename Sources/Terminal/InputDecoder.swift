/// Decodes the bytes a terminal sends into input events. Fed any split of the stream (UTF-8 and
/// escape sequences may arrive across reads), it keeps what is incomplete for the next feed.
///
/// A lone Esc cannot be told from the start of a sequence until a short time passes: when
/// `isPending` is true, the caller waits at most `escapeTimeout` for more bytes and else calls
/// `flush()`.
public struct InputDecoder: Sendable {
  /// How long to wait after Esc before taking it as the Esc key, in seconds.
  public static let escapeTimeout = 0.05

  private var pending: [UInt8] = []
  private var pasting: [UInt8]? = nil

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes wait for the rest of a sequence.
  public var isPending: Bool { !pending.isEmpty && pasting == nil }

  /// The events completed by `bytes`.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Takes whatever is pending as complete (a lone Esc becomes the Esc key).
  public mutating func flush() -> [InputEvent] { decode(final: true) }

  private enum Step {
    case event(InputEvent?, consumed: Int)
    case incomplete
  }

  private mutating func decode(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var start = 0
    while start < pending.count {
      if pasting != nil {
        let (next, done) = takePaste(from: start, into: &events)
        guard done else {
          // Keep paste bytes until the end marker; nothing of them is a command.
          pending.removeFirst(next)
          return events
        }
        start = next
        continue
      }
      switch step(at: start, final: final) {
      case .incomplete:
        pending.removeFirst(start)
        return events
      case .event(let event, let consumed):
        if let event { events.append(event) }
        start += consumed
      }
    }
    pending.removeAll(keepingCapacity: true)
    return events
  }

  /// Gathers pasted bytes up to ESC [ 201 ~. Returns where decoding goes on and whether the
  /// paste ended; when it did not, bytes before `next` are taken and the rest may be the start
  /// of the end marker.
  private mutating func takePaste(from start: Int, into events: inout [InputEvent]) -> (
    next: Int, done: Bool
  ) {
    let end: [UInt8] = [27, 91, 50, 48, 49, 126]
    var index = start
    while index < pending.count {
      if pending[index] == 27 {
        let left = pending.count - index
        if left < end.count, pending[index...].elementsEqual(end[..<left]) { break }
        if left >= end.count, pending[index..<(index + end.count)].elementsEqual(end) {
          pasting!.append(contentsOf: pending[start..<index])
          events.append(.paste(String(decoding: pasting!, as: UTF8.self)))
          pasting = nil
          return (index + end.count, true)
        }
      }
      index += 1
    }
    pasting!.append(contentsOf: pending[start..<index])
    return (index, false)
  }

  private mutating func step(at start: Int, final: Bool) -> Step {
    let byte = pending[start]
    switch byte {
    case 27:
      return escape(at: start, final: final)
    case 13, 10: return .event(.key(.enter, []), consumed: 1)
    case 9: return .event(.key(.tab, []), consumed: 1)
    case 127, 8: return .event(.key(.backspace, []), consumed: 1)
    case 0: return .event(.key(.character(" "), .control), consumed: 1)
    case 1...26:
      let letter = Character(Unicode.Scalar(byte + 96))
      return .event(.key(.character(letter), .control), consumed: 1)
    case 28...31: return .event(nil, consumed: 1)
    case 0x20..<0x7F:
      return .event(.key(.character(Character(Unicode.Scalar(byte))), []), consumed: 1)
    default:
      return utf8(at: start, final: final)
    }
  }

  private func utf8(at start: Int, final: Bool) -> Step {
    let byte = pending[start]
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    guard length > 1 else { return .event(nil, consumed: 1) }
    guard pending.count - start >= length else {
      return final ? .event(nil, consumed: pending.count - start) : .incomplete
    }
    let slice = pending[start..<(start + length)]
    guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else {
      return .event(nil, consumed: 1)
    }
    let text = String(decoding: slice, as: UTF8.self)
    guard let character = text.first, text.unicodeScalars.first?.value != 0xFFFD else {
      return .event(nil, consumed: length)
    }
    return .event(.key(.character(character), []), consumed: length)
  }

  private mutating func escape(at start: Int, final: Bool) -> Step {
    let available = pending.count - start
    guard available > 1 else { return final ? .event(.key(.escape, []), consumed: 1) : .incomplete }
    let next = pending[start + 1]
    switch next {
    case 91:  // ESC [
      return csi(at: start, final: final)
    case 79:  // ESC O: SS3 keys
      guard available > 2 else {
        return final ? .event(.key(.character("O"), .alt), consumed: 2) : .incomplete
      }
      let key: Key? =
        switch pending[start + 2] {
        case 65: .up
        case 66: .down
        case 67: .right
        case 68: .left
        case 72: .home
        case 70: .end
        case 80: .function(1)
        case 81: .function(2)
        case 82: .function(3)
        case 83: .function(4)
        default: nil
        }
      return .event(key.map { .key($0, []) }, consumed: 3)
    case 27:
      return .event(.key(.escape, []), consumed: 1)
    default:
      // Alt held with a key: ESC then the key.
      switch step(at: start + 1, final: final) {
      case .incomplete: return .incomplete
      case .event(.key(let key, let modifiers)?, let consumed):
        return .event(.key(key, modifiers.union(.alt)), consumed: consumed + 1)
      case .event(let other, let consumed): return .event(other, consumed: consumed + 1)
      }
    }
  }

  private mutating func csi(at start: Int, final: Bool) -> Step {
    // ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E).
    var index = start + 2
    while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
    guard index < pending.count else {
      return final ? .event(.key(.escape, []), consumed: 1) : .incomplete
    }
    let finalByte = pending[index]
    let parameterBytes = pending[(start + 2)..<index]
    let consumed = index + 1 - start
    guard (0x40...0x7E).contains(finalByte) else { return .event(nil, consumed: consumed) }
    let text = String(decoding: parameterBytes, as: UTF8.self)
    if text.hasPrefix("<") {
      return .event(mouse(String(text.dropFirst()), pressed: finalByte == 77), consumed: consumed)
    }
    let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    let modifiers = numbers.count > 1 ? Modifiers(xterm: numbers[1]) : []
    let key: Key?
    switch finalByte {
    case 65: key = .up
    case 66: key = .down
    case 67: key = .right
    case 68: key = .left
    case 72: key = .home
    case 70: key = .end
    case 90: return .event(.key(.backTab, []), consumed: consumed)
    case 73: return .event(.focus(true), consumed: consumed)
    case 79: return .event(.focus(false), consumed: consumed)
    case 80...83: key = .function(Int(finalByte) - 79)
    case 126:
      switch numbers.first ?? 0 {
      case 200:
        pasting = []
        return .event(nil, consumed: consumed)
      case 1, 7: key = .home
      case 2: key = .insert
      case 3: key = .delete
      case 4, 8: key = .end
      case 5: key = .pageUp
      case 6: key = .pageDown
      case 11...15: key = .function(numbers[0] - 10)
      case 17...21: key = .function(numbers[0] - 11)
      case 23, 24: key = .function(numbers[0] - 12)
      default: key = nil
      }
    default: key = nil
    }
    return .event(key.map { .key($0, modifiers) }, consumed: consumed)
  }

  /// An SGR mouse report: `button;column;row` then M (press) or m (release).
  private func mouse(_ text: String, pressed: Bool) -> InputEvent? {
    let parts = text.split(separator: ";").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    let code = parts[0]
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let position = Point(x: parts[1] - 1, y: parts[2] - 1)
    let isDrag = code & 32 != 0
    let button: MouseButton
    if code & 64 != 0 {
      button = code & 1 == 0 ? .wheelUp : .wheelDown
    } else {
      switch code & 3 {
      case 0: button = .left
      case 1: button = .middle
      case 2: button = .right
      default: button = .none
      }
    }
    let kind: MouseEvent.Kind = isDrag ? .drag : pressed ? .press : .release
    return .mouse(MouseEvent(kind: kind, button: button, position: position, modifiers: modifiers))
  }
}
