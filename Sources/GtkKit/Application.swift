import CGtk

/// A `GtkApplication`: the process's GTK application and its main loop.
@MainActor
public final class Application {
  let application: UnsafeMutablePointer<GtkApplication>

  /// An application registered as `id`; instances do not share a process
  /// (`G_APPLICATION_NON_UNIQUE`), so no D-Bus name is needed.
  public init(id: String) {
    application = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
  }

  isolated deinit { g_object_unref(gpointerOf(application)) }

  /// Runs `action` when the application starts (``run()``) and is ready
  /// for windows. `action` must not capture this application strongly.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    Signal.connect(gpointerOf(application), "activate", action)
  }

  /// Runs the main loop until the last window closes or ``quit()``; the
  /// arguments are not passed on (the caller has parsed them).
  /// - Returns: GApplication's exit status.
  public func run() -> Int32 { g_application_run(cast(application), 1, CommandLine.unsafeArgv) }

  /// Starts the application without running the loop, so windows can be
  /// made in process (tests). Returns whether it worked.
  public func register() -> Bool { g_application_register(cast(application), nil, nil) != 0 }

  /// Ends ``run()``.
  public func quit() { g_application_quit(cast(application)) }
}
