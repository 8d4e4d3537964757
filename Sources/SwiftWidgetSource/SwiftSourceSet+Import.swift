import SizingModel
import StrictJSON
import SwiftSyntax

extension SwiftSourceSet {
  /// Evaluates `widget`'s entry view in each of its families with sample
  /// entry `sample` (nil: the first, see ``ImportedWidget/samples``) into a
  /// version-2 description with one `"layout": "swiftui"` tree per family.
  /// - Throws: `.usage` for a sample number out of range; `.data` when a
  ///   limit is reached (steps, call depth, views, nesting).
  public func importWidget(_ widget: SwiftWidgetDeclaration, sample: Int?) throws(SwiftSourceError)
    -> ImportedWidget
  {
    try DeepStack.run { () throws(SwiftSourceError) in try evaluate(widget, sample: sample) }
  }

  private func evaluate(_ widget: SwiftWidgetDeclaration, sample: Int?) throws(SwiftSourceError)
    -> ImportedWidget
  {
    guard let configuration = configurations.first(where: { $0.declaration == widget }) else {
      throw .usage("no widget \(widget.typeName) in these sources")
    }
    let entries = SampleEntries(configuration, index: index, files: sources)
    let names = entries.samples.map(\.name)
    if let sample, !entries.samples.indices.contains(sample) {
      throw .usage(
        "--sample \(sample) is out of range: \(widget.typeName) has \(names.count) sample entr\(names.count == 1 ? "y" : "ies")"
          + (names.isEmpty ? "" : " (0–\(names.count - 1): \(names.joined(separator: "; ")))"))
    }
    let chosen = entries.samples.isEmpty ? nil : entries.samples[sample ?? 0]
    var families: [(String, JSONValue)] = []
    var locations: [String: SourceLocation] = [:]
    var notes: [SourceNote] = []
    let known = Set(WidgetFamily.names)
    for family in widget.families {
      guard known.contains(family) else {
        notes.append(
          SourceNote(
            kind: .placeholder,
            location: SourceLocation(file: widget.file, line: widget.line, column: 1),
            message: "family \(family) is not modelled: left out"))
        continue
      }
      let evaluator = Evaluator(files: sources, index: index, family: family)
      let entry =
        try chosen.map { (sample) throws(SwiftSourceError) in try entries.entry(sample, evaluator) }
        ?? .unknown(
          "a sample entry (the provider has no placeholder(in:) and there is no #Preview timeline)",
          at: nil)
      let root = try rootView(configuration, entry: entry, evaluator)
      var emitter = ViewEmitter()
      families.append((family, try emitter.root(root)))
      locations.merge(emitter.locations) { first, _ in first }
      notes += evaluator.notes + emitter.notes
    }
    guard !families.isEmpty else {
      throw .data(
        "\(widget.file):\(widget.line): \(widget.typeName) supports no family this tool models (valid: \(WidgetFamily.names.joined(separator: ", ")))"
      )
    }
    var widgetKit: [(String, JSONValue)] = [("families", .object(families))]
    if widget.contentMarginsDisabled { widgetKit.append(("contentMarginsDisabled", .bool(true))) }
    let description = JSONValue.object([
      ("version", .number(2)), ("appName", .string(widget.displayName ?? widget.typeName)),
      ("widgetKit", .object(widgetKit)),
    ])
    return ImportedWidget(
      json: description.rendered(pretty: true) + "\n", locations: locations,
      notes: Self.unique(notes), sampleName: chosen?.name ?? "none", samples: names)
  }

  /// The entry closure's view for `entry`: one view, several in a `VStack`
  /// (noted), none a placeholder.
  private func rootView(
    _ configuration: WidgetConfiguration, entry: Value, _ evaluator: Evaluator
  ) throws(SwiftSourceError) -> ViewValue {
    let place = SourceLocation(
      file: configuration.declaration.file, line: configuration.declaration.line, column: 1)
    guard let closure = configuration.entryClosure else {
      evaluator.note(.placeholder, at: place, "no entry-view closure found in the configuration")
      return ViewValue(.placeholder("the entry view"), at: place)
    }
    let scope = Scope(parent: nil)
    let value = try evaluator.invoke(
      Value.Closure(syntax: closure, scope: scope, file: configuration.file), [entry], closure)
    return try Self.oneView(
      try evaluator.views(value, closure, configuration.file),
      at: evaluator.location(closure, configuration.file), evaluator)
  }

  /// `views` as one root: several in a `VStack` (as a widget's body lays
  /// out a tuple of views), none a placeholder; both noted.
  static func oneView(_ views: [ViewValue], at place: SourceLocation, _ evaluator: Evaluator)
    -> ViewValue
  {
    if views.count == 1 { return views[0] }
    if views.isEmpty {
      evaluator.note(.placeholder, at: place, "the view builds no view: a placeholder")
      return ViewValue(.placeholder("an empty view"), at: place)
    }
    evaluator.note(
      .approximated, at: place, "\(views.count) views at the root laid out in a VStack")
    return ViewValue(.stack(type: "vstack", alignment: nil, spacing: nil, items: views), at: place)
  }

  /// `notes` without repeats (each family notes the same places), in order.
  static func unique(_ notes: [SourceNote]) -> [SourceNote] {
    var seen: Set<String> = []
    return notes.filter { seen.insert($0.description).inserted }
  }
}
