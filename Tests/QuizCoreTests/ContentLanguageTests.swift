import QuizCore
import Testing

@Suite struct ContentLanguageTests {
  let languages: Set<String> = ["en", "zh-Hans"]

  @Test func picksTheSessionLanguageThenTheDefaultThenEnglishThenTheFirst() {
    let both: ValueMap = ["en": "Flag", "zh-Hans": "国旗"]
    #expect(ContentLanguage("zh-Hans", gameDefault: "en").pick(both) == "国旗")
    #expect(ContentLanguage("en", gameDefault: "zh-Hans").pick(both) == "Flag")
    // A value without the session's language falls back to the game's default.
    #expect(ContentLanguage("zh-Hant", gameDefault: "zh-Hans").pick(both) == "国旗")
    #expect(ContentLanguage("fr", gameDefault: "de").pick(both) == "Flag")
    #expect(ContentLanguage("fr").pick(["zh-Hant": "國旗", "zh-Hans": "国旗"]) == "国旗")
    #expect(ContentLanguage("fr").pick([:]) == nil)
  }

  @Test func resolvesLocalizedMapsAtAnyDepthAndLeavesOtherMapsAlone() {
    let question: Value = [
      "id": "q1", "type": "single",
      "text": ["en": "Which flag?", "zh-Hans": "哪面国旗？"],
      "options": ["en": ["A. Peru", "B. Chad"], "zh-Hans": ["A. 秘鲁", "B. 乍得"]],
      "feedback": ["A": ["en": "Yes", "zh-Hans": "对"], "B": "No"],
      "hints": [["en": "South America", "zh-Hans": "南美洲"], "plain"],
    ]
    let zh = ContentLanguage.chosen("zh-Hans", offered: ["en", "zh-Hans"])!
    let resolved = zh.resolve(question, languages: languages)
    #expect(resolved["text"] == "哪面国旗？")
    #expect(resolved["options"] == ["A. 秘鲁", "B. 乍得"])
    #expect(resolved["feedback"] == ["A": "对", "B": "No"])
    #expect(resolved["hints"] == ["南美洲", "plain"])
    #expect(resolved["id"] == "q1")
    // Without declared languages nothing is a localized map.
    #expect(zh.resolve(question, languages: []) == question)
  }

  @Test func theChosenLanguageIsOfferedOrTheDefault() {
    #expect(ContentLanguage.chosen("en", offered: ["zh-Hans", "en"])?.code == "en")
    #expect(ContentLanguage.chosen("fr", offered: ["zh-Hans", "en"])?.code == "zh-Hans")
    #expect(ContentLanguage.chosen(nil, offered: ["zh-Hans"])?.gameDefault == "zh-Hans")
    #expect(ContentLanguage.chosen("en", offered: []) == nil)
  }
}
