import ArgumentParser

struct Categories: PrintingCommand {
  func output() throws -> String { "" }
}
