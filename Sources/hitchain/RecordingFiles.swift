import Foundation
import SystemPackage

/// The recordings a command was given: files as they are, directories searched for `.evz`
/// files (or files with other `extensions`; sorted), a missing path reported.
enum RecordingFiles {
    static func expand(_ arguments: [String], extensions: [String] = ["evz"]) throws -> [String] {
        var paths: [String] = []
        for f in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: f, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = (FileManager.default.enumerator(atPath: f)?.allObjects as? [String] ?? []).filter {
                    name in extensions.contains { name.hasSuffix("." + $0) }
                }.sorted()
                paths.append(contentsOf: found.map { FilePath(f).pushing(FilePath($0)).string })
            } else {
                paths.append(f)
            }
        }
        return paths
    }
}
