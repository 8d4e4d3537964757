import Foundation
import GtkKit
import InterfaceBuilder
import SizingModel
import TodayLayout
import WidgetDrawing

/// Live reload of the `--widget` file: watches it, and after every save
/// reads and lays it out again in place. A file that does not parse leaves
/// the last good widget on screen and shows the error (file, line, column,
/// message) in the window's banner until a save fixes it.
@MainActor
final class WidgetFileReloader {
  /// The watched file, or nil while the built-in reference widget is shown.
  private(set) var path: String?
  private var watch: FileWatch?
  private var reloadQueued = false
  /// How a storyboard or xib is read.
  var interfaceBuilder = InterfaceBuilderSettings()
  /// Where each reload's result goes: the description or why it failed.
  var deliver: (@MainActor (Result<WidgetDescription, SizingError>) -> Void)?

  /// Watches `path` from now on; loads it first unless the caller already
  /// has (the `--widget` file read at start-up).
  func watch(_ path: String, loadNow: Bool) {
    self.path = path
    watch = FileWatch(path: path) { [weak self] change in
      switch change {
      case .saved: self?.queueReload()
      // An editor's save may delete before it writes: give it a moment, so
      // the banner does not flash "no such file" on every save.
      case .removed:
        MainLoop.every(milliseconds: 300) { [weak self] in
          self?.queueReload()
          return false
        }
      }
    }
    if watch == nil {
      FileHandle.standardError.write(Data("sizing-preview: cannot watch '\(path)'\n".utf8))
    }
    if loadNow { reload() }
  }

  /// Reads and lays out the file now (the Reload menu item).
  func reload() {
    guard let path else { return }
    do {
      deliver?(
        .success(
          try WidgetFile.description(
            at: path, icons: IconLibrary.names, settings: interfaceBuilder)))
    } catch {
      deliver?(.failure(error))
    }
  }

  /// One reload per burst of events (GIO reports a save as several).
  private func queueReload() {
    guard !reloadQueued else { return }
    reloadQueued = true
    MainLoop.idleOnce { [weak self] in
      self?.reloadQueued = false
      self?.reload()
    }
  }
}
