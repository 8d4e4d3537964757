import Foundation
import GtkKit
import PangoText
import SizingModel
import WidgetDescriptions
import WidgetDrawing
import WidgetInput

/// `sizing-preview`: options, the display check, the GtkApplication and the
/// `--screenshot` path. ``run(_:)`` returns the process exit code.
@MainActor
public final class PreviewApplication {
  /// The application id GTK registers.
  public static let applicationID = "org.widgetsizing.Preview"
  /// The app's version.
  public static let version = "0.1.0"

  let options: PreviewOptions
  let engine: PreviewEngine
  private let application = Application(id: PreviewApplication.applicationID)
  /// The window's preview while the window is open (dropped when it closes).
  private(set) var preview: PreviewWindow?
  /// The probe told of the window's life (none in the product).
  private let observer: PreviewObserver?
  private var exitCode: Int32 = 0

  /// The files the `--widget` widget was read from (watched for saves).
  let watchedFiles: [String]

  init(
    options: PreviewOptions, engine: PreviewEngine, watchedFiles: [String] = [],
    observer: PreviewObserver? = nil
  ) {
    self.options = options
    self.engine = engine
    self.watchedFiles = watchedFiles
    self.observer = observer
  }

  /// The `--version` text: the app's version and the compiled and runtime GTK.
  public static var versionText: String {
    "sizing-preview \(version) (GTK \(Gtk.runtimeVersion), compiled against \(Gtk.compiledVersion))"
  }

  /// Runs the preview with `arguments` (including the program name).
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments, observer: nil)
  }

  /// Runs the preview with `arguments` (including the program name), telling
  /// `observer` of start-up, the window and every change.
  package static func run(_ arguments: [String], observer: PreviewObserver?) -> Int32 {
    var options: PreviewOptions
    do {
      options = try PreviewOptions.parse(Array(arguments.dropFirst()))
    } catch {
      return fail(error.description, code: error.exitCode)
    }
    if options.showsHelp {
      print(PreviewOptions.usage)
      return 0
    }
    if options.showsVersion {
      print(versionText)
      return 0
    }
    do {
      // Before anything is measured: the family of the user's font files.
      try FontChoice.apply(options.fontFiles)
    } catch {
      return fail(error.description, code: error.exitCode)
    }
    let description: WidgetDescription
    let loaded: LoadedWidget?
    do {
      loaded = try options.loadWidgetInput()
      description = try loaded?.description ?? options.builtInWidget()
      options.state = try options.startingState(for: description)
    } catch {
      return fail("\(error)", code: WidgetInput.exitCode(error))
    }
    for line in loaded.map(WidgetInput.warnings) ?? [] {
      FileHandle.standardError.write(Data("sizing-preview: \(line)\n".utf8))
    }
    preferCairoRenderer()
    leaveAccessibilityOffWithoutSessionBus()
    guard hasDisplay(), Gtk.initialize() else {
      return fail(
        "no display to open the window on; run it under X11 or Wayland, or headless with "
          + "`xvfb-run -a sizing-preview`", code: 69)
    }
    observer?.startupStep("gtk_init")
    let app = PreviewApplication(
      options: options, engine: PreviewEngine(description: description),
      watchedFiles: loaded?.files ?? [], observer: observer)
    return app.runApplication()
  }

  /// Everything the preview draws is cairo, and GL on a machine without a
  /// GPU is Mesa's software rasterizer: unless the user chose a renderer,
  /// use GTK's cairo renderer and keep GDK from loading GL at all
  /// (`GDK_DEBUG=gl-disable`). Measured: peak RSS 123 → 65 MB, first frame
  /// about 300 ms sooner (Benchmarks.md, "Preview benchmark").
  private static func preferCairoRenderer() {
    let environment = ProcessInfo.processInfo.environment
    guard environment["GSK_RENDERER"] == nil || environment["GSK_RENDERER"] == "cairo" else {
      return
    }
    setenv("GSK_RENDERER", "cairo", 1)
    if environment["GDK_DEBUG"] == nil { setenv("GDK_DEBUG", "gl-disable", 1) }
  }

  /// GTK's accessibility bridge reaches screen readers over the D-Bus
  /// session bus. Where there is none and none can be started (a bare
  /// `xvfb-run`, a container) it can only warn "Unable to acquire session
  /// bus", so unless the user chose (`GTK_A11Y`), leave it off there.
  private static func leaveAccessibilityOffWithoutSessionBus() {
    let environment = ProcessInfo.processInfo.environment
    guard environment["GTK_A11Y"] == nil, environment["DBUS_SESSION_BUS_ADDRESS"] == nil else {
      return
    }
    let files = FileManager.default
    if let runtime = environment["XDG_RUNTIME_DIR"], files.fileExists(atPath: runtime + "/bus") {
      return
    }
    let path = (environment["PATH"] ?? "").split(separator: ":")
    if path.contains(where: { files.isExecutableFile(atPath: "\($0)/dbus-launch") }) { return }
    setenv("GTK_A11Y", "none", 1)
  }

  private static func hasDisplay() -> Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty
      || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  private static func fail(_ message: String, code: Int32) -> Int32 {
    FileHandle.standardError.write(Data("sizing-preview: \(message)\n".utf8))
    return code
  }

  private func runApplication() -> Int32 {
    application.onActivate { [weak self] in self?.activate() }
    let status = application.run()
    return exitCode != 0 ? exitCode : status
  }

  private func activate() {
    guard preview == nil else { return }
    observer?.startupStep("activate")
    if let css = BundledResources.text("style.css") { Styles.install(css: css) }
    let preview = PreviewWindow(application: application, engine: engine, state: options.state)
    self.preview = preview
    // Closed (Ctrl+W): let the window, its views and their widgets go.
    preview.window.onDestroy { [weak self] in
      self?.preview = nil
      self?.observer?.windowClosed()
    }
    if let path = options.widgetPath {
      preview.reloader.interfaceBuilder = options.interfaceBuilder
      preview.followWidgetFile(
        path, kind: options.widgetKind, sample: options.widgetSample, files: watchedFiles)
    }
    if let observer {
      preview.onChange = { [weak observer, weak preview] in
        if let preview { observer?.windowChanged(preview) }
      }
      observer.startupStep("window built")
    }
    preview.window.present()
    // After `present`: the window has a frame clock to wait on.
    observer?.windowOpened(preview) { [weak self] in self?.application.quit() }
    if let path = options.screenshotPath {
      FrameTicks.afterNextPaint(of: preview.window) { [weak self] in
        self?.saveScreenshot(path)
      }
    }
  }

  private func saveScreenshot(_ path: String) {
    guard let preview else { return }
    if preview.isAnimating {
      FrameTicks.afterNextPaint(of: preview.window) { [weak self] in
        self?.saveScreenshot(path)
      }
      return
    }
    let temporary = path + ".partial.png"
    if let size = WindowSnapshot.savePNG(preview.window, to: temporary),
      rename(temporary, path) == 0
    {
      print("sizing-preview: wrote \(path) (\(size.width)×\(size.height) px)")
    } else {
      unlink(temporary)
      exitCode = Self.fail("cannot write the screenshot to '\(path)'", code: 73)
    }
    fflush(nil)
    application.quit()
  }
}
