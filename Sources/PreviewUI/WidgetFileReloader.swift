import Foundation
import GtkKit
import InterfaceBuilder
import SizingModel
import WidgetDescriptions
import WidgetDrawing
import WidgetInput

/// Live reload of the `--widget` widget: watches every file it was read
/// from (one description file, or each of a widget's Swift sources), and
/// after any save reads and lays it out again in place, through
/// ``WidgetInput`` as at start-up. A widget that no longer reads (a file
/// that does not parse, a kind gone) leaves the last good widget on screen
/// and shows the error (file, line, column, message) in the window's banner
/// until a save fixes it. When a reload finds other files (a helper view
/// moved to a new file), those are watched from then on.
@MainActor
final class WidgetFileReloader {
  /// The widget's path as given, or nil while the built-in reference widget is shown.
  private(set) var path: String?
  /// With Swift sources: which widget and sample entry (`--kind`, `--sample`).
  private var kind: String?
  private var sample: Int?
  /// The files watched, and their watches.
  private(set) var files: [String] = []
  private var watches: [FileWatch] = []
  private var reloadQueued = false
  /// Where each reload's result goes: the widget or why it failed.
  /// How a storyboard or xib is read.
  var interfaceBuilder = InterfaceBuilderSettings()
  var deliver: (@MainActor (Result<LoadedWidget, any Error>) -> Void)?

  /// Watches the widget at `path` from now on: `files` when the caller has
  /// read it already (start-up), else it is read now and its files watched.
  func watch(_ path: String, kind: String? = nil, sample: Int? = nil, files: [String]?) {
    self.path = path
    self.kind = kind
    self.sample = sample
    if let files {
      watch(files: files)
    } else {
      watch(files: [path])
      reload()
    }
  }

  /// Reads and lays out the widget now (the Reload menu item).
  func reload() {
    guard let path else { return }
    do {
      let loaded = try WidgetInput.load(
        path, kind: kind, sample: sample, icons: IconLibrary.names,
        interfaceBuilder: interfaceBuilder)
      if loaded.files != files, !loaded.files.isEmpty { watch(files: loaded.files) }
      deliver?(.success(loaded))
    } catch {
      deliver?(.failure(error))
    }
  }

  private func watch(files: [String]) {
    self.files = files
    watches = files.compactMap { file in
      let watch = FileWatch(path: file) { [weak self] change in
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
        FileHandle.standardError.write(Data("sizing-preview: cannot watch '\(file)'\n".utf8))
      }
      return watch
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
