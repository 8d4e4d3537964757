import Foundation
import GtkKit
import SizingModel
import WidgetDescriptions
import WidgetInput

/// Live reload: the watched widget file, Open… and Reload, and the banner.
extension PreviewWindow {
  /// The watched widget file, or nil for the built-in reference widget.
  public var widgetFile: String? { reloader.path }
  /// The error the banner shows, or nil.
  public var fileError: String? { banner.message }

  /// Follows the widget at `path` (a description file or Swift sources,
  /// with `kind` and `sample`) from now on: every save of any of its files
  /// re-lays out the widget in place, keeping the controls' state.
  /// - Parameter files: the files it was read from when already read (at
  ///   start-up); nil reads it now.
  public func followWidgetFile(
    _ path: String, kind: String? = nil, sample: Int? = nil, files: [String]? = nil
  ) {
    reloader.watch(path, kind: kind, sample: sample, files: files)
    menu.setReloadEnabled(true)
    let name = (path as NSString).lastPathComponent
    window.setTitle("\(name) — Widget Sizing Preview")
  }

  func connectWidgetFile() {
    menu.setReloadEnabled(false)
    menu.onReload = { [weak self] in self?.reloader.reload() }
    menu.onOpen = { [weak self] in self?.chooseWidgetFile() }
    reloader.deliver = { [weak self] result in self?.receive(result) }
  }

  private func chooseWidgetFile() {
    let folder = widgetFile.map { ($0 as NSString).deletingLastPathComponent }
    OpenFileDialog.present(
      over: window, title: "Open Widget Description", patternName: "Widget descriptions (JSON)",
      pattern: "*.json", startingIn: folder.flatMap { $0.isEmpty ? nil : $0 }
    ) { [weak self] path in self?.followWidgetFile(path) }
  }

  private func receive(_ result: Result<LoadedWidget, any Error>) {
    switch result {
    case .success(let loaded):
      banner.show(nil)
      replaceDescription(loaded.description)
    case .failure(let error):
      banner.show("\(error) (showing the last good widget)", path: widgetFile)
      show(frame)
    }
  }
}
