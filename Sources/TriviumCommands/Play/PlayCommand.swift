import Content
import Foundation
import Localization
import LuaHost
import Pictures
import QuizCore
import Review
import Store
import Terminal
import TerminalUI
import TriviumEngine
import UserFiles

/// `trivium play [GAME]`: the full-screen terminal game.
enum PlayCommand: Command {
  static let name = "play"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("Play a game full-screen in the terminal, with keyboard and mouse."),
    forms: [UsageForm([.value("game", .gameID, optional: true)])],
    options: [
      .value(
        "--theme", "NAME|FILE",
        trLater("A theme from themes/ (classic, midnight, plain) or a theme file."),
        defaultSentence: trLater("classic, or $TRIVIUM_THEME"), values: .file),
      .value(
        "--profile", "NAME", trLater("The player whose progress is saved."),
        defaultSentence: trLater("$USER, else \"player\"")),
      .value(
        "--data", "FILE", trLater("The progress database."),
        default: "$XDG_DATA_HOME/trivium/trivium.sqlite3", values: .file),
      .flag("--no-save", trLater("Keep no progress.")),
      .flag(
        "--mock-exam",
        trLater(
          "Go straight into a mock exam of <game>: its questions under the mock-exam rules "
            + "(thirty minutes, every verdict at the end), saved apart from the game's own save.")
      ),
      .value(
        "--content-lang", "CODE",
        trLater(
          "Play the games that offer this language in it; the others in their own (default: the "
            + "interface language).")),
      .flag(
        "--ascii",
        trLater(
          "Draw every character in ASCII, borders, marks and pictures alike (automatic when "
            + "the locale is not UTF-8).")),
    ] + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Opens the launcher, a grid of every game, or goes straight into <game> (an id from "
            + "`trivium list`, the path of a game folder, or a quiz file that `trivium import` "
            + "reads). Each accepted answer or move is saved at once; choosing the game again "
            + "offers to resume it exactly where you were. A game open in another terminal under "
            + "the same profile asks whether to take it over or to play without saving. Exits "
            + "with status 1 when some progress could not be saved.")),
      .paragraph(
        trLater(
          "After the games, the launcher has Review (the questions spaced review has due today, "
            + "across every game, as one session), Mistakes (the last wrong answers, as one "
            + "session) and Stats. In the launcher, s shows the chosen game's statistics, m "
            + "starts a mock exam of it (the game as it is, under the mock-exam rules, with a "
            + "save of its own) and p chooses or creates a profile. TRIVIUM_NOW (Unix seconds) "
            + "sets the date review counts from.")),
      .paragraph(
        trLater(
          "Keys: Tab moves the focus in reading order (a list of choices is one stop) and the "
            + "arrows move it on screen (among a list's choices too), Enter or Space press, a "
            + "typed character picks the tile that shows it, 1-9 picks the choice labelled with "
            + "that number or else at that place, a capital letter the choice labelled with that "
            + "letter, h hint, c check, a analysis, b big picture, n/p next/previous, f finish, "
            + "q leave, ! a message or error in full, Ctrl-R reload plugins and games, Ctrl-C "
            + "save and quit. The mouse clicks tiles, slots, choices and buttons; the wheel "
            + "scrolls. In a review session, once an answer is checked, 1-4 rate it yourself "
            + "(Again, Hard, Good, Easy) and u takes back the last answer.")),
    ],
    notes: [
      .paragraph(
        trLater(
          "Themes live in themes/ of the home folder. Needs a terminal of at least 32×14. "
            + "NO_COLOR turns colour off. What plugins print (print, trivium.log) is appended to "
            + "plugins.log in $XDG_STATE_HOME/trivium (or ~/.local/state/trivium)."))
    ],
    examples: ["trivium play", "trivium play question-bank --profile ana --theme midnight"])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.count <= 1 else { throw UsageError(tr("name at most one game")) }
      guard !parsed.flag("--mock-exam") || parsed.positional.count == 1 else {
        throw UsageError(tr("--mock-exam needs the game to examine"))
      }
      let environment = services.environment
      guard TTY.isTerminal else {
        output.fail(
          command: name,
          tr(
            "needs a terminal (standard input and output must be a TTY); "
              + "for headless play use `trivium run`"))
        return
      }
      if let size = TTY.windowSize, !TooSmallScreen.fits(size) {
        output.fail(command: name, TooSmallScreen.refusal(size))
        return
      }
      let options = EngineOptions(parsed, services)
      // Every date play writes (the profile, saves, finished games, reviews, the log's first
      // line) is this clock's: TRIVIUM_NOW governs them all.
      let dateClock = try services.dateClock()
      var notes: [String] = []
      var damaged: String?
      // Before the engine: plugins may print while they load.
      let pluginLog = openPluginLog(notes: &notes, dateClock: dateClock, services: services)
      defer { _ = pluginLog?.close() }
      let engine = try services.engine(options)
      var theme = try loadTheme(
        parsed.value("--theme") ?? environment["TRIVIUM_THEME"], root: engine.roots.root.path)
      let capabilities = TerminalCapabilities.detect(environment: environment)
      if parsed.flag("--ascii") || !capabilities.unicode { theme = theme.asciiOnly() }
      var store: Store?
      var profile: Profile?
      if !parsed.flag("--no-save") {
        let opened = try openStore(parsed.value("--data"), services: services)
        if let recovery = opened.recovery { damaged = recoveryNotice(recovery) }
        let playerName = parsed.value("--profile") ?? environment["USER"] ?? "player"
        profile =
          try opened.profile(named: playerName)
          ?? opened.createProfile(named: playerName, createdAt: dateClock.now())
        store = opened
      }
      // Folders and quiz files named on the command line get cards of their own.
      let extra = parsed.positional.filter { PlayHost.folder(of: $0) != nil }
      // The profile's language, unless --lang chose one for this run.
      var catalog = Localizer.current
      if InterfaceLanguage.given == nil,
        let chosen = profile?.settings[InterfaceLanguage.profileSetting]?.stringValue
      {
        let found = InterfaceLanguage.catalog(
          option: nil, profile: chosen, home: options.home, environment: environment)
        catalog = found.catalog
        if let note = found.note { notes.append(note) }
      }
      let host = try makeHost(
        options: options, store: store, profile: profile, extraPaths: extra,
        services: services, catalog: catalog)
      if let content = parsed.value("--content-lang") { host.interfaceLanguage = content }
      let tty = try TTY()
      defer { tty.restore() }
      let waiting = WaitingLine(tty: tty)
      store?.whileBusy(sayWaiting(on: waiting))
      // A hidden hook of the crash test (Tests/PlayEndToEndTests): a Swift trap while the
      // terminal is raw, on the alternate screen and reporting the mouse.
      if environment["TRIVIUM_TEST_TRAP"] == "1" {
        fatalError("deliberate trap (TRIVIUM_TEST_TRAP)")
      }
      let icons = PictureCache { (path: String) throws(PictureError) -> RGBAImage in
        try host.icon(path)
      }
      let stoppedBy = try Localizer.$current.withValue(catalog) {
        let app = TerminalApp(
          host: host, theme: theme, depth: capabilities.depth, version: Trivium.version,
          icons: icons, now: services.monotonic.seconds(), gameID: parsed.positional.first,
          mockExam: parsed.flag("--mock-exam"))
        if let note = notes.first { app.show(note) }
        if let damaged {
          app.showNotice(title: tr("Progress database replaced"), text: damaged)
        }
        return try TerminalLoop.run(
          app, tty: tty, depth: capabilities.depth, waiting: waiting)
      }
      tty.restore()
      for note in notes + [damaged].compactMap({ $0 }) + host.problems {
        output.stderr += "trivium play: \(note)\n"
      }
      // The player saw it on screen; the status tells scripts and the shell.
      if host.saveFailed { output.status = 1 }
      // Ended by kill or a closed terminal: the shell's convention, 128 + the signal (143 for
      // SIGTERM). Ctrl-C is the player's own way out and ends with 0.
      if let signal = stoppedBy, signal != SIGINT { output.status = 128 + signal }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// The front's host, speaking `catalog`'s language: a new session of a game that offers
  /// it is played in it (a bilingual game starts in the player's language). Its engines and
  /// dates come from `services`.
  static func makeHost(
    options: EngineOptions, store: Store?, profile: Profile?, extraPaths: [String],
    services: Services, catalog: Catalog
  ) throws -> PlayHost {
    let host = try PlayHost(
      makeEngine: services.engineMaker(options), store: store, profile: profile,
      extraPaths: extraPaths, dateClock: services.dateClock())
    host.interfaceLanguage = catalog.language
    host.environment = services.environment
    return host
  }

  /// The progress database: `given` (--data), refused when it is not a Trivium database, as
  /// by every command; else the default one, kept aside and started again when damaged.
  static func openStore(_ given: String?, services: Services) throws(StoreError) -> Store {
    // Before the full screen, a wait is said on standard error, as by every command.
    try services.openStore(
      given, command: name, onDamage: given == nil ? .moveAsideAndCreate : .fail)
  }

  /// The store's watch on the full screen: past a moment, the waiting line at the bottom, from
  /// which q, Esc or Ctrl-C leave; the game stays in memory and the save is tried again on the
  /// next answer, so giving up after `BusyWait.limitMilliseconds` loses nothing saved.
  static func sayWaiting(on line: WaitingLine) -> BusyWatch {
    { wait in
      guard wait.milliseconds >= 200 else { return true }
      guard wait.milliseconds < BusyWait.limitMilliseconds else { return false }
      return line.waiting([
        tr(
          "Waiting for another Trivium process to release the progress database "
            + "(q, Esc or Ctrl-C quits):"),
        Untrusted.line(wait.path) + "…",
      ])
    }
  }

  /// What the player reads, on screen and on standard error, when the progress database could
  /// not be used: what was wrong and where the file went, in one wording.
  static func recoveryNotice(_ recovery: Recovery) -> String {
    let what: String
    switch recovery.problem {
    case .notADatabase(_, let detail):
      what = tr("is not a Trivium database ({detail})", ["detail": detail])
    case .damaged(_, let detail): what = tr("is damaged ({detail})", ["detail": detail])
    case .newerVersion(_, let found, let supported):
      what = tr(
        "was written by a newer Trivium (schema version {found}, this one knows {supported})",
        ["found": found, "supported": supported])
    default: what = tr("could not be used ({problem})", ["problem": recovery.problem])
    }
    return tr(
      "The progress database {what}. It was moved to {path}, untouched, and a new one was started.",
      ["what": what, "path": recovery.keptAt])
  }

  /// The log of what plugins print during play, `plugins.log` in the state folder, added to
  /// (after `plugins.log.1` takes the old one when it passed 1 MiB); nil, with a note for the
  /// player, when it cannot be written: play goes on without it. Its first line is dated by
  /// `dateClock`; the state folder is found in `services`' environment.
  static func openPluginLog(
    notes: inout [String], dateClock: any DateClock, services: Services
  ) -> PluginLogFile? {
    guard let folder = StateFolder.path(environment: services.environment) else { return nil }
    let path = folder + "/plugins.log"
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 1 << 20 {
      rename(path, path + ".1")
    }
    do {
      return try PluginLogFile.appending(
        to: path,
        first: "[trivium] play started \(Date(timeIntervalSince1970: Double(dateClock.now())))")
    } catch {
      notes.append(
        tr("what plugins print is not kept: the plugin log {error}", ["error": error]))
      return nil
    }
  }

  /// The theme asked for, or when none was: `classic` from themes/, else the built-in look.
  static func loadTheme(_ asked: String?, root: String) throws -> Theme {
    if let asked { return try loadTheme(named: asked, root: root) }
    // Nobody asked for a file, so a home without themes/classic.json still starts.
    guard FileManager.default.fileExists(atPath: root + "/themes/classic.json") else {
      return .fallback
    }
    return try loadTheme(named: "classic", root: root)
  }

  /// A theme by name (a file in themes/) or by path; errors name the file and the key.
  static func loadTheme(named name: String, root: String) throws -> Theme {
    let path =
      name.contains("/") || name.hasSuffix(".json") ? name : root + "/themes/" + name + ".json"
    let text: String
    do {
      // Through the one reader, with the themes' limit: a 1 GB file is refused by its size,
      // not read whole before its JSON error.
      text = try InputFile.text(path, limit: Theme.maxFileBytes)
    } catch {
      guard error.kind == .missing else {
        throw EngineError(Phrase(trLater("theme {error}"), ["error": .of(error)]))
      }
      let known =
        (try? FileManager.default.contentsOfDirectory(atPath: root + "/themes"))?
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted() ?? []
      throw EngineError(
        Phrase(
          trLater("no theme {name} ({path} cannot be read; known: {known})"),
          [
            "name": .text("'" + Untrusted.line(name) + "'"), "path": .text(Untrusted.line(path)),
            "known": .text(known.map { Untrusted.line($0) }.joined(separator: ", ")),
          ]))
    }
    return try Theme.parse(json: text, file: path)
  }
}
