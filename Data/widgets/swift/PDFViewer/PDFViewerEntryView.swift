import SwiftUI
import WidgetKit

struct PDFViewerEntryView: View {
  var entry: DocumentsEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    switch family {
    case .systemSmall:
      VStack(alignment: .leading, spacing: 6) {
        Image("scan")
          .resizable()
          .frame(width: 36, height: 36)
          .accessibilityIdentifier("small.icon")
        Spacer(minLength: 0)
          .accessibilityIdentifier("small.spacer")
        Text("Scan Document")
          .font(.headline)
          .lineLimit(2)
          .fixedSize(horizontal: false, vertical: true)
          .accessibilityIdentifier("small.title")
        Text("PDF Viewer")
          .font(.caption)
          .lineLimit(1)
          .accessibilityIdentifier("small.app")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .accessibilityIdentifier("small")
    case .systemMedium:
      VStack(alignment: .leading, spacing: 8) {
        appName
        actions(prefix: "")
          .accessibilityIdentifier("medium.actions")
        Spacer(minLength: 0)
          .accessibilityIdentifier("medium.spacer")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .accessibilityIdentifier("medium")
    default:
      VStack(alignment: .leading, spacing: 8) {
        appName
        actions(prefix: "l.")
          .accessibilityIdentifier("large.actions")
        Divider()
          .accessibilityIdentifier("large.rule")
        Text("Recent")
          .font(.subheadline)
          .fontWeight(.semibold)
          .lineLimit(1)
          .accessibilityIdentifier("recents.heading")
        ForEach(Array(entry.recents.enumerated()), id: \.offset) { index, document in
          RecentRow(document: document, id: "recent\(index)")
        }
        Spacer(minLength: 0)
          .accessibilityIdentifier("large.spacer")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .accessibilityIdentifier("large")
    }
  }

  private var appName: some View {
    Text("PDF Viewer")
      .font(.headline)
      .lineLimit(1)
      .accessibilityIdentifier(family == .systemMedium ? "medium.app" : "large.app")
  }

  @ViewBuilder
  private func actions(prefix: String) -> some View {
    HStack(alignment: .top, spacing: 8) {
      ActionButton(id: prefix + "scan", icon: "scan", title: "Scan Document")
      ActionButton(id: prefix + "note", icon: "note", title: "New Note")
      ActionButton(id: prefix + "search", icon: "search", title: "Search")
    }
  }
}
