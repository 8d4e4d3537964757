import SwiftUI
import WidgetKit

struct DocumentsEntry: TimelineEntry {
  let date: Date
  let recents: [RecentDocument]
}

struct DocumentsProvider: TimelineProvider {
  func placeholder(in context: Context) -> DocumentsEntry {
    DocumentsEntry(date: Date(), recents: RecentDocument.samples)
  }

  func getSnapshot(in context: Context, completion: @escaping (DocumentsEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<DocumentsEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}
