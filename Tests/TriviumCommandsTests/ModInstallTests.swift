import Foundation
import ModArchive
import Testing

@testable import TriviumCommands

/// Archives made by Python's tarfile and zipfile: a mod folder, then entries written as given,
/// which lets a test make the entries no honest tool writes (`../evil`, `/abs`, links).
private let archiver = #"""
  import io, json, os, sys, tarfile, zipfile
  out, source, extra = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
  files = []
  if source:
      base = os.path.dirname(source)
      for folder, _, names in sorted(os.walk(source)):
          for name in sorted(names):
              path = os.path.join(folder, name)
              files.append({"name": os.path.relpath(path, base), "data": open(path).read()})
  entries = files + extra
  def data(e):
      return (e.get("data", "") + "\0" * e.get("zeros", 0)).encode()
  if out.endswith(".zip"):
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          for e in entries:
              info = zipfile.ZipInfo(e["name"])
              if e.get("type") == "symlink":
                  info.external_attr = 0o120777 << 16
                  z.writestr(info, e["target"])
              else:
                  info.compress_type = zipfile.ZIP_DEFLATED
                  z.writestr(info, data(e))
  else:
      with tarfile.open(out, "w:gz" if out.endswith(".gz") else "w") as t:
          for e in entries:
              info = tarfile.TarInfo(e["name"])
              kind = e.get("type", "file")
              if kind == "file":
                  body = data(e)
                  info.size = len(body)
                  t.addfile(info, io.BytesIO(body))
                  continue
              info.type = {"symlink": tarfile.SYMTYPE, "hardlink": tarfile.LNKTYPE,
                           "fifo": tarfile.FIFOTYPE, "device": tarfile.CHRTYPE,
                           "dir": tarfile.DIRTYPE}[kind]
              info.linkname = e.get("target", "")
              t.addfile(info)
  """#

/// A temporary place with a mods folder, a source mod made by `trivium new`, and archives.
final class InstallBench {
  let root: URL
  let home = ["--home", repositoryRoot.path]

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("mods"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  var mods: String { root.appendingPathComponent("mods").path }
  var modsOption: [String] { home + ["--mods", mods] }

  /// What the mods folder holds, hidden names included.
  var installed: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: mods)) ?? []).sorted()
  }

  /// Makes the mod `id` in src/ with a game of the built-in type "single".
  func makeMod(_ id: String, version: String = "0.1.0") throws -> URL {
    let made = Trivium.run(
      [
        "new", "game", id, "--type", "single", "--dir",
        root.appendingPathComponent("src/\(id)").path,
      ]
        + home + ["--mods", root.appendingPathComponent("src").path])
    #expect(made.status == 0, "\(made.stderr)")
    let folder = root.appendingPathComponent("src/\(id)")
    if version != "0.1.0" {
      let manifest = folder.appendingPathComponent("mod.json")
      let text = try String(contentsOf: manifest, encoding: .utf8)
        .replacingOccurrences(of: "0.1.0", with: version)
      try Data(text.utf8).write(to: manifest)
    }
    return folder
  }

  /// Writes the archive `name` of the folder `source` (nil: none) and the `extra` entries.
  func archive(_ name: String, of source: URL?, extra: [[String: Any]] = []) throws -> String {
    let out = root.appendingPathComponent(name).path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let json = String(decoding: try JSONSerialization.data(withJSONObject: extra), as: UTF8.self)
    process.arguments = ["python3", "-c", archiver, out, source?.path ?? "", json]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return out
  }

  func install(_ source: String, _ more: [String] = [], limits: UnpackLimits = .default)
    -> CommandOutput
  {
    var output = CommandOutput()
    ModCommand.run(
      ["install", source, "--yes"] + more + modsOption, limits: limits,
      services: Services(environment: [:]), output: &output)
    return output
  }
}

@Suite("trivium mod install and remove")
struct ModInstallTests {
  @Test("a good mod installs from a tar.gz, then validates and lists as loaded")
  func installsArchive() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("good-pack")
    let plugins = [
      "rules/good-rules.lua": #"return {kind = "rules", id = "good-rules", api = 1, name = "G"}"#,
      "bots/good-bot.lua": #"""
      return {kind = "bot", id = "good-bot", api = 1, name = "G",
              act = function(seen) return {op = "finish"} end}
      """#,
    ]
    for (path, text) in plugins {
      let file = folder.appendingPathComponent("plugins/\(path)")
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    let archive = try bench.archive("good.tar.gz", of: folder)
    let output = bench.install(archive)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains(
        "mod 'good-pack' 0.1.0: Good pack\n  Made by `trivium new`.\n  rules: good-rules\n"
          + "  bots: good-bot\n"
          + "  games: good-pack\n"), "\(output.stdout)")
    #expect(output.stdout.hasSuffix("installed \(bench.mods)/good-pack\n"))
    #expect(bench.installed == ["good-pack"])
    let validate = Trivium.run(["validate"] + bench.modsOption)
    #expect(validate.status == 0, "\(validate.stdout)")
    #expect(validate.stdout.contains("\(bench.mods)/good-pack/games/good-pack: game 'good-pack'"))
    let list = Trivium.run(["list"] + bench.modsOption)
    #expect(
      list.stdout.contains("  good-pack  0.1.0    loaded: 2 plugins, 1 game"), "\(list.stdout)")
  }

  @Test("a zip with mod.json at its top, and a folder, install too")
  func installsZipAndFolder() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("zip-pack")
    let entries = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
      !$0.hasSuffix("/") && $0.contains(".json")
    }.map { path -> [String: Any] in
      [
        "name": path,
        "data": try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8),
      ]
    }
    let zip = try bench.archive("flat.zip", of: nil, extra: entries)
    #expect(bench.install(zip).status == 0)
    #expect(bench.installed == ["zip-pack"])
    let copied = bench.install(try bench.makeMod("dir-pack").path)
    #expect(copied.status == 0, "\(copied.stderr)")
    #expect(bench.installed == ["dir-pack", "zip-pack"])
  }

  @Test(
    "an archive with a hostile entry is refused whole, naming the entry",
    arguments: [
      (
        "evil.tar", ["name": "../evil", "data": "x"], "entry '../evil': refused: a '..' in the path"
      ),
      ("abs.tar", ["name": "/abs", "data": "x"], "entry '/abs': refused: an absolute path"),
      (
        "link.tar.gz", ["name": "bad-pack/link", "type": "symlink", "target": "/etc/passwd"],
        "entry 'bad-pack/link': refused: a symbolic link"
      ),
      (
        "link.zip", ["name": "bad-pack/link", "type": "symlink", "target": "/etc/passwd"],
        "entry 'bad-pack/link': refused: a symbolic link"
      ),
      (
        "hard.tar", ["name": "bad-pack/hard", "type": "hardlink", "target": "bad-pack/mod.json"],
        "entry 'bad-pack/hard': refused: a hard link"
      ),
      (
        "fifo.tar", ["name": "bad-pack/pipe", "type": "fifo"],
        "entry 'bad-pack/pipe': refused: a FIFO"
      ),
      (
        "dev.tar", ["name": "bad-pack/tty", "type": "device"],
        "entry 'bad-pack/tty': refused: a device"
      ),
    ] as [(String, [String: String], String)])
  func refusesEntry(name: String, entry: [String: String], message: String) throws {
    let bench = try InstallBench()
    let archive = try bench.archive(name, of: try bench.makeMod("bad-pack"), extra: [entry])
    let output = bench.install(archive)
    #expect(output.status == 1)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stderr.hasSuffix("(nothing was installed)\n"))
    #expect(bench.installed == [])
    #expect(!FileManager.default.fileExists(atPath: bench.root.appendingPathComponent("evil").path))
  }

  @Test("a zip bomb is refused by the bytes unpacked, a lie in no header needed")
  func refusesBomb() throws {
    let bench = try InstallBench()
    let bomb: [String: Any] = ["name": "bomb-pack/zeros.txt", "zeros": 1 << 20]
    let archive = try bench.archive("bomb.zip", of: try bench.makeMod("bomb-pack"), extra: [bomb])
    let size = try FileManager.default.attributesOfItem(atPath: archive)[.size] as? Int
    #expect((size ?? .max) < 16 << 10)
    var limits = UnpackLimits.default
    limits.totalBytes = 256 << 10
    let output = bench.install(archive, limits: limits)
    #expect(output.status == 1)
    #expect(
      output.stderr.contains(
        "entry 'bomb-pack/zeros.txt': refused: the mod unpacks to more than 256 KiB"),
      "\(output.stderr)")
    #expect(bench.installed == [])
    limits.totalBytes = 64 << 20
    limits.fileBytes = 512 << 10
    #expect(
      bench.install(archive, limits: limits).stderr.contains("a file over the limit of 512 KiB"))
    #expect(bench.installed == [])
  }

  @Test("too many files, and too deep a path, are refused")
  func refusesCountAndDepth() throws {
    let bench = try InstallBench()
    let many = (1...30).map { ["name": "many-pack/extra/\($0).txt", "data": "x"] }
    let archive = try bench.archive("many.tar", of: try bench.makeMod("many-pack"), extra: many)
    var limits = UnpackLimits.default
    limits.entries = 20
    let output = bench.install(archive, limits: limits)
    #expect(output.stderr.contains("refused: more than 20 files and folders"), "\(output.stderr)")
    #expect(bench.installed == [])
    let deep = ["name": "many-pack/" + String(repeating: "d/", count: 20) + "f", "data": "x"]
    let tooDeep = try bench.archive("deep.tar", of: nil, extra: [deep])
    #expect(bench.install(tooDeep).stderr.contains("refused: a path more than 16 levels deep"))
    #expect(bench.installed == [])
  }

  @Test("a folder holding a link is refused, the link not followed")
  func refusesLinkInFolder() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("linked-pack")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("games/secret").path, withDestinationPath: "/etc")
    let output = bench.install(folder.path)
    #expect(
      output.stderr.contains("entry 'games/secret': refused: a symbolic link"), "\(output.stderr)")
    #expect(bench.installed == [])
  }

  @Test("a mod that fails validation is not installed, and every problem is reported")
  func refusesInvalidMod() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("broken-pack")
    let questions = folder.appendingPathComponent("games/broken-pack/questions.json")
    let text = try String(contentsOf: questions, encoding: .utf8)
      .replacingOccurrences(of: "\"options\"", with: "\"choices\"")
    try Data(text.utf8).write(to: questions)
    let output = bench.install(try bench.archive("broken.tar.gz", of: folder))
    #expect(output.status == 1)
    let errors = output.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("error") }
    #expect(errors.count >= 2, "\(output.stdout)")
    #expect(
      output.stderr.contains("mod 'broken-pack' not installed: \(errors.count) problems found"))
    #expect(bench.installed == [])
  }

  @Test("an archive kept in the installed mod's folder is never replaced, even with --force")
  func theSourceIsNeverReplaced() throws {
    let bench = try InstallBench()
    let first = try bench.archive("one.tar", of: try bench.makeMod("same-pack"))
    #expect(bench.install(first).status == 0)
    // The archive of the next version kept inside the installed mod's own folder.
    try FileManager.default.removeItem(at: bench.root.appendingPathComponent("src/same-pack"))
    let made = try bench.archive("two.tar", of: try bench.makeMod("same-pack", version: "2.0.0"))
    let inside = bench.mods + "/same-pack/two.tar"
    try FileManager.default.moveItem(atPath: made, toPath: inside)
    let output = bench.install(inside, ["--force"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("which this command reads"), "\(output.stderr)")
    #expect(FileManager.default.fileExists(atPath: inside))
    #expect(Trivium.run(["list"] + bench.modsOption).stdout.contains("same-pack  0.1.0"))
  }

  @Test("an installed mod is kept without --force and replaced with it")
  func replacesOnlyWithForce() throws {
    let bench = try InstallBench()
    #expect(
      bench.install(try bench.archive("one.tar", of: try bench.makeMod("same-pack"))).status == 0)
    try FileManager.default.removeItem(at: bench.root.appendingPathComponent("src/same-pack"))
    let two = try bench.archive("two.tar", of: try bench.makeMod("same-pack", version: "2.0.0"))
    let kept = bench.install(two)
    #expect(kept.status == 1)
    // The one output rule's words (docs/files.md).
    #expect(
      kept.stderr.contains(
        "the installed mod 'same-pack' \(bench.mods)/same-pack already exists: not "
          + "overwritten (give --force to replace it); nothing was changed"), "\(kept.stderr)")
    #expect(Trivium.run(["list"] + bench.modsOption).stdout.contains("same-pack  0.1.0"))
    let replaced = bench.install(two, ["--force"])
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(replaced.stdout.contains("replaces the installed version 0.1.0"))
    #expect(bench.installed == ["same-pack"])
    #expect(Trivium.run(["list"] + bench.modsOption).stdout.contains("same-pack  2.0.0"))
  }

  @Test("remove takes out the mod's folder and its line in enabled.json, and knows no other")
  func removes() throws {
    let bench = try InstallBench()
    for id in ["keep-pack", "gone-pack"] {
      #expect(bench.install(try bench.makeMod(id).path).status == 0)
    }
    let switches = "\(bench.mods)/enabled.json"
    try Data(#"{"gone-pack": false, "keep-pack": false}"#.utf8).write(
      to: URL(fileURLWithPath: switches))
    let unknown = Trivium.run(["mod", "remove", "no-pack", "--mods", bench.mods])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("no mod 'no-pack' is installed"))
    let removed = Trivium.run(["mod", "remove", "gone-pack", "--mods", bench.mods])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(bench.installed == ["enabled.json", "keep-pack"])
    let left = try String(contentsOfFile: switches, encoding: .utf8)
    #expect(!left.contains("gone-pack") && left.contains("keep-pack"))
  }
}

@Suite("trivium mod install without --yes")
struct ModInstallConfirmTests {
  @Test("without --yes and no terminal to ask on, the mod is shown and not installed")
  func showsOnly() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("shown-pack")
    var output = CommandOutput()
    ModCommand.run(
      ["install", folder.path] + bench.modsOption, limits: .default,
      services: Services(environment: [:]), output: &output)
    #expect(output.status == 1)
    #expect(output.stdout.contains("mod 'shown-pack' 0.1.0"))
    #expect(
      output.stderr == "trivium mod: mod 'shown-pack' not installed: give --yes to install it\n")
    #expect(bench.installed == [])
  }

  @Test("asked, the player's answer decides, and the question shows what the mod holds")
  func asks() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("asked-pack")
    var shown = ""
    var output = CommandOutput()
    ModCommand.run(
      ["install", folder.path] + bench.modsOption, limits: .default,
      ask: { text in
        shown = text
        return false
      }, services: Services(environment: [:]), output: &output)
    #expect(output.status == 1)
    #expect(shown.contains("mod 'asked-pack' 0.1.0") && shown.contains("games: asked-pack"))
    #expect(bench.installed == [])
    output = CommandOutput()
    ModCommand.run(
      ["install", folder.path] + bench.modsOption, limits: .default, ask: { _ in true },
      services: Services(environment: [:]), output: &output)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == "installed \(bench.mods)/asked-pack\n")
    #expect(bench.installed == ["asked-pack"])
  }
}

@Suite("trivium mod install counts the bytes it copies")
struct ModInstallCountTests {
  @Test("a file of a folder over the per-file limit is refused by its bytes (no header to trust)")
  func refusesBigFileInFolder() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("big-pack")
    try Data(count: 100 << 10).write(to: folder.appendingPathComponent("big.txt"))
    var limits = UnpackLimits.default
    limits.fileBytes = 64 << 10
    let output = bench.install(folder.path, limits: limits)
    #expect(
      output.stderr.contains("entry 'big.txt': refused: a file over the limit of 64 KiB"),
      "\(output.stderr)")
    #expect(bench.installed == [])
  }
}

@Suite("trivium mod leaves alone what is no mod folder of its own")
struct ModInstallBoundaryTests {
  @Test("--force does not replace a file or a link at <mods>/<id>; remove follows no link")
  func leavesOthersAlone() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("way-pack")
    let inTheWay = URL(fileURLWithPath: bench.mods).appendingPathComponent("way-pack")
    try Data("mine".utf8).write(to: inTheWay)
    let output = bench.install(folder.path, ["--force"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("is in the way and is not the folder of mod 'way-pack'"))
    #expect(try String(contentsOf: inTheWay, encoding: .utf8) == "mine")
    #expect(bench.installed == ["way-pack"])
    try FileManager.default.removeItem(at: inTheWay)
    try FileManager.default.createSymbolicLink(
      atPath: inTheWay.path, withDestinationPath: folder.path)
    let removed = Trivium.run(["mod", "remove", "way-pack", "--mods", bench.mods])
    #expect(removed.status == 1)
    #expect(removed.stderr.contains("no mod 'way-pack' is installed"), "\(removed.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("mod.json").path))
  }
}
