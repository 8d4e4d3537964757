import Foundation
import SizingModel
import WidgetDescriptions

/// How to read a storyboard or xib: which scene, how many sample rows,
/// and the preferred height the code sets.
public struct InterfaceBuilderSettings: Sendable, Equatable {
  /// A scene, view controller or view id; nil: the initial one.
  public var scene: String?
  /// Sample rows per table or collection view.
  public var rows: Int
  /// `preferredContentSize.height` in points; nil: the fitting height.
  public var preferredHeight: Double?

  public init(
    scene: String? = nil, rows: Int = InterfaceBuilderWidget.defaultRows,
    preferredHeight: Double? = nil
  ) {
    self.scene = scene
    self.rows = rows
    self.preferredHeight = preferredHeight
  }
}

/// The one place a widget file becomes a ``WidgetDescription``: a
/// `.storyboard` or `.xib` through ``InterfaceBuilderWidget``, anything else
/// as a widget description's JSON.
public enum WidgetFile {
  /// Reads the widget at `path`.
  /// - Parameters:
  ///   - icons: the bundled icon names JSON descriptions may use.
  ///   - settings: how to read a storyboard or xib.
  /// - Throws: ``SizingError``: `unreadable` (exit 66) for a file that
  ///   cannot be read, `invalidData` (exit 65) with `file:line` otherwise.
  public static func description(
    at path: String, icons: [String]? = nil,
    settings: InterfaceBuilderSettings = InterfaceBuilderSettings()
  ) throws(SizingError) -> WidgetDescription {
    guard InterfaceBuilderWidget.isInterfaceBuilderFile(path) else {
      return try WidgetDescription(contentsOf: path, icons: icons)
    }
    return try interfaceBuilderWidget(at: path, settings: settings).description
  }

  /// Reads the storyboard or xib at `path`, with its notes.
  public static func interfaceBuilderWidget(
    at path: String, settings: InterfaceBuilderSettings = InterfaceBuilderSettings()
  ) throws(SizingError) -> InterfaceBuilderWidget {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .unreadable(
        path: path, reason: exists ? "permission denied or not a file" : "no such file")
    }
    do {
      return try InterfaceBuilderWidget(
        data: data, file: path, scene: settings.scene, rows: settings.rows,
        preferredHeight: settings.preferredHeight)
    } catch {
      throw .invalidData(path: "\(error.file):\(error.line)", message: error.message)
    }
  }
}
