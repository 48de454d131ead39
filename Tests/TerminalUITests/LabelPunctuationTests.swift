import Testing

@testable import TerminalUI

/// A type label sits in the brackets of its own language (issue 30, item 5).
@Suite struct LabelPunctuationTests {
  @Test func fullWidthBracketsOnlyAroundChineseLabels() {
    #expect(WidgetDrawer.bracketed("单选题") == "（单选题）")
    #expect(WidgetDrawer.bracketed("Single choice") == "(Single choice) ")
  }

  @Test func aFieldsColonIsTheOneOfItsLabelsLanguage() {
    #expect(WidgetDrawer.labelled("数值") == "数值：")
    #expect(WidgetDrawer.labelled("数值（km）") == "数值（km）：")
    #expect(WidgetDrawer.labelled("Value") == "Value: ")
  }
}
