import Foundation
import InputFuzzing

/// The fuzz target in process: `sizing-fuzz [SURFACE|all [INPUTS [FIRST-SEED]]]`.
@main enum Entrypoint {
  static func main() {
    exit(FuzzDriver.main(Array(CommandLine.arguments.dropFirst())))
  }
}
