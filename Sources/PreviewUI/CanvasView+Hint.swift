import GtkKit

/// The canvas's hint line: what the window does when the widget is wider
/// than the canvas (its card and margins; the dimension labels' gutter may
/// scroll off). At 1× (the default) the widget is then drawn as Fit
/// draws it, never above 1×, and the hint gives the scale; at 2× the
/// canvas scrolls sideways and the hint says so (GTK's overlay scrollbars
/// stay hidden until the pointer moves over them).
extension CanvasView {
  /// The hint for the current zoom and allocation, or nil when the widget fits.
  var hintText: String? {
    if fallsBackToFit {
      let percent = Int((zoom * 100).rounded())
      return "Shown at \(percent) % to fit: wider than the canvas at 1× (2× scrolls)"
    }
    guard zoomChoice == .two, let width = cardWidth(atZoom: 2), scroller.width > 0,
      width > Double(scroller.width) - 4
    else { return nil }
    return "Wider than the canvas at 2×: scroll sideways (Shift+wheel) or choose Fit"
  }

  /// Shows ``hintText`` under the canvas, or hides the line.
  func updateHint() {
    let text = hintText
    guard text != shownHint else { return }
    shownHint = text
    if let text {
      hint.setText(text)
      hint.setTooltip(text)
    }
    hint.isVisible = text != nil
    onHintChange?()
  }
}
