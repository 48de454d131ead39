import Foundation
import Localization
import Testing

@testable import TriviumCommands

/// `--lang` on every command: what people read changes, what scripts read does not.
@Suite struct LanguageOptionTests {
  @Test func anErrorSpeaksChinese() {
    let output = Trivium.run(["--lang", "zh-Hans", "bogus"])
    #expect(output.status == 2)
    #expect(output.stderr == "trivium: 未知命令“bogus”。运行 `trivium --help` 查看命令列表。\n")
    let usage = Trivium.run(["list", "--lang=zh-Hans", "--bogus"])
    #expect(usage.status == 2)
    #expect(usage.stderr.contains("未知选项“--bogus”"), "\(usage.stderr)")
  }

  @Test func theOptionMayStandAnywhereBeforeDashDash() {
    let output = Trivium.run(["version", "--lang", "zh-Hans", "extra"])
    #expect(output.stderr == "trivium version: 不接受参数\n")
    #expect(Trivium.run(["--lang"]).stderr == "trivium: --lang needs a value\n")
  }

  @Test func anUnknownLanguageIsEnglishSaidOnce() {
    let output = Trivium.run(["--lang", "tlh", "version", "x"])
    #expect(
      output.stderr
        == "trivium: no interface language 'tlh' (from --lang); speaking English. Known: en, "
        + "zh-Hans.\ntrivium version: takes no arguments\n")
  }

  /// JSON stays the same in every language.
  @Test func jsonOutputIsTheSameInChinese() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-lang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("progress.sqlite3").path
    let words = ["stats", "--format", "json", "--data", data, "--profile", "ann"]
    let english = Trivium.run(words)
    let chinese = Trivium.run(words + ["--lang", "zh-Hans"])
    #expect(english.status == chinese.status)
    #expect(english.stdout == chinese.stdout && !english.stdout.isEmpty, "\(english)")
  }
}

/// The environment chooses as gettext would, with nothing but the catalogues in locale/.
@Suite struct EnvironmentLanguageTests {
  @Test func langZhCNSpeaksChineseWithoutASystemLocale() {
    let chosen = InterfaceLanguage.catalog(
      option: nil, profile: nil, home: nil, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chosen.catalog.language == "zh-Hans" && chosen.catalog.count > 100)
    #expect(chosen.note == nil)
    let english = InterfaceLanguage.catalog(
      option: nil, profile: nil, home: nil, environment: ["LANG": "C.UTF-8"])
    #expect(english.catalog.language == "en")
    // The option wins over the environment, the profile over the environment.
    #expect(
      InterfaceLanguage.catalog(
        option: "en", profile: "zh-Hans", home: nil, environment: ["LANG": "zh_CN.UTF-8"]
      ).catalog.language == "en")
    #expect(
      InterfaceLanguage.catalog(
        option: nil, profile: "en", home: nil, environment: ["LANG": "zh_CN.UTF-8"]
      ).catalog.language == "en")
  }
}
