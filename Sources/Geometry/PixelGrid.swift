/// The screen's pixel grid: lengths in points rounded to whole pixels of a
/// scale (pixels per point, 2 or 3 on iPhones). One home for the rounding
/// the solvers, the Today layout and UILabel's intrinsic size share.
public enum PixelGrid {
  /// `length` rounded up to a whole pixel: ceil(length × scale) / scale
  /// (a billionth of a pixel of slack, so a length already on the grid
  /// stays); unchanged without a positive scale.
  public static func roundedUp(_ length: Double, scale: Double?) -> Double {
    guard let scale, scale > 0 else { return length }
    return (length * scale - 1e-9).rounded(.up) / scale
  }

  /// `length` rounded to the nearest pixel (UIKit's `UIRoundToViewScale`);
  /// unchanged without a positive scale.
  public static func rounded(_ length: Double, scale: Double?) -> Double {
    guard let scale, scale > 0 else { return length }
    return (length * scale).rounded() / scale
  }
}
