/// A public source of a measurement: a title and where to read it.
public struct SourceReference: Sendable, Equatable {
  /// The short id used in the data files, for example `pspdf`.
  public var id: String
  public var title: String
  /// A web address, or a GitHub repository and path.
  public var location: String
}
