import Foundation
import PreviewUI

/// `sizing-preview`: the live GTK preview window. Everything lives in PreviewUI.
@main
struct SizingPreview {
  @MainActor static func main() {
    exit(PreviewApplication.run(CommandLine.arguments))
  }
}
