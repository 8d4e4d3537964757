import SwiftUI

/// One of the widget's actions: its icon over its title, a third of the row.
struct ActionButton: View {
  let id: String
  let icon: String
  let title: String

  var body: some View {
    Link(destination: URL(string: "pdfviewer://\(icon)")!) {
      VStack(spacing: 4) {
        Image(icon)
          .resizable()
          .frame(width: 32, height: 32)
          .accessibilityIdentifier("\(id).icon")
        Text(title)
          .font(.caption)
          .lineLimit(2)
          .fixedSize(horizontal: false, vertical: true)
          .accessibilityIdentifier("\(id).label")
      }
      .frame(maxWidth: .infinity)
      .accessibilityIdentifier(id)
    }
  }
}

/// A recent document: its thumbnail beside its title and when it was edited.
struct RecentRow: View {
  let document: RecentDocument
  let id: String

  var body: some View {
    HStack(spacing: 10) {
      Image("thumbnail")
        .resizable()
        .frame(width: 24, height: 32)
        .accessibilityIdentifier("\(id).thumbnail")
      VStack(alignment: .leading, spacing: 0) {
        Text(document.title)
          .font(.subheadline)
          .lineLimit(1)
          .accessibilityIdentifier("\(id).title")
        Text(document.subtitle)
          .font(.caption)
          .lineLimit(1)
          .accessibilityIdentifier("\(id).subtitle")
      }
      .accessibilityIdentifier("\(id).text")
    }
    .accessibilityIdentifier(id)
  }
}
