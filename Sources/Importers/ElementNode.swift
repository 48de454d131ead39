import Foundation

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
