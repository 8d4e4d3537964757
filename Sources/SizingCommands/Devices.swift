import ArgumentParser

struct Devices: PrintingCommand {
  func output() throws -> String { "" }
}
