import Confined
import Content
import Foundation
import Localization
import Pictures
import QuizCore

/// `trivium validate`'s check of a game's pictures: each one a question or the icon names is
/// decoded, as a front would draw it.
///
/// The decoding is bounded as play's is: at most `PNGDecoder.maxFileBytes` read per file, and
/// at most `PNGDecoder.maxPixels` pixels, checked from the PNG header before any is decoded.
/// A picture that is not there is the loader's warning already, not a problem here.
public enum PictureChecks {
  /// A problem for each question (and the icon) whose picture cannot be drawn.
  ///
  /// - Parameters:
  ///   - questions: the loaded questions, their `picture` resolved to a file name.
  ///   - icon: the manifest's icon, when it names a file.
  ///   - folder, display: the game folder, and how messages name it.
  ///   - file: the question file as messages name it; `lines`: where each question starts.
  public static func problems(
    questions: [Value], icon: String?, folder: String, display: String, file: String,
    lines: [Int]
  ) -> [FileProblem] {
    let game = ConfinedFolder(
      root: folder, displayName: display, scope: Phrase(trLater("the game folder")))
    var decoded: [String: PictureError?] = [:]
    func problem(_ name: String) -> PictureError? {
      if let known = decoded[name] { return known }
      var found: PictureError?
      do {
        _ = try PNGDecoder.load(name, in: game)
      } catch {
        // A missing picture is the loader's warning; anything else cannot be drawn.
        let failure = error
        var missing = false
        do { _ = try game.kind(of: name) } catch { missing = error.reason == .missing }
        found = missing ? nil : failure
      }
      decoded[name] = found
      return found
    }
    var problems: [FileProblem] = []
    if let icon, icon.contains("."), let bad = problem(icon) {
      problems.append(
        FileProblem(
          file: "\(display)/game.json",
          words: Phrase(trLater("icon: {problem}"), ["problem": .of(bad)])))
    }
    for (index, question) in questions.enumerated() {
      guard let picture = question["picture"].stringValue, let bad = problem(picture) else {
        continue
      }
      problems.append(
        FileProblem(
          file: file, line: index < lines.count ? lines[index] : nil,
          words: FileProblem.aboutQuestion(question, number: index + 1, .of(bad))))
    }
    return problems
  }
}
