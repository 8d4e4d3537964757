import Foundation

/// Where ``AtomicFileReplacement`` may write a path: the path itself when it
/// does not exist or is a regular file, the regular file a symbolic link
/// leads to (followed on purpose, so the link stays a link), or why not.
enum AtomicTarget: Equatable {
  /// Write this path (the given one, or the link's resolved target).
  case write(String)
  /// Refused, for this one-line reason.
  case refused(String)

  init(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      // Absent: created (a missing folder is named when the temporary file fails).
      self = errno == ENOENT ? .write(path) : .refused(String(cString: strerror(errno)))
      return
    }
    var target = path
    if info.st_mode & S_IFMT == S_IFLNK {
      guard stat(path, &info) == 0, let resolved = realpath(path, nil) else {
        self = .refused(
          "it is a symbolic link that leads to no file (\(String(cString: strerror(errno))))")
        return
      }
      target = String(cString: resolved)
      free(resolved)
    }
    let kind: String
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      self = .write(target)
      return
    case S_IFDIR: kind = "a directory"
    case S_IFCHR, S_IFBLK: kind = "a device"
    case S_IFIFO: kind = "a FIFO"
    case S_IFSOCK: kind = "a socket"
    default: kind = "a special file"
    }
    let via = target == path ? "it is" : "it is a symbolic link to"
    self = .refused("\(via) \(kind), not a regular file; only regular files are written")
  }

  /// Why no file can be created in `folder`: it is missing, not a folder,
  /// or not writable.
  static func folderProblem(_ folder: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return "no such folder '\(folder)'"
    }
    if !isDirectory.boolValue { return "'\(folder)' is not a folder" }
    return "the folder '\(folder)' is not writable"
  }
}
