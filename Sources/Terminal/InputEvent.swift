/// A key as the decoder reports it.
public enum Key: Hashable, Sendable {
  /// A printable character (letters come as typed; Ctrl-letter comes as the letter with
  /// `.control`).
  case character(Character)
  case enter, tab, backTab, escape, backspace, delete, insert
  case up, down, left, right, home, end, pageUp, pageDown
  /// F1–F12.
  case function(Int)
}

/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = Modifiers(rawValue: 1)
  public static let alt = Modifiers(rawValue: 2)
  public static let control = Modifiers(rawValue: 4)

  /// The modifiers of an xterm parameter (1 + bits: shift 1, alt 2, control 4).
  init(xterm parameter: Int) {
    let bits = max(0, parameter - 1)
    var value: Modifiers = []
    if bits & 1 != 0 { value.insert(.shift) }
    if bits & 2 != 0 { value.insert(.alt) }
    if bits & 4 != 0 { value.insert(.control) }
    self = value
  }
}

/// A mouse button, or the wheel.
public enum MouseButton: Hashable, Sendable {
  case left, middle, right, wheelUp, wheelDown, none
}

/// A mouse report (SGR 1006 form).
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable { case press, release, drag }

  /// What happened.
  public var kind: Kind
  /// Which button.
  public var button: MouseButton
  /// The cell, from zero at the top left.
  public var position: Point
  /// Keys held.
  public var modifiers: Modifiers

  /// A mouse event.
  public init(kind: Kind, button: MouseButton, position: Point, modifiers: Modifiers = []) {
    self.kind = kind
    self.button = button
    self.position = position
    self.modifiers = modifiers
  }
}

/// One decoded input event.
public enum InputEvent: Hashable, Sendable {
  /// A key with the modifiers held.
  case key(Key, Modifiers)
  /// Text pasted while bracketed paste was on: never read as commands.
  case paste(String)
  /// A mouse click, release, drag or wheel step.
  case mouse(MouseEvent)
  /// The terminal window gained (true) or lost focus.
  case focus(Bool)
}
