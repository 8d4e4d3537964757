/// A read-only view of one ``FlatNode`` through a pointer: each property
/// reads one field, so the solver never copies whole nodes.
struct NodeRef {
  let p: UnsafePointer<FlatNode>

  init(_ p: UnsafePointer<FlatNode>) { self.p = p }

  var isStack: Bool { @inline(__always) get { p.pointee.isStack } }
  var isHidden: Bool { @inline(__always) get { p.pointee.isHidden } }
  var firstChild: Int { @inline(__always) get { p.pointee.firstChild } }
  var childCount: Int { @inline(__always) get { p.pointee.childCount } }
  var text: Int { @inline(__always) get { p.pointee.text } }
  var intrinsicWidth: Double { @inline(__always) get { p.pointee.intrinsicWidth } }
  var intrinsicHeight: Double { @inline(__always) get { p.pointee.intrinsicHeight } }
  var hugging: PriorityPair { @inline(__always) get { p.pointee.hugging } }
  var compression: PriorityPair { @inline(__always) get { p.pointee.compression } }
  var firstBaseline: Double { @inline(__always) get { p.pointee.firstBaseline } }
  var lastBaseline: Double { @inline(__always) get { p.pointee.lastBaseline } }
  var isHorizontal: Bool { @inline(__always) get { p.pointee.isHorizontal } }
  var distribution: Distribution { @inline(__always) get { p.pointee.distribution } }
  var alignment: Alignment { @inline(__always) get { p.pointee.alignment } }
  var spacing: Double { @inline(__always) get { p.pointee.spacing } }
  var margins: Insets { @inline(__always) get { p.pointee.margins } }
}
