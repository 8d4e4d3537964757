// Insets and the point formatter are the solver's vocabulary: every client
// of the solver sees them without importing Geometry itself.
@_exported import Geometry
