import Foundation
import Localization
import Testing

@Suite struct LanguageTests {
  @Test func environmentValuesMapToTags() {
    #expect(Language.tag("zh_CN.UTF-8") == "zh-Hans")
    #expect(Language.tag("zh_TW.UTF-8") == "zh-Hans")
    #expect(Language.tag("zh-Hans") == "zh-Hans")
    #expect(Language.tag("en_GB.UTF-8") == "en")
    #expect(Language.tag("C.UTF-8") == "en")
    #expect(Language.tag("POSIX") == "en")
    #expect(Language.tag("fr_FR.UTF-8") == nil)
  }

  @Test func firstMatchWins() {
    let environment = ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LANGUAGE": "fr:en"]
    // The option, then the profile, then LANGUAGE (its first known entry), LC_ALL (empty:
    // skipped), LC_MESSAGES, LANG.
    #expect(
      Language.choose(option: "zh-Hans", profile: "en", environment: [:]).language == "zh-Hans")
    #expect(
      Language.choose(option: nil, profile: "zh-Hans", environment: environment).language
        == "zh-Hans")
    #expect(Language.choose(option: nil, profile: nil, environment: environment).language == "en")
    #expect(
      Language.choose(option: nil, profile: nil, environment: ["LANG": "zh_CN.UTF-8"]).language
        == "zh-Hans")
    #expect(
      Language.choose(
        option: nil, profile: nil, environment: ["LC_MESSAGES": "zh_SG", "LANG": "en_US"]
      ).language == "zh-Hans")
  }

  @Test func anUnknownLanguageIsEnglishWithANote() {
    let choice = Language.choose(option: "tlh", profile: nil, environment: [:])
    #expect(choice.language == "en")
    #expect(choice.note?.contains("'tlh'") == true)
    #expect(Language.choose(option: nil, profile: nil, environment: ["LANG": "C"]).note == nil)
  }
}
