import ArgumentParser
import Foundation
import HitChain

enum InputFile {
    /// The bytes of a file the user named, or an error that says why not: missing, a
    /// directory, or unreadable. An empty file (or /dev/null) reads as empty.
    static func read(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(.unreadable(path, "no such file"))
        }
        guard !isDirectory.boolValue else { throw CLIError(.unreadable(path, "it is a directory")) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError(.unreadable(path, "permission denied or not a regular file"))
        }
    }
}
