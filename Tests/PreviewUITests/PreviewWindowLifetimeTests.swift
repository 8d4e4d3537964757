import GtkKit
import XCTest

@testable import PreviewUI

/// Closing the preview window with a real Ctrl+W (xdotool) frees it: the window's views and
/// their drawing areas, in process. Before the views' drawing areas held
/// their owners weakly, the canvas and the numbers panel retained
/// themselves through their areas' draw data and were never freed.
final class PreviewWindowLifetimeTests: XCTestCase {
  func testClosingTheWindowFreesItsViews() throws {
    try InProcessGtk.require()
    try MainActor.assumeIsolated {
      let application = Application(id: "org.widgetsizing.PreviewWindowLifetimeTests")
      XCTAssertTrue(application.register(), "the application started up")
      weak var preview: PreviewWindow?
      weak var canvas: CanvasView?
      weak var numbers: NumbersPanel?
      weak var matrix: MatrixView?
      weak var controls: ControlsPanel?
      weak var window: ApplicationWindow?
      do {
        let opened = PreviewWindow(
          application: application, engine: PreviewEngine(description: .reference),
          state: PreviewState())
        (preview, canvas, numbers, matrix) = (opened, opened.canvas, opened.numbers, opened.matrix)
        (controls, window) = (opened.controls, opened.window)
        opened.window.present()
        XCTAssertTrue(
          MainLoop.spin(seconds: 5) { opened.canvas.drawCount > 0 }, "the canvas was drawn")
        XCTAssertFalse(opened.window.isDestroyed)
        // A real Ctrl+W (the presented window has the X input focus).
        try PreviewProcess.run("xdotool", ["key", "--clearmodifiers", "ctrl+w"])
        XCTAssertTrue(MainLoop.spin(seconds: 5) { opened.window.isDestroyed }, "Ctrl+W closed it")
        // The window outlives its destruction as long as its preview holds it.
        opened.window.setTitle("closed")
      }
      InProcessGtk.settle()
      XCTAssertNil(preview, "the preview was freed")
      XCTAssertNil(canvas, "the canvas was freed")
      XCTAssertNil(numbers, "the numbers panel was freed")
      XCTAssertNil(matrix, "the matrix was freed")
      XCTAssertNil(controls, "the controls were freed")
      XCTAssertNil(window, "the window's wrapper was freed")
    }
  }
}
