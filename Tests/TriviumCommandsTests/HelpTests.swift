import Foundation
import Testing

@testable import TriviumCommands

@Suite("trivium --help and whole runs")
struct HelpTests {
  @Test("trivium --help lists every command")
  func topLevelHelp() {
    let output = Trivium.run(["--help"])
    #expect(output.status == 0)
    #expect(
      output.stdout == """
        trivium: a quiz engine with Lua plugins, a terminal front and a headless runner.

        Usage: trivium <command> [options]

        Commands:
          play        Play a game full-screen in the terminal, with keyboard and mouse.
          list        List the games, question types, rules, bots and mods.
          validate    Check mods, plugins and games; report every problem with its file and line.
          run         Play sessions of a game with a bot, headless, and print a summary.
          replay      Replay logged sessions and check each gives its logged score.
          tournament  Run a tournament of bots on games: standings, ratings, session logs.
          merge       Join the logs of a tournament's shards into its standings and log.
          stats       Show a profile's statistics: sessions, scores, accuracy, hardest questions.
          review      List the questions due for review today, or the last mistakes.
          profile     List, export, import, rename or delete the profiles of the progress.
          new         Create a new question type or game from a working skeleton.
          mod         Install a mod from an archive or a folder, or remove one.
          import      Turn a quiz file of another format into a game folder.
          export      Write a game's questions in another quiz format (GIFT, Moodle XML...).
          version     Print the version of Trivium and of its plugin API.

        Run `trivium <command> --help` for the options of a command.
        Every command takes --lang CODE (en, zh-Hans) for the language it speaks.

        """)
  }

  @Test("no arguments prints the help on stderr with status 2")
  func noArguments() {
    let output = Trivium.run([])
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix("trivium: a quiz engine"))
  }

  @Test("an unknown command is a usage error")
  func unknownCommand() {
    let output = Trivium.run(["plya"])
    #expect(output.status == 2)
    #expect(
      output.stderr == "trivium: unknown command 'plya'. Run `trivium --help` for the list.\n")
  }

  @Test("each command's --help is its help text", arguments: Trivium.commands.map { $0.name })
  func commandHelp(name: String) {
    let output = Trivium.run([name, "--help"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("Usage: trivium \(name)"))
    #expect(Trivium.run(["help", name]).stdout == output.stdout)
  }

  @Test("trivium new --help declares both subcommands and the options")
  func newHelp() {
    #expect(
      Trivium.run(["new", "--help"]).stdout == """
        Usage: trivium new type <name> [--dir DIR] [--home DIR] [--mods DIR]
               trivium new game <name> [--type TYPE] [--dir DIR] [--home DIR] [--mods DIR]

        Creates a skeleton that passes `trivium validate` and plays at once, to change from there:
          type   DIR/plugins/types/<name>.lua: a complete "odd one out" question type (the player
                 picks the item that does not belong), every function of the plugin API written.
          game   DIR/games/<name>/: game.json and questions.json with three questions of TYPE.
        DIR is a mod folder. It defaults to the mod of TYPE when TYPE comes from a mod, else to
        <mods>/<name>, a new mod. A mod.json is written when DIR is new or empty, and the mod gets
        .luacheckrc, .luarc.json and trivium.lua (the API for lua-language-server) when it lacks
        them, so `luacheck .` in it passes. Existing files are never overwritten. A name is lowercase letters, digits and dashes, starting with a
        letter.

        Options:
          --type TYPE  The question type of the game's questions: single (default), truefalse,
                       numeric, or a type made by `trivium new type`.
          --dir DIR    The folder to create the files in (a mod folder, or a Trivium home).
          --home DIR   The folder that holds games/ and plugins/.
          --mods DIR   The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                       or ~/.local/share/trivium).

        Example:
          trivium new type odd-one-out
          trivium new game odd-demo --type odd-one-out
          trivium run odd-demo --bot oracle

        """)
  }

  @Test("trivium mod --help gives the subcommands, the checks, the limits and the options")
  func modHelp() {
    #expect(
      Trivium.run(["mod", "--help"]).stdout == """
        Usage: trivium mod install <file.zip|file.tar.gz|file.tar|folder> [--force] [--yes]
                                   [--home DIR] [--mods DIR]
               trivium mod remove <id> [--mods DIR]
               trivium mod list [--home DIR] [--mods DIR]

        install  Unpacks the archive (or copies the folder) into a temporary folder inside the
                 mods folder, finds the mod (mod.json at the top, or in a single top folder),
                 checks it as `trivium validate` does, shows what it holds, and only then puts
                 it in place as <mods>/<id>. Refused whole, with nothing written: absolute
                 paths, '..', symbolic and hard links, devices and FIFOs, and anything past
                 the limits below. A mod with a problem is not installed (every problem is
                 reported, status 1); nor is a mod whose id is installed, unless --force
                 replaces it (the old folder is removed once the new one is in place).
        remove   Removes the folder of the installed mod <id> and its line in enabled.json.
        list     The same as `trivium list`.

        Limits (the bytes counted as they are unpacked, whatever a header says):
          64 MiB unpacked in all, 16 MiB in one file, 2000 files and folders,
          paths of at most 512 bytes and 16 levels.

        Options:
          --force      Replace an installed mod of the same id.
          --yes        Install without asking. Without it, install asks on a terminal, and
                       elsewhere only shows the mod.
          --home DIR   The folder that holds games/ and plugins/.
          --mods DIR   The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                       or ~/.local/share/trivium).

        Examples:
          trivium mod install odd-pack.zip
          trivium mod install ~/src/odd-pack --force --yes
          trivium mod remove odd-pack

        """)
  }

  @Test("trivium import --help lists the formats and the options")
  func importHelp() {
    #expect(
      Trivium.run(["import", "--help"]).stdout == """
        Usage: trivium import <format> <file> --out DIR [--title TEXT] [--id ID] [--force]
                              [--encoding ENC] [--home DIR] [--mods DIR]
               trivium import <format> <file> --check

        Reads a quiz file written for another program and writes a game folder DIR (game.json,
        questions.json and the pictures a Moodle XML file embeds) that `trivium validate` accepts and `trivium run DIR` plays. Every question
        is checked by its question type; what cannot be imported is skipped. Each problem is
        printed on stderr as FILE:LINE: message. The status is 1 when nothing could be imported.

        Formats (docs/importers.md):
          plist       the picture-guess game's questions.plist (letters)
          bank        question-bank JSON records: questionid, questiontype 1-5, tkselect, trueanswer
          opentdb     an Open Trivia DB response or dump (single choice, true or false)
          gift        Moodle GIFT text
          aiken       Aiken multiple-choice text
          moodle-xml  Moodle XML: multiple choice, true or false, short answer, numerical

        Options:
          --out DIR       The game folder to write; its name is the game's id.
          --check         Only read the file and report; write nothing.
          --title TEXT    The game's title (default: the file's name).
          --id ID         The game's id; without --out, the folder ./ID is written.
          --force         Write into DIR even when it is not empty (its game.json,
                          questions.json and pictures of the same names are replaced).
          --encoding ENC  Open Trivia DB text encoding: html, urlLegacy, url3986 or base64
                          (default: detected).
          --home DIR      The folder that holds games/ and plugins/.
          --mods DIR      The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                          or ~/.local/share/trivium).

        Example:
          trivium import gift quiz.gift --out mygame && trivium run mygame --bot oracle

        """)
  }

  @Test("trivium export --help lists the formats and the options")
  func exportHelp() {
    #expect(
      Trivium.run(["export", "--help"]).stdout == """
        Usage: trivium export <format> <game> --out FILE [--force] [--seed N] [--home DIR]
                              [--mods DIR]

        Writes the questions of a game (an id or a game folder) in a quiz format other programs
        read; `trivium import` reads each back. Every question the format can hold is written;
        each other one is reported on stderr as GAME: question 'ID': reason, and parts the
        format drops are counted there too. The status is 1, and nothing is written, when no
        question can be.

        Formats (docs/importers.md):
          gift        Moodle GIFT: single and multiple choice, true or false, one blank, number
          aiken       Aiken: single choice
          moodle-xml  Moodle XML: single and multiple choice, true or false, one blank, number
          opentdb     Open Trivia DB JSON: single choice, true or false

        Options:
          --out FILE      The file to write; - for standard output.
          --force         Replace FILE when it exists (it is never replaced otherwise).
          --seed N        The seed of a game whose questions a Lua generator makes (default 0).
          --home DIR      The folder that holds games/ and plugins/.
          --mods DIR      The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                          or ~/.local/share/trivium).

        Example:
          trivium export moodle-xml question-bank --out bank.xml

        """)
  }

  @Test("trivium play --help gives the keys, the options and the defaults")
  func playHelp() {
    #expect(
      Trivium.run(["play", "--help"]).stdout == """
        Usage: trivium play [<game>] [--theme NAME|FILE] [--profile NAME] [--data FILE]
                            [--no-save] [--ascii] [--home DIR] [--mods DIR]

        Opens the launcher, a grid of every game, or goes straight into <game> (an id from
        `trivium list`, the path of a game folder, or a quiz file that `trivium import` reads).
        Each accepted answer or move is saved at once; choosing the game again offers to resume
        it exactly where you were. A game open in another terminal under the same profile asks
        whether to take it over or to play without saving. Exits with status 1 when some
        progress could not be saved.

        After the games, the launcher has Review (the questions spaced review has due today,
        across every game, as one session), Mistakes (the last wrong answers, as one session)
        and Stats. In the launcher, s shows the chosen game's statistics and p chooses or
        creates a profile. TRIVIUM_NOW (Unix seconds) sets the date review counts from.

        Keys: arrows and Tab move, Enter or Space press, a typed character picks the tile that
        shows it, 1-9 or a capital letter picks a choice, h hint, c check, a analysis, b big
        picture, n/p next/previous, f finish, q leave, ! a message or error in full,
        Ctrl-R reload plugins and games, Ctrl-C save and quit. The mouse clicks tiles, slots,
        choices and buttons; the wheel scrolls.

        Options:
          --theme NAME|FILE  A theme from themes/ (classic, midnight, plain) or a theme file
                             (default: classic, or $TRIVIUM_THEME).
          --profile NAME     The player whose progress is saved (default: $USER, else "player").
          --data FILE        The progress database (default: $XDG_DATA_HOME/trivium/trivium.sqlite3).
          --no-save          Keep no progress.
          --ascii            Draw borders with ASCII (automatic when the locale is not UTF-8).
          --home DIR         The folder that holds games/ and plugins/.
          --mods DIR         The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                             or ~/.local/share/trivium).

        Themes live in themes/ of the home folder. Needs a terminal of at least 32×14.
        NO_COLOR turns colour off. What plugins print (print, trivium.log) is appended to
        plugins.log in $XDG_STATE_HOME/trivium (or ~/.local/state/trivium).

        """)
  }

  /// Without a terminal, play says so and what to use instead (the golden of a whole run).
  @Test("trivium play without a terminal", .enabled(if: isatty(0) == 0 || isatty(1) == 0))
  func playWithoutATerminal() {
    let output = Trivium.run(["play", "--no-save"])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "trivium play: needs a terminal (standard input and output must be a TTY); "
        + "for headless play use `trivium run`\n")
  }

  @Test("trivium validate --help names each kind of path and the options")
  func validateHelp() {
    #expect(
      Trivium.run(["validate", "--help"]).stdout == """
        Usage: trivium validate [--all] [--quiet] [--plugin-log FILE] [--home DIR] [--mods DIR]
                                [<path>...]

        Checks each path exactly as the engine would load it, and reports every problem with its
        file and line:
          a mod          a folder holding mod.json: its manifest, then its plugins and games (as it
                         would load with the mods installed in the mods folder, enabled)
          a game         a folder holding game.json (each question checked by its type's validate
                         and played once from its type's solve, and each picture decoded)
          a plugin       a .lua file, or a folder holding main.lua
          a data file    a .json or .plist file of questions
        Any other path (a device, a FIFO, an empty folder) is a problem that says what it is.
        Only what the paths hold is reported. Without a path, or with --all, checks every
        built-in plugin and game, every mod's manifest, and the plugins and games of the mods
        that load; a skipped mod is a problem. The exit status is 0 when all is valid, 1 when a
        problem was found, and 2 for bad usage. Warnings (a missing picture) do not change the
        status.

        Options:
          --all              Check the built-in content and every mod too, as without a path.
          --quiet            Print only errors and warnings, and the final line.
          --plugin-log FILE  Write what plugins print (print, trivium.log) to FILE, one line each,
                             "[plugin] text"; - writes to standard error. Off by default.
          --home DIR         The folder that holds games/ and plugins/.
          --mods DIR         The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                             or ~/.local/share/trivium).

        Examples:
          trivium validate
          trivium validate mods/odd-one-out
          trivium validate --quiet plugins/types/letters.lua games/question-bank

        """)
  }

  @Test("trivium run --help documents the exit statuses")
  func runHelp() {
    #expect(
      Trivium.run(["run", "--help"]).stdout == """
        Usage: trivium run <game> --bot <bot> [--seed N] [--sessions N] [--log FILE]
                           [--rules ID] [--shuffle] [--plugin-log FILE] [--home DIR] [--mods DIR]

        Plays sessions of a game (an id from `trivium list`, or the path of a game folder) with a
        bot plugin, on the virtual clock: as fast as the plugins run, and the same every time for
        the same seed. Session i plays from seed N + i. A bot that fails or is stuck forfeits its
        session; the others go on. A question its type's validate refuses is left out of the game
        and listed with its file, line and problem, as `trivium validate` says it. A question whose
        type fails during play is skipped, counted as failed and listed with the plugin's file and
        line.

        Options:
          --bot ID         The bot plugin that plays (required).
          --seed N         The seed of the first session (default 1).
          --sessions N     How many sessions to play, 1 to 1000000 (default 1).
          --log FILE       Write each session (game, seed, actions, score) as JSON Lines, for
                           `trivium replay`; - writes to standard output. A folder is refused.
          --rules ID       Score with these rules instead of the game's own.
          --shuffle        Shuffle the question order of each session (from its seed).
          --plugin-log FILEWrite what plugins print (print, trivium.log) to FILE, one line each,
                           "[plugin] text"; - writes to standard error. Off by default.
          --home DIR       The folder that holds games/ and plugins/.
          --mods DIR       The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                           or ~/.local/share/trivium).

        Exit status: 0 when every session finished and every question was played; 1 when a bot
        forfeited a session or the log could not be written; 3 when some question was not played:
        left out as invalid, or its type failed during play (each is listed); 2 for a mistake on
        the command line.

        Example:
          trivium run question-bank --bot oracle --sessions 20 --seed 11 --log runs.jsonl

        """)
  }

  @Test("trivium tournament --help gives the description's form and every option")
  func tournamentHelp() {
    #expect(
      Trivium.run(["tournament", "--help"]).stdout == """
        Usage: trivium tournament <file> [--jobs N] [--shard K/N] [--format table|json|csv]
                                  [--log FILE] [--data FILE] [--resume | --restart] [--quiet]
                                  [--allow-commands] [--strict]
                                  [--plugin-log FILE] [--home DIR] [--mods DIR]
                                  [--sprt elo0=E0,elo1=E1,alpha=A,beta=B]

        Plays every bot on every game of the description, each game from the same seeds for every
        bot, and prints the standings: mean score with its 95 % interval, accuracy, hints,
        forfeits, and for round-robin and gauntlet the win/draw/loss of the paired sessions (the
        higher score on the same questions wins), the Elo difference with its 95 % margin, and the
        likelihood of superiority; with three bots or more, ratings fitted over every pair
        (Bradley–Terry) with their 95 % margins. The same file gives byte-identical standings and
        logs whatever --jobs and however it is sharded or resumed.

        The file is JSON, or Lua returning a table; only games and bots are required:
          {"games": ["question-bank", "picture-guess"], "bots": ["random", "oracle", "student"],
           "sessions": 20, "seed": 11}
        More: "format": "round-robin" (default with 2+ bots) | "gauntlet" (the first bot against
        each other) | "each" (no pairing); "rules": ID; "shuffle": true; a bot may be
        {"id": "student-50", "plugin": "student", "params": {"accuracy": 0.5}}, or a program
        speaking the bot protocol (docs/bot-protocol.md), run in the file's folder:
        {"id": "mybot", "command": ["python3", "bot.py"], "options": {...}, "restart": "worker"
         | "session", "oracle": false, "move_time": 10, "session_time": 600}.

        A question its type's validate refuses is left out of its game, and said on stderr with
        its file, line and problem, as `trivium validate` says it.

        Every result is kept in the store as it is played; an interrupted tournament (Ctrl-C,
        kill) continues with --resume and plays no finished session again; a finished one run
        again prints its standings (and writes its log) from the store.

        Options:
          --jobs N           Worker threads, each with its own Lua states (default 1).
          --shard K/N        Play only slice K of N (for many machines); `trivium merge` joins the
                             slices' logs into what one run prints.
          --format F         table (default), json or csv.
          --log FILE         Write every session as JSON Lines (replayable with `trivium replay`);
                             - writes to standard output. A folder is refused.
          --data FILE        The store (default: $XDG_DATA_HOME/trivium/trivium.sqlite3).
          --resume           Continue this tournament's stored results.
          --restart          Discard this tournament's stored results and start again.
          --quiet            No progress on stderr (shown only when stderr is a terminal).
          --allow-commands   Run the external bots the file names (refused without: they run
                             with your rights).
          --strict           Stop when an external bot cannot start, instead of going on
                             without it.
          --sprt TEST        For a match of two bots: stop as soon as a sequential probability
                             ratio test decides, e.g. elo0=0,elo1=10,alpha=0.05,beta=0.05 (H1: the
                             first bot is elo1 stronger; H0: at most elo0). Not with --shard.
          --plugin-log FILE  Write what plugins print (print, trivium.log) to FILE, one line each,
                             "[plugin] text"; - writes to standard error. Off by default.
          --home DIR         The folder that holds games/ and plugins/.
          --mods DIR         The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                             or ~/.local/share/trivium).

        Example:
          trivium tournament league.json --jobs 2 --log league.jsonl

        """)
  }

  @Test("trivium merge --help")
  func mergeHelp() {
    #expect(
      Trivium.run(["merge", "--help"]).stdout == """
        Usage: trivium merge <tournament-file> <log>... [--format table|json|csv] [--log FILE]

        Reads the JSON Lines logs that `trivium tournament <file> --shard K/N --log ...` wrote on
        each machine, checks that they belong to this tournament and together hold every session
        once, and prints exactly the standings (and with --log writes exactly the log) that a
        single run of the whole tournament gives. A session found in two logs must be the same in
        both.

        Options:
          --format F   table (default), json or csv.
          --log FILE   Write the joined log, in the tournament's order (- for standard output).

        Example:
          trivium merge league.json shard-1.jsonl shard-2.jsonl --log league.jsonl

        """)
  }

  @Test("trivium stats --help")
  func statsHelp() {
    #expect(
      Trivium.run(["stats", "--help"]).stdout == """
        Usage: trivium stats [<game>] [--profile NAME] [--format table|json|csv] [--data FILE]
                             [--now T] [--home DIR] [--mods DIR]

        For each game the profile finished (or only <game>): the sessions played, the best and mean
        score, the accuracy (right answers over questions asked, a partly right one counting half)
        with its trend over the last ten sessions, the accuracy by question type, and the questions
        most often missed, with their text. Then the streak: the days in a row, up to today, with a
        finished game (a day ends at 04:00 local time). A game that is there but cannot be read is
        named on stderr (status 1), and its figures are shown without titles, types or texts.

        Options:
          --profile NAME  Whose statistics (default: $USER, else "player").
          --format F      table (default), json, or csv (one row per game).
          --data FILE     The progress database (default: trivium.sqlite3 in
                          $XDG_DATA_HOME/trivium or ~/.local/share/trivium).
          --now T         Answer as of Unix time T (default: now, or $TRIVIUM_NOW).
          --home DIR      The folder that holds games/ and plugins/.
          --mods DIR      The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                          or ~/.local/share/trivium).

        """
    )
  }

  @Test("trivium review --help")
  func reviewHelp() {
    #expect(
      Trivium.run(["review", "--help"]).stdout == """
        Usage: trivium review (--due | --mistakes) [--profile NAME] [--format table|json]
                              [--data FILE] [--now T] [--home DIR] [--mods DIR]

        Every question a profile checked in a finished game is scheduled for review (FSRS-6: the
        better it was known, the longer until it comes back; see docs/review.md).
          --due       The questions due by the end of today (a day ends at 04:00 local time),
                      across every game, the longest overdue first.
          --mistakes  The questions whose last answer was wrong or partly right, with the answer
                      given, the most recent first.
        A question whose game or id is gone is left out, and a note says how many. A game that is
        there but cannot be read is named on stderr (status 1), and its questions are listed
        without their text.

        Options:
          --profile NAME  Whose review (default: $USER, else "player").
          --format F      table (default) or json.
          --data FILE     The progress database (default: trivium.sqlite3 in
                          $XDG_DATA_HOME/trivium or ~/.local/share/trivium).
          --now T         Answer as of Unix time T (default: now, or $TRIVIUM_NOW).
          --home DIR      The folder that holds games/ and plugins/.
          --mods DIR      The mods folder (default $TRIVIUM_MODS, else mods/ in $XDG_DATA_HOME/trivium
                          or ~/.local/share/trivium).

        """
    )
  }

  @Test("trivium profile --help gives the subcommands, what import checks, and the options")
  func profileHelp() {
    #expect(
      Trivium.run(["profile", "--help"]).stdout == """
        Usage: trivium profile list [--data FILE]
               trivium profile export <name> --out FILE [--force] [--data FILE]
               trivium profile import FILE [--as NAME] [--replace] [--data FILE]
               trivium profile rename <name> <new name> [--data FILE]
               trivium profile delete <name> --yes [--data FILE]

        list    Each profile with its finished and saved games.
        export  Writes everything of the profile (settings, history, question counters, review
                events and review state, saved games) to FILE as JSON (format version 1).
        import  Reads such a file and adds the profile, in one step: every field is checked
                first (a problem is reported with its place in the file, and nothing is
                written). A profile of the same name is never overwritten: --as imports it
                under another name, --replace replaces it (so importing a file twice never
                doubles a history).
        rename  Gives a profile a new name (refused when the name is taken).
        delete  Deletes a profile with everything it recorded; --yes says you mean it.

        Options:
          --out FILE   The file to write; - for standard output. A folder is refused.
          --force      Replace FILE when it exists (it is never replaced otherwise).
          --as NAME    The name the imported profile takes (default: the name in the file).
          --replace    Replace the profile of that name, if there is one, with the imported one.
          --yes        Confirm a delete.
          --data FILE  The progress database (default: trivium.sqlite3 in
                       $XDG_DATA_HOME/trivium or ~/.local/share/trivium).

        Examples:
          trivium profile export ana --out ana.trivium-profile.json
          trivium profile import ana.trivium-profile.json --as ana-laptop

        """
    )
  }

  @Test("trivium version names the plugin API and Lua")
  func version() {
    let output = Trivium.run(["version"])
    #expect(output.stdout.contains("plugin API 2\n"))
    #expect(output.stdout.contains("Lua 5.4"))
  }
}
