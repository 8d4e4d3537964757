import CGtk

/// A `GtkDrawingArea`: a widget its owner paints with cairo.
///
/// The one drawing binding of GtkKit. ``onDraw(owner:_:)`` holds its owner
/// **weakly**: the owner usually holds the area, so a strong reference would
/// be a cycle and neither would ever be freed. The closure itself goes to
/// GTK retained and is released by GTK's destroy-notify when the area is
/// finalized or gets another draw function; once the owner is gone, draws
/// paint nothing.
@MainActor
public final class DrawingArea: Widget {
  /// What one draw call paints into.
  public struct Target {
    /// The area's `cairo_t`, valid during the call only.
    public let cairo: OpaquePointer
    /// The area's width, in points (cairo's user units).
    public let width: Int
    /// The area's height, in points.
    public let height: Int
  }

  /// An empty drawing area.
  public init() { super.init(sinking: gtk_drawing_area_new()) }

  private var area: UnsafeMutablePointer<GtkDrawingArea> { cast(pointer)! }

  /// The width the area asks for, in points (0: none).
  public var contentWidth: Int {
    get { Int(gtk_drawing_area_get_content_width(area)) }
    set { gtk_drawing_area_set_content_width(area, Int32(newValue)) }
  }

  /// The height the area asks for, in points (0: none).
  public var contentHeight: Int {
    get { Int(gtk_drawing_area_get_content_height(area)) }
    set { gtk_drawing_area_set_content_height(area, Int32(newValue)) }
  }

  /// Paints with `draw(owner, target)` whenever GTK redraws the area, while
  /// `owner` lives. `draw` must not capture `owner` (it is handed in).
  public func onDraw<Owner: AnyObject>(
    owner: Owner, _ draw: @escaping @MainActor (Owner, Target) -> Void
  ) {
    let box = DrawBox(owner: owner) { owner, target in
      if let owner = owner as? Owner { draw(owner, target) }
    }
    gtk_drawing_area_set_draw_func(
      area,
      { _, cairo, width, height, data in
        let box = Unmanaged<DrawBox>.fromOpaque(data!)
        guard let cairo else { return }
        let target = Target(cairo: cairo, width: Int(width), height: Int(height))
        MainActor.assumeIsolated { box.takeUnretainedValue().draw(target) }
      }, Unmanaged.passRetained(box).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<DrawBox>.fromOpaque(data).release()
      })
  }

  /// A draw function's state: the owner, weakly, and the closure.
  private final class DrawBox {
    weak var owner: AnyObject?
    let body: @MainActor (AnyObject, Target) -> Void

    init(owner: AnyObject, body: @escaping @MainActor (AnyObject, Target) -> Void) {
      self.owner = owner
      self.body = body
    }

    @MainActor
    func draw(_ target: Target) {
      if let owner { body(owner, target) }
    }
  }
}
