// The PDF viewer's WidgetKit widget as SwiftUI source: the twin of
// Data/widgets/pdf-viewer-swiftui.json (same views, same ids), spread over
// five files as an app's widget extension would be.
import SwiftUI
import WidgetKit

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
