import Foundation

/// The one line a timing or long command prints on standard error when `hitchain` is a debug
/// build (`swift run hitchain` builds one): its times are not the tool's, and long runs take
/// several times longer than from `swift build -c release`.
enum BuildNote {
    /// Whether this `hitchain` was compiled without optimization.
    static var isDebugBuild: Bool {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }

    /// The note, naming the command: what a debug build means for it and how to get a release one.
    static func text(command: String) -> String {
        "hitchain: this is a debug build, so \(command) runs several times slower than a release build"
            + " and its timings are not representative; for a release build: swift run -c release hitchain"
            + " \(command) …"
    }

    /// Prints the note once, on standard error, when this is a debug build.
    static func printIfDebug(command: String) {
        guard isDebugBuild else { return }
        FileHandle.standardError.write(Data((text(command: command) + "\n").utf8))
    }
}
