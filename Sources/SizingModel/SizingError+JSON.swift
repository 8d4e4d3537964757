import StrictJSON

extension SizingError {
  /// The shared JSON parser's or reader's error as invalid data: malformed
  /// text gets `line L, column C` as its path; a refused value gets its JSON
  /// path, and its line and column end the message.
  public init(_ error: JSONError) {
    if let path = error.path {
      self = .invalidData(path: path, message: "\(error.message) (\(error.location))")
    } else {
      self = .invalidData(path: error.location, message: error.message)
    }
  }
}
