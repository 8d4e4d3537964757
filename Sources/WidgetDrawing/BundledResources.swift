/// The files under `Resources/` (CSS, icons), embedded at build time so the
/// binaries need no resource bundle or working directory.
public enum BundledResources {
  /// The text of `Resources/<path>`, for example `style.css`.
  public static func text(_ path: String) -> String? { EmbeddedFiles.files[path] }
}
