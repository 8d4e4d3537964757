import SizingModel
import StackLayout
import Testing

@testable import TodayLayout

@Test func probe() throws {
  let layout = TodayWidgetLayout(description: .reference, measurer: ApproximateTextMeasurer())
  let model = SizingModel.standard
  for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
    let env = WidgetEnvironment(device: try model.device("iphone-8"), category: category)
    let result = try layout.layout(in: env, mode: .expanded)
    print(category, result.widgetWidth.value, result.compactHeight.value, result.maximumExpandedSize.height.value, result.preferredContentSize.size, result.visibleRecents, result.sections.rowHeights)
    for e in result.elements { print(String(repeating: "  ", count: e.depth), e.id, e.frame, e.text.map { "\($0.lineCount) \($0.isTruncated)" } ?? "", e.isVisible) }
    for d in result.diagnostics { print("  !", d) }
  }
}
