import Foundation
import Localization
import Pictures

/// A file an import writes into the game folder beside `questions.json` (a picture).
public struct ImportedFile: Sendable, Hashable {
  /// A plain file name: letters, digits, `.`, `-` and `_`, never a path.
  public var name: String
  /// The file's bytes.
  public var bytes: [UInt8]

  /// The file `name` holding `bytes`.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }
}

/// The pictures embedded in Moodle XML question texts (`<file name="..." encoding="base64">`,
/// referenced as `@@PLUGINFILE@@/name`), kept as PNG files with safe, unique names.
struct MoodleXMLPictures {
  private(set) var files: [ImportedFile] = []

  /// The picture of a question text element: the first PNG its text references (else its
  /// first file), written as a file of the game; what is left out is reported.
  mutating func picture(of element: ElementNode, line: Int, into sink: inout Collector)
    -> String?
  {
    let embedded = element.children("file")
    guard !embedded.isEmpty else { return nil }
    let referenced = MoodleXML.pluginFiles(in: element.child("text")?.text ?? "")
    let ordered =
      referenced.compactMap { name in embedded.first { $0.attributes["name"] == name } }
      + embedded.filter { !referenced.contains($0.attributes["name"] ?? "") }
    var chosen: String?
    for file in ordered {
      let name = file.attributes["name"] ?? ""
      if chosen != nil {
        sink.warn(
          file.line, Self.dropped(name, Phrase(trLater("a question shows one picture"))))
        continue
      }
      chosen = keep(file, name: name, into: &sink)
    }
    return chosen
  }

  /// The picture of a Moodle 1.9 question (`<image>name</image>` with its bytes in
  /// `<image_base64>`), kept as Moodle keeps it; nil (reported) when it cannot be.
  mutating func legacyPicture(of question: ElementNode, into sink: inout Collector) -> String? {
    guard let image = question.child("image_base64"),
      !image.text.allSatisfy({ $0.isWhitespace })
    else {
      if let name = question.value("image"), !name.isEmpty {
        sink.warn(
          question.child("image")?.line,
          Self.dropped(name, Phrase(trLater("its bytes are not in the file (<image_base64>)"))))
      }
      return nil
    }
    var file = image
    file.attributes["encoding"] = "base64"
    return keep(file, name: question.value("image") ?? "picture.png", into: &sink)
  }

  /// "picture 'x.png' dropped: reason".
  private static func dropped(_ name: String, _ reason: Phrase) -> Phrase {
    Phrase(
      trLater("picture '{name}' dropped: {reason}"),
      ["name": .text(name), "reason": .phrase(reason)])
  }

  /// The kept file's name, or nil (reported) when it is not a PNG within the picture cap.
  private mutating func keep(_ file: ElementNode, name: String, into sink: inout Collector)
    -> String?
  {
    guard file.attributes["encoding"] == "base64" else {
      sink.warn(file.line, Self.dropped(name, Phrase(trLater("only base64 files are read"))))
      return nil
    }
    // Checked before decoding: base64 is 4 characters for 3 bytes.
    guard file.text.utf8.count / 4 * 3 <= PNGDecoder.maxFileBytes + 3,
      let data = Data(base64Encoded: file.text, options: .ignoreUnknownCharacters),
      data.count <= PNGDecoder.maxFileBytes
    else {
      sink.warn(
        file.line,
        Self.dropped(
          name,
          Phrase(
            trLater("not base64, or over {size} MiB"),
            ["size": .number(PNGDecoder.maxFileBytes >> 20)])))
      return nil
    }
    let bytes = [UInt8](data)
    do { _ = try PNGDecoder.decode(bytes, path: name) } catch {
      sink.warn(
        file.line,
        Self.dropped(
          name,
          Phrase(trLater("Trivium shows PNG pictures only ({error})"), ["error": .of(error)])))
      return nil
    }
    return add(bytes, wanted: name)
  }

  /// Adds `bytes` under a safe form of `wanted`, reusing an equal file, numbering a clash.
  private mutating func add(_ bytes: [UInt8], wanted: String) -> String {
    let base = Self.safeName(wanted)
    var candidate = base
    var number = 1
    while let existing = files.first(where: { $0.name == candidate }) {
      if existing.bytes == bytes { return candidate }
      number += 1
      candidate = Self.numbered(base, number)
    }
    files.append(ImportedFile(name: candidate, bytes: bytes))
    return candidate
  }

  /// The last part of `name` with anything but letters, digits, `.`, `-` and `_` made `_`,
  /// no leading dot, at most 80 characters, ending in `.png`.
  static func safeName(_ name: String) -> String {
    let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
    var safe = String(
      last.unicodeScalars.map { scalar -> Character in
        scalar.isASCII
          && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
          ? Character(scalar) : "_"
      })
    while safe.hasPrefix(".") { safe.removeFirst() }
    var stem = safe.lowercased().hasSuffix(".png") ? String(safe.dropLast(4)) : safe
    stem = String(stem.prefix(76))
    return (stem.isEmpty ? "picture" : stem) + ".png"
  }

  private static func numbered(_ name: String, _ number: Int) -> String {
    String(name.dropLast(4)) + "-\(number).png"
  }
}
