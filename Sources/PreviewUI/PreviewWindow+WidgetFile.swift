import Foundation
import GtkKit
import SizingModel
import TodayLayout

/// Live reload: the watched widget file, Open… and Reload, and the banner.
extension PreviewWindow {
  /// The watched widget file, or nil for the built-in reference widget.
  public var widgetFile: String? { reloader.path }
  /// The error the banner shows, or nil.
  public var fileError: String? { banner.message }

  /// Follows `path` from now on: every save re-lays out the widget in place.
  /// - Parameter loadNow: false when `path` was already read (at start-up).
  public func followWidgetFile(_ path: String, loadNow: Bool) {
    reloader.watch(path, loadNow: loadNow)
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
    ) { [weak self] path in self?.followWidgetFile(path, loadNow: true) }
  }

  private func receive(_ result: Result<WidgetDescription, SizingError>) {
    switch result {
    case .success(let description):
      banner.show(nil)
      replaceDescription(description)
    case .failure(let error):
      banner.show(error.description + " (showing the last good widget)", path: widgetFile)
      show(frame)
    }
  }
}
