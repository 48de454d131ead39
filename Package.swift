// swift-tools-version: 6.0
import PackageDescription

// The commit `trivium version` names: SwiftPM reads it from git when it evaluates this file;
// a build outside a git checkout (a source archive) says "unknown".
let buildCommit: String = {
  guard let git = Context.gitInformation else { return "unknown" }
  return git.currentCommit + (git.hasUncommittedChanges ? "+changes" : "")
}()

// Warnings are errors in CI (`.ci/run` passes -warnings-as-errors), not here, so that a
// newer toolchain's new warning never breaks a player's build.
let package = Package(
  name: "Trivium",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "trivium", targets: ["TriviumCLI"]),
    .executable(name: "trivium-bench", targets: ["TriviumBench"]),
    .library(name: "QuizCore", targets: ["QuizCore"]),
    .library(name: "LuaHost", targets: ["LuaHost"]),
  ],
  targets: [
    // Debian's liblua5.4 behind a shim header that wraps the C macros Swift cannot import.
    .systemLibrary(
      name: "CLua",
      path: "Sources/CLua",
      pkgConfig: "lua5.4",
      providers: [.apt(["liblua5.4-dev"])]
    ),
    // The parts of the sandbox that must be C: allocator, hooks, message handler, trampolines
    // and the step-bounded pattern functions. Lua errors are raised from here only.
    .target(name: "CLuaSandbox", dependencies: ["CLua"]),
    .systemLibrary(
      name: "CSQLite",
      path: "Sources/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CPNG",
      path: "Sources/CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    // Debian's libarchive, to read mod archives (zip, tar, tar.gz) entry by entry.
    .systemLibrary(
      name: "CArchive",
      path: "Sources/CArchive",
      pkgConfig: "libarchive",
      providers: [.apt(["libarchive-dev"])]
    ),
    // Debian's libxml2: Moodle XML read with its SAX2 push parser, no tree built by it.
    .systemLibrary(
      name: "CXML2",
      path: "Sources/CXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(name: "QuizCore", dependencies: ["Localization"]),
    // The interface language: gettext catalogues read from locale/, lookups and placeholders.
    .target(name: "Localization"),
    // The terminal front in three layers: raw terminal I/O and pure screen diffing, pictures
    // decoded and scaled to half-block cells, and the screens drawn from the core's state.
    .target(name: "CTerminalRescue"),
    // How many terminal columns text takes: a leaf, for the terminal and for any table measured
    // in columns (the tournament standings) without the terminal's I/O.
    .target(name: "TextCells"),
    .target(name: "Terminal", dependencies: ["CTerminalRescue", "TextCells", "Localization"]),
    .target(name: "Pictures", dependencies: ["CPNG", "Confined", "Localization"]),
    .target(
      name: "TerminalUI",
      dependencies: [
        "QuizCore", "Terminal", "TextCells", "Pictures", "Review", "ItemAnalysis", "Localization",
      ]),
    .target(
      name: "Store", dependencies: ["CSQLite", "QuizCore", "UserFiles", "Review", "Localization"]),
    // Every file written for the user, by rules that never destroy what stands at the path;
    // the C half makes files that have no name until they are complete (O_TMPFILE).
    .target(name: "CUnnamedFile"),
    .target(name: "UserFiles", dependencies: ["CUnnamedFile", "Localization"]),
    // The formats content and imported files share, read as plain values with places (JSON
    // and its element lines, property lists, the seed's records): no Lua, so that Importers
    // reads through it without linking the sandbox.
    .target(name: "ContentFormats", dependencies: ["QuizCore", "Confined", "Localization"]),
    .target(
      name: "Content",
      dependencies: [
        "QuizCore", "LuaHost", "ContentFormats", "UserFiles", "Confined", "Localization",
      ]),
    // Unpacking a mod archive or copying a mod folder into a fresh folder, refusing links,
    // escaping paths and anything over the size limits before it reaches the disk.
    .target(name: "ModArchive", dependencies: ["CArchive", "Localization"]),
    // Other people's quiz files (plist, question bank, Open Trivia DB, GIFT, Aiken, Moodle XML)
    // as games, and games written back in those formats.
    .target(
      name: "Importers",
      dependencies: [
        "QuizCore", "ContentFormats", "UserFiles", "Pictures", "Confined", "Localization", "CXML2",
      ]),
    // Spaced review: the FSRS-6 scheduler, ratings from checks, review days ending at 04:00.
    .target(name: "Review", dependencies: ["QuizCore", "Localization"]),
    // Item analysis as Moodle's quiz statistics compute it: facility, discrimination, flags.
    .target(name: "ItemAnalysis"),
    // Bots play sessions on the virtual scheduler, at full speed.
    .target(name: "Headless", dependencies: ["QuizCore", "Localization"]),
    // Bots that are programs of their own, spoken to over a JSON-lines protocol; the C half
    // starts them (posix_spawn with a working folder, a process group, no inherited files).
    .target(name: "CSpawn"),
    // Debian's Nettle: SHA-256 of an external bot's program and files (its identity).
    .systemLibrary(
      name: "CNettle", path: "Sources/CNettle", pkgConfig: "nettle",
      providers: [.apt(["nettle-dev"])]
    ),
    .target(
      name: "ExternalBots", dependencies: ["QuizCore", "CSpawn", "CNettle", "Localization"]),
    // Tournaments: descriptions, schedules, parallel runs in a fixed order, statistics;
    // standings tables measure names in terminal columns (TextCells).
    .target(name: "Tournament", dependencies: ["QuizCore", "TextCells", "Localization"]),
    // Reading the files of an untrusted folder and nothing outside it: below every reader.
    .target(name: "Confined", dependencies: ["QuizCore", "Localization"]),
    // The sandbox prelude is Lua (prelude.lua, linted by luacheck), embedded in the code by the build.
    .target(
      name: "LuaHost",
      dependencies: ["CLua", "CLuaSandbox", "QuizCore", "Confined", "Localization"],
      // The prelude's one home is prelude.lua; the build embeds its bytes in the code.
      resources: [.embedInCode("prelude.lua")]),
    // The engine assembled: content, plugins, rules, bots, validation and dry runs, for every
    // command. Named `TriviumEngine` so that the module does not shadow its `Engine` type.
    .target(
      name: "TriviumEngine",
      dependencies: [
        "QuizCore", "LuaHost", "Content", "ContentFormats", "Headless", "Pictures", "Importers",
        "Confined", "Localization",
      ],
      path: "Sources/Engine"),
    // The commands: arguments, output, and one type per subcommand; `TriviumCLI` is only its
    // `main`.
    .target(
      name: "TriviumCommands",
      dependencies: [
        "TriviumEngine", "QuizCore", "LuaHost", "Content", "Store", "Headless", "Terminal",
        "TextCells", "Pictures", "TerminalUI", "Tournament", "Importers", "UserFiles", "Confined",
        "ModArchive", "Review", "ExternalBots", "Localization", "CBuildInfo", "ItemAnalysis",
      ],
      // What `trivium new` gives a mod, embedded in the code. `Kit/trivium.lua` and
      // `Kit/luacheckrc` are links to docs/trivium.lua and the repository's .luacheckrc, their
      // one home.
      resources: [
        .embedInCode("Kit/luacheckrc"), .embedInCode("Kit/luarc.json"),
        .embedInCode("Kit/trivium.lua"),
      ]),
    .executableTarget(name: "TriviumCLI", dependencies: ["TriviumCommands"]),
    // The build's git commit, for `trivium version`.
    .target(
      name: "CBuildInfo", cSettings: [.define("TRV_BUILD_COMMIT", to: "\"\(buildCommit)\"")]),
    // Benchmarks: a release-build executable, plus a minimal C host to compare against.
    .target(name: "CBenchHost", dependencies: ["CLua", "CLuaSandbox"]),
    .executableTarget(
      name: "TriviumBench",
      dependencies: [
        "LuaHost", "QuizCore", "CBenchHost", "Content", "Headless", "Terminal", "Pictures",
        "TerminalUI", "TriviumCommands", "Store", "Importers", "TriviumEngine", "Localization",
        "Review",
      ]
    ),
    .testTarget(name: "QuizCoreTests", dependencies: ["QuizCore"]),
    // Reads locale/ and the sources of the repository to check the catalogues are complete.
    .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    .testTarget(name: "ConfinedTests", dependencies: ["Confined"]),
    .testTarget(
      name: "LuaHostTests",
      dependencies: ["LuaHost", "QuizCore", "CBenchHost"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "TriviumCommandsTests",
      dependencies: [
        "TriviumCommands", "TriviumEngine", "ModArchive", "Review", "Localization", "UserFiles",
        "Confined", "TextCells",
      ],
      exclude: ["Fixtures"]),
    // The bots it runs are scripts in Tests/Fixtures/bots (python3 and sh).
    .testTarget(
      name: "ExternalBotsTests", dependencies: ["ExternalBots", "QuizCore", "Localization"]),
    .testTarget(name: "PluginTests", dependencies: ["LuaHost", "QuizCore"]),
    .testTarget(name: "ReviewTests", dependencies: ["Review", "QuizCore"]),
    .testTarget(name: "ItemAnalysisTests", dependencies: ["ItemAnalysis"]),
    .testTarget(name: "HeadlessTests", dependencies: ["Headless", "QuizCore", "Localization"]),
    .testTarget(name: "TournamentTests", dependencies: ["Tournament", "QuizCore", "TextCells"]),
    // Fixtures/ holds database files written with the schema of each earlier version.
    .testTarget(
      name: "StoreTests", dependencies: ["Store", "QuizCore", "Review", "Localization"],
      exclude: ["Fixtures"]),
    .testTarget(name: "ContentTests", dependencies: ["Content", "QuizCore", "LuaHost"]),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TextCells"]),
    .testTarget(name: "UserFilesTests", dependencies: ["UserFiles", "Localization"]),
    // Reads the corpora in ../shared/corpora; skipped with a message where the folder is missing.
    .testTarget(
      name: "ImportersTests", dependencies: ["Importers", "Content", "QuizCore", "LuaHost"],
      exclude: ["Fixtures"]),
    .testTarget(name: "PicturesTests", dependencies: ["Pictures", "Confined"]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "Terminal", "TextCells", "Pictures", "QuizCore", "LuaHost", "Review",
        "ItemAnalysis", "Localization",
      ],
      exclude: ["Golden"]),
    // Drives the built `trivium play` in tmux; skipped where tmux is missing.
    .testTarget(
      name: "PlayEndToEndTests", dependencies: ["Store", "QuizCore", "Review", "CSQLite"]),
  ],
  swiftLanguageModes: [.v6]
)
