// Points, sizes and insets are the model's vocabulary: every client of the
// model sees them without importing Geometry itself.
@_exported import Geometry
