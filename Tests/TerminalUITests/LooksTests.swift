import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Issue 32, point 13: the picture question's title shows once, and the help over a scrolled
/// screen has the only scroll marks.
@Suite struct LooksTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  func controller(_ id: String, at position: Int) throws -> GameController {
    var game = try builtInGame(id, language: "en")
    game.questions = Array(game.questions[position...].prefix(1))
    return GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
  func thePictureQuestionsTitleShowsOnce(size: Size) throws {
    let play = try controller("picture-guess", at: 0)
    let context = plainContext(pictures: pictureCache(game: "picture-guess"))
    let lines = play.render(size: size, context: context).buffer.lines
    let title = play.view.title
    #expect(!title.isEmpty)
    #expect(lines.filter { $0.contains(title) }.count == 1, "\(lines.joined(separator: "\n"))")
    #expect(lines[0].contains(title), "in the header")
  }

  /// A title the header has to cut still shows whole in the question.
  @Test func aTitleTheHeaderCutsShowsInTheQuestion() throws {
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(1))
    let long = String(repeating: "长", count: 35)
    guard case .map(var question) = game.questions[0] else {
      Issue.record("a question is a map")
      return
    }
    question["title"] = .string("\(long)")
    game.questions[0] = .map(question)
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
    let size = Size(width: 80, height: 36)
    let lines = play.render(size: size, context: plainContext()).buffer.lines
    #expect(!lines[0].contains("\(long)"))
    #expect(
      lines.dropFirst().contains { $0.contains("\(long)") }, "\(lines.joined(separator: "\n"))")
  }

  @Test(arguments: [TooSmallScreen.minimum, Size(width: 80, height: 24)])
  func theHelpOverAScrolledScreenHasTheOnlyScrollMarks(size: Size) throws {
    let play = try controller("question-bank", at: 0)
    var frame = play.render(size: size, context: plainContext())
    let marks: Set<String> = ["↑", "↓", "┃"]
    let right = size.width - 1
    if size == TooSmallScreen.minimum {
      #expect(
        frame.buffer.lines.contains { marks.contains(String($0.suffix(1))) },
        "\(frame.buffer.lines.joined(separator: "\n"))")
    }
    _ = play.handle(.key(.function(1)), now: 100.1)
    frame = play.render(size: size, context: plainContext())
    let lines = frame.buffer.lines
    #expect(lines.contains { $0.contains("Question screen keys") })
    for y in 0..<size.height {
      let cell = frame.buffer[right, y].text
      #expect(!marks.contains(cell), "row \(y): \(lines[y])")
    }
  }
}
