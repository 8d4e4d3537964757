import StrictJSON
import SwiftSyntax

extension SwiftSourceSet {
  /// One view for `solve`: the `View` struct named `name`, else the only
  /// view no other view uses, else the file's top-level view expressions.
  /// `@Environment(\.widgetFamily)` reads systemSmall.
  /// - Throws: `.usage` for an unknown name (did you mean) or several
  ///   candidates (listing them); `.data` when the sources hold no view.
  public func importView(named name: String?) throws(SwiftSourceError) -> ImportedView {
    try DeepStack.run { () throws(SwiftSourceError) in try evaluateView(named: name) }
  }

  private func evaluateView(named name: String?) throws(SwiftSourceError) -> ImportedView {
    let viewTypes = index.types.values.filter {
      $0.conforms(to: "View") && !$0.conforms(to: "PreviewProvider")
    }.map(\.name).sorted()
    let evaluator = Evaluator(files: sources, index: index, family: "systemSmall")
    let chosen: String?
    if let name {
      guard viewTypes.contains(name) else {
        let suggestion =
          NameSuggestion.closest(to: name, among: viewTypes).map { "; did you mean \($0)?" } ?? ""
        throw .usage(
          "no View struct \(name) in the sources\(suggestion) (valid: \(viewTypes.isEmpty ? "none" : viewTypes.joined(separator: ", ")))"
        )
      }
      chosen = name
    } else {
      var used: Set<String> = []
      for user in viewTypes {
        for member in index.types[user]!.members {
          for token in member.decl.tokens(viewMode: .sourceAccurate)
          where token.text != user && viewTypes.contains(token.text) {
            used.insert(token.text)
          }
        }
      }
      let roots = viewTypes.filter { !used.contains($0) }
      if roots.count > 1 {
        throw .usage(
          "\(roots.count) views in the sources; pick one with --view: \(roots.joined(separator: ", "))"
        )
      }
      chosen = roots.first ?? viewTypes.first
    }
    let root: ViewValue
    let place: SourceLocation
    if let chosen {
      let type = index.types[chosen]!
      place = sources[type.file].location(of: type.node)
      let instance = try evaluator.construct(chosen, [], type.node, type.file)
      root = Self.oneView(try evaluator.views(instance, type.node, type.file), at: place, evaluator)
    } else {
      var built: [ViewValue] = []
      for (number, file) in sources.enumerated() {
        for item in file.tree.statements {
          guard case .expr(let expr) = item.item else { continue }
          built += try evaluator.views(
            try evaluator.eval(expr, Scope(parent: nil), number), expr, number)
        }
      }
      guard let first = built.first else {
        throw .data("no View struct and no view expression in \(files.joined(separator: ", "))")
      }
      place = first.location
      root = Self.oneView(built, at: place, evaluator)
    }
    var emitter = ViewEmitter()
    let json = try emitter.root(root)
    return ImportedView(
      json: json.rendered(pretty: true) + "\n", name: chosen ?? "expression",
      locations: emitter.locations, notes: Self.unique(evaluator.notes + emitter.notes))
  }
}
