import SizingModel

extension ContentSizeCategory {
  /// Parses text sizes given on the command line, each argument one name or a
  /// comma-separated list ("L", "xS,M,AX5"), in the order given.
  /// - Throws: ``SizingError/unknownValue(kind:value:valid:)`` naming the
  ///   first unknown size and listing the valid short names.
  static func parseList(_ arguments: [String]) throws(SizingError) -> [ContentSizeCategory] {
    var result: [ContentSizeCategory] = []
    for argument in arguments {
      for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
        guard let category = ContentSizeCategory(parsing: String(name)) else {
          throw .unknownValue(
            kind: "category", value: String(name), valid: allCases.map(\.shortName))
        }
        result.append(category)
      }
    }
    return result
  }
}
