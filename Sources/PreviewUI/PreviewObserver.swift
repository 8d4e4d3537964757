/// What a probe outside the shipped product is told of a running preview:
/// `sizing-preview-probe` (the GUI tests' state report, the benchmark
/// stepper) passes one to ``PreviewApplication/run(_:observer:)``. The
/// product itself runs with none, so it does no test or benchmark work.
///
/// `package` access: a seam inside this package, not public API.
@MainActor
package protocol PreviewObserver: AnyObject {
  /// A start-up step was reached: `gtk_init`, `activate`, `window built`.
  func startupStep(_ name: String)
  /// The window is built and presented (its first frame is still to come).
  /// `quit` ends the application (exit 0 unless something failed).
  func windowOpened(_ preview: PreviewWindow, quit: @escaping @MainActor () -> Void)
  /// Something the window shows changed (a control, a reload, the hint line);
  /// the canvas may still be animating towards it.
  func windowChanged(_ preview: PreviewWindow)
  /// The window was closed (Ctrl+W); the observer should let it go.
  func windowClosed()
}
