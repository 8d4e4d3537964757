/// A widget evaluated from its Swift sources: a version-2 description with
/// one `"layout": "swiftui"` tree per supported family, where each view came
/// from, and what was approximated.
public struct ImportedWidget: Sendable {
  /// The full description text: `{"version": 2, "appName", "widgetKit": {"families": …}}`.
  public var json: String
  /// Each view id's source location (the same in every family's tree).
  public var locations: [String: SourceLocation]
  /// Warnings: placeholders, ignored modifiers, estimates, with their locations.
  public var notes: [SourceNote]
  /// The sample entry the views were evaluated with (`placeholder(in:)`, …).
  public var sampleName: String
  /// Every sample entry found, in the order `--sample N` counts them (from 0).
  public var samples: [String]
}

/// One view evaluated from its Swift sources (for `solve`): its
/// `"layout": "swiftui"` tree as JSON text, locations and notes.
public struct ImportedView: Sendable {
  /// The view tree: `{"layout": "swiftui", "type": …}`.
  public var json: String
  /// The view it came from: a struct's name, or `expression`.
  public var name: String
  public var locations: [String: SourceLocation]
  public var notes: [SourceNote]
}
