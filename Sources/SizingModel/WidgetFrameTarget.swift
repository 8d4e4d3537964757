/// Which of a screen's WidgetKit frames a size is: Apple's iPad table gives
/// two per family, the canvas the widget is laid out in and the smaller
/// device frame it is scaled into on the Home Screen.
public enum WidgetFrameTarget: String, NamedChoice {
  /// The frame on screen: an iPhone's Home Screen, Today View and Lock Screen
  /// frame (the canvas too: nothing is scaled), an iPad's Home Screen and
  /// Today View frame (HIG "Device").
  case device
  /// An iPad's layout canvas (HIG "Canvas"), rendered and then scaled down
  /// into the device frame; equal to it on the Display Zoom screens.
  case canvas
  /// An iPad's Lock Screen frame (iPadOS 17+), measured by a third party only.
  case lockScreen = "lock-screen"
  /// iPhone StandBy (iOS 17+): the small widget scaled up, as people see
  /// it; an estimate, as no source gives StandBy sizes. The widget is laid
  /// out in its device frame.
  case standBy = "standby"
  public static let kind = "frame"
}
