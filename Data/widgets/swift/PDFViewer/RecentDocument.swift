import Foundation

/// A document the app opened lately, as the widget lists it.
struct RecentDocument {
  let title: String
  let subtitle: String
}

extension RecentDocument {
  static let samples = [
    RecentDocument(title: "Annual Report 2016.pdf", subtitle: "Edited today, 09:41"),
    RecentDocument(title: "Lease Agreement – Signed.pdf", subtitle: "Yesterday"),
    RecentDocument(title: "Invoice 0342.pdf", subtitle: "Monday"),
  ]
}

