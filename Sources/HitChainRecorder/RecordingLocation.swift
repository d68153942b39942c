import Foundation

/// Where recordings go and what turns recording on: a launch argument, so that a debug build
/// records only when asked (docs/recording-on-device.md).
public enum RecordingLocation {
    /// The launch argument that turns recording on: `-HitChainRecord YES` (as a user default,
    /// `YES`, `1` or `true`).
    public static let launchArgument = "-HitChainRecord"

    /// Whether `arguments` (the process's) ask for a recording.
    public static func isRequested(_ arguments: [String]) -> Bool {
        guard let i = arguments.firstIndex(of: launchArgument) else { return false }
        let value = i + 1 < arguments.count ? arguments[i + 1].lowercased() : "yes"
        return ["yes", "1", "true"].contains(value)
    }

    /// The folder recordings go to: on iOS, `Documents/HitChain` in the app's container
    /// (created when missing; the temporary folder if it cannot be); elsewhere (the UIKit
    /// face, in tests) the temporary folder.
    public static var folder: String {
        #if canImport(UIKit)
            let fm = FileManager.default
            // https://developer.apple.com/documentation/foundation/filemanager/urls(for:in:)
            guard let documents = fm.urls(for: .documentDirectory, in: .userDomainMask).first else {
                return NSTemporaryDirectory()
            }
            let folder = documents.appendingPathComponent("HitChain", isDirectory: true)
            do {
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                return NSTemporaryDirectory()
            }
            return folder.path
        #else
            return NSTemporaryDirectory()
        #endif
    }

    /// A new file's path in `folder` (by default `RecordingLocation.folder`):
    /// `hitchain-YYYYMMDD-HHMMSS-PID.evz`.
    public static func newFile(in folder: String? = nil) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let name = "hitchain-\(formatter.string(from: Date()))-\(ProcessInfo.processInfo.processIdentifier).evz"
        return URL(fileURLWithPath: folder ?? Self.folder).appendingPathComponent(name).path
    }
}
