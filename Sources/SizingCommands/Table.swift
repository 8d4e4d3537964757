import ArgumentParser

struct Table: PrintingCommand {
  func output() throws -> String { "" }
}
