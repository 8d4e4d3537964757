// The PDF viewer's WidgetKit widget as SwiftUI source: the twin of
// Data/widgets/pdf-viewer-swiftui.json (same views, same ids), spread over
// three files as an app's widget extension would be.
import SwiftUI
import WidgetKit

struct RecentDocument {
  let title: String
  let subtitle: String
}

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

extension RecentDocument {
  static let samples = [
    RecentDocument(title: "Annual Report 2016.pdf", subtitle: "Edited today, 09:41"),
    RecentDocument(title: "Lease Agreement – Signed.pdf", subtitle: "Yesterday"),
    RecentDocument(title: "Invoice 0342.pdf", subtitle: "Monday"),
  ]
}

struct PDFViewerWidget: Widget {
  let kind = "com.example.pdfviewer.actions"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: DocumentsProvider()) { entry in
      PDFViewerEntryView(entry: entry)
    }
    .configurationDisplayName("PDF Viewer")
    .description("Scan, write a note or search your documents.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
  }
}
