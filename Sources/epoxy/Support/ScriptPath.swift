import ArgumentParser
import Foundation

/// Checks a script argument: a missing file is bad usage (exit 64), not a script failure.
func validateScriptPath(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ValidationError("no such script: \(path)")
    }
    guard !isDirectory.boolValue else {
        throw ValidationError("\(path) is a folder; give a .lua script")
    }
}

/// The folder `require` searches first for a script, as the user wrote it (relative paths stay
/// relative so module names in messages stay short).
func scriptFolder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
}
