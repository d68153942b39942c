public import Foundation

/// Scratch space for one test process: every temporary file and directory a test asks for
/// lives under one directory, removed when the process exits, so a run leaves nothing in
/// the temporary directory however its tests end.
public enum Scratch {
    /// `$TMPDIR/hitchain-tests-<pid>`.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hitchain-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { Scratch.removeAll() }
        return url
    }()

    static func removeAll() { try? FileManager.default.removeItem(at: root) }

    /// A fresh, empty directory.
    public static func directory() -> URL {
        let url = root.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A path named `name` in a fresh directory (the file is not created).
public func temporaryPath(_ name: String) -> String {
    Scratch.directory().appendingPathComponent(name).path
}

/// Writes `text` to a fresh temporary file and returns its path.
public func temporaryFile(_ name: String, _ text: String) throws -> String {
    let url = Scratch.directory().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}
