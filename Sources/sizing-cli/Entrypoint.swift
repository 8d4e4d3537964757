import SizingCommands

@main
struct Entrypoint {
  static func main() { SizingCLI.runAsProcess() }
}
