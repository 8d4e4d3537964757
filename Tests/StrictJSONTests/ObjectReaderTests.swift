import Testing

@testable import StrictJSON

/// A reader over `json`'s root object at path `$`.
private func reader(_ json: String) throws(JSONError) -> JSONObjectReader {
  try JSONObjectReader(StrictJSONParser.parse(json), path: "$")
}

/// The error `body` throws, or nil.
private func thrown(_ body: () throws(JSONError) -> Void) -> JSONError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

@Suite struct ObjectReaderTests {
  @Test func readsTypedMembersAndNilForAbsentOnes() throws {
    let object = try reader(
      #"{"s": "hi", "b": false, "n": 2.5, "i": 7, "o": {"x": 1}, "a": [1, 2], "c": "Fill"}"#)
    #expect(try object.string("s", maxLength: 2, allowEmpty: false) == "hi")
    #expect(try object.bool("b") == false)
    #expect(try object.number("n") == 2.5)
    #expect(try object.number("n", in: 0...3) == 2.5)
    #expect(try object.integer("i", in: 0...10) == 7)
    #expect(try object.object("o")?.number("x") == 1)
    #expect(try object.object("o")?.path == "$.o")
    let items = try object.array("a", maxCount: 2) { (node, path) throws(JSONError) in
      "\(path)=\(try JSONObjectReader.number(node, path: path))"
    }
    #expect(items == ["$.a[0]=1.0", "$.a[1]=2.0"])
    #expect(try object.choice("c", [("fill", 1), ("center", 2)], ignoringCase: true) == 1)
    #expect(object.has("s") && !object.has("zzz"))
    #expect(try object.string("zzz") == nil && object.bool("zzz") == nil)
    #expect(try object.number("zzz") == nil && object.object("zzz") == nil)
    #expect(try object.choice("zzz", [("a", 1)]) == nil)
  }

  @Test func unknownKeysNameTheKeyPathLocationAndValidKeys() throws {
    let object = try reader("{\"id\": 1,\n  \"colour\": 2}")
    let error = thrown { () throws(JSONError) in try object.rejectUnknownKeys(["id", "axis"]) }
    #expect(
      error
        == JSONError(
          #"unknown key "colour"; valid keys: id, axis"#, line: 2, column: 13, path: "$.colour"))
    let node = try StrictJSONParser.parse(#"{"x": 1}"#)
    let viaInit = thrown { () throws(JSONError) in
      _ = try JSONObjectReader(node, path: "$.root", allowedKeys: ["y"])
    }
    #expect(viaInit?.description == #"$.root.x: unknown key "x"; valid keys: y (line 1, column 7)"#)
    // A key with an escaped newline (found by DocumentFuzzTests) keeps the message on one line.
    let newline = try StrictJSONParser.parse(#"{"a\nb": 1}"#)
    let escaped = thrown { () throws(JSONError) in
      _ = try JSONObjectReader(newline, path: "$", allowedKeys: ["y"])
    }
    #expect(
      escaped?.description == #"$["a\nb"]: unknown key "a\nb"; valid keys: y (line 1, column 10)"#)
    #expect(
      thrown { () throws(JSONError) in try object.rejectUnknownKeys(["id", "colour"]) } == nil)
  }

  @Test(arguments: [
    (#"{"v": 1}"#, "string", "$.v: expected a string, found a number (line 1, column 7)"),
    (#"{"v": ""}"#, "string", "$.v: must not be empty (line 1, column 7)"),
    (#"{"v": "abcd"}"#, "string", "$.v: longer than 3 characters (line 1, column 7)"),
    (#"{"v": null}"#, "bool", "$.v: expected true or false, found null (line 1, column 7)"),
    (#"{"v": "1"}"#, "number", "$.v: expected a number, found a string (line 1, column 7)"),
    (#"{"v": -1}"#, "range", "$.v: -1 is out of range 0…200 (line 1, column 7)"),
    (#"{"v": 0.5}"#, "range", "$.v: 0.5 is out of range 1…200 (line 1, column 7)"),
    (#"{"v": 2.5}"#, "integer", "$.v: expected a whole number, found 2.5 (line 1, column 7)"),
    (#"{"v": 21}"#, "integer", "$.v: 21 is out of range 1…20 (line 1, column 7)"),
    (#"{"v": []}"#, "object", "$.v: expected an object, found an array (line 1, column 7)"),
    (#"{"v": {}}"#, "array", "$.v: expected an array, found an object (line 1, column 7)"),
    (#"{"v": [1, 2, 3]}"#, "array", "$.v: 3 items; at most 2 are allowed (line 1, column 7)"),
    (#"{"v": "diag"}"#, "choice", #"$.v: unknown axis "diag"; valid: horizontal, vertical"#),
    (#"{"v": "Vertical"}"#, "choice", #"$.v: unknown axis "Vertical"; valid: horizontal"#),
    (#"{}"#, "required", #"$: missing required key "v" (line 1, column 1)"#),
  ])
  func wrongValuesNameTheirPathAndLocation(json: String, read: String, message: String) throws {
    let object = try reader(json)
    let error = thrown { () throws(JSONError) in
      switch read {
      case "string": _ = try object.string("v", maxLength: 3, allowEmpty: false)
      case "bool": _ = try object.bool("v")
      case "number": _ = try object.number("v")
      case "range": _ = try object.number("v", in: json.contains("-") ? 0...200 : 1...200)
      case "integer": _ = try object.integer("v", in: 1...20)
      case "object": _ = try object.object("v")
      case "array": _ = try object.array("v", maxCount: 2) { node, _ in node }
      case "choice":
        _ = try object.choice("v", [("horizontal", 0), ("vertical", 1)], noun: "axis")
      default: if object.node("v") == nil { throw object.missingKey("v") }
      }
    }
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test func theRootMustBeAnObject() {
    let error = thrown { () throws(JSONError) in _ = try reader("[1]") }
    #expect(error?.description == "$: expected an object, found an array (line 1, column 1)")
  }

  @Test func errorsAboutTheObjectOrAMemberPointAtThem() throws {
    let object = try reader("{\n  \"a\": [1]}")
    #expect(object.error("a", "bad") == JSONError("bad", line: 2, column: 8, path: "$.a"))
    #expect(object.error(nil, "bad") == JSONError("bad", line: 1, column: 1, path: "$"))
    #expect(object.error("b", "bad") == JSONError("bad", line: 1, column: 1, path: "$.b"))
    #expect(object.members.map(\.key) == ["a"])
  }

  @Test func longNamesAreCutInMessages() throws {
    let name = String(repeating: "x", count: 500)
    let object = try reader(#"{"v": "\#(name)"}"#)
    let error = thrown { () throws(JSONError) in _ = try object.choice("v", [("a", 1)]) }
    #expect(error?.message == "unknown v \"" + String(repeating: "x", count: 60) + "…\"; valid: a")
  }
}
