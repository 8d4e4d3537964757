import CGtk

/// A Swift closure handed to GLib as signal data.
///
/// Ownership: `connect` passes the box **retained**
/// (`Unmanaged.passRetained`) and gives GLib a destroy-notify that releases
/// it, so the closure lives exactly as long as the handler: until the
/// handler is disconnected or the object is finalized. Every trampoline runs
/// the closure inside `MainActor.assumeIsolated` (GTK calls on the main
/// thread; this checks it).
@MainActor
final class SignalBox<Handler> {
  let handler: Handler
  init(_ handler: Handler) { self.handler = handler }
}

/// The destroy-notify every connection uses: releases the retained box.
let releaseBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects signals of the `(instance, user_data)` shape: `clicked`,
/// `value-changed`, `toggled`, `activate`, `destroy`, `notify::*` (with the
/// pspec ignored) and the like.
@MainActor
public enum Signal {
  /// Hands `handler` to GLib retained (``releaseBox`` releases it) and
  /// connects `trampoline`, a `@convention(c)` function of the signal's shape
  /// that unboxes it.
  static func connectBoxed<Handler, Trampoline>(
    _ instance: gpointer?, _ name: String, _ trampoline: Trampoline, _ handler: Handler
  ) -> UInt {
    g_signal_connect_data(
      instance, name, unsafeBitCast(trampoline, to: GCallback.self),
      Unmanaged.passRetained(SignalBox<Handler>(handler)).toOpaque(), releaseBox,
      G_CONNECT_DEFAULT)
  }

  /// Runs `action` every time `instance` emits `name`; returns the handler id.
  @discardableResult
  public static func connect(
    _ instance: gpointer?, _ name: String, _ action: @escaping @MainActor () -> Void
  ) -> UInt {
    let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
      let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!)
      MainActor.assumeIsolated { box.takeUnretainedValue().handler() }
    }
    return connectBoxed(instance, name, trampoline, action)
  }

  /// Connects `notify::property`: runs `action` when the property changes.
  @discardableResult
  public static func onNotify(
    _ instance: gpointer?, property: String, _ action: @escaping @MainActor () -> Void
  ) -> UInt {
    let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
      let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!)
      MainActor.assumeIsolated { box.takeUnretainedValue().handler() }
    }
    return connectBoxed(instance, "notify::" + property, trampoline, action)
  }

  /// Connects a `GtkGestureClick`'s `pressed(n_press, x, y)`; x and y are in
  /// the widget's coordinates.
  @discardableResult
  public static func onPressed(
    _ gesture: gpointer?, _ action: @escaping @MainActor (Int, Double, Double) -> Void
  ) -> UInt {
    typealias Handler = @MainActor (Int, Double, Double) -> Void
    let trampoline: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = {
      _, count, x, y, data in
      let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!)
      MainActor.assumeIsolated { box.takeUnretainedValue().handler(Int(count), x, y) }
    }
    return connectBoxed(gesture, "pressed", trampoline, action)
  }

  /// Connects a `GFileMonitor`'s `changed(file, other_file, event)` (live
  /// reload of a watched file); `action` gets the event type.
  @discardableResult
  public static func onFileChanged(
    _ monitor: gpointer?, _ action: @escaping @MainActor (GFileMonitorEvent) -> Void
  ) -> UInt {
    typealias Handler = @MainActor (GFileMonitorEvent) -> Void
    let trampoline:
      @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
        _, _, _, event, data in
        let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!)
        MainActor.assumeIsolated { box.takeUnretainedValue().handler(event) }
      }
    return connectBoxed(monitor, "changed", trampoline, action)
  }
}

extension Signal {
  /// Connects a `GSimpleAction`'s `activate(parameter)` (parameter ignored).
  @discardableResult
  public static func onActivate(_ action: gpointer?, _ body: @escaping @MainActor () -> Void)
    -> UInt
  {
    typealias Handler = @MainActor () -> Void
    let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
      let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!)
      MainActor.assumeIsolated { box.takeUnretainedValue().handler() }
    }
    return connectBoxed(action, "activate", trampoline, body)
  }

  /// Connects a `GtkNativeDialog`'s `response(response_id)`.
  @discardableResult
  public static func onResponse(_ dialog: gpointer?, _ body: @escaping @MainActor (Int32) -> Void)
    -> UInt
  {
    typealias Handler = @MainActor (Int32) -> Void
    let trampoline: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, response, data in
      let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!)
      MainActor.assumeIsolated { box.takeUnretainedValue().handler(response) }
    }
    return connectBoxed(dialog, "response", trampoline, body)
  }
}

extension Signal {
  /// Connects a `GListModel`'s `items-changed(position, removed, added)`
  /// (the arguments ignored: `action` looks at the model).
  @discardableResult
  public static func onItemsChanged(_ model: gpointer?, _ action: @escaping @MainActor () -> Void)
    -> UInt
  {
    typealias Handler = @MainActor () -> Void
    let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
      _, _, _, _, data in
      let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!)
      MainActor.assumeIsolated { box.takeUnretainedValue().handler() }
    }
    return connectBoxed(model, "items-changed", trampoline, action)
  }
}
