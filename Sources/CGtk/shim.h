// The one C header the Swift side imports: GTK 4 (with GDK, GSK, Pango,
// PangoCairo, cairo and GLib) plus GLib's Unix helpers. No C code of ours.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>
#include <cairo.h>
