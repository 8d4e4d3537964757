// The C headers for drawing and measuring text without GTK: cairo, Pango,
// PangoCairo and GObject (reference counting), and fontconfig with Pango's
// fontconfig font map (for font files the user brings). No C code of ours.
// Linking this module, not CGtk, keeps sizing-cli and the core libraries free of GTK.
#include <glib-object.h>
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <pango/pangofc-fontmap.h>
