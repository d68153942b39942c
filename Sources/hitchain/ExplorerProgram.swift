import Foundation

/// Where `hitchain view` finds the explorer's server, `hitchain-view`, and nowhere else:
/// `$HITCHAIN_VIEW`, the folder of this program, the newest build in the `Explorer/.build` of
/// the checkout this program was built in — only while this program is itself a build in that
/// checkout's `.build` (a developer's own build before an older installed one) — then the
/// absolute folders of `$PATH`. No folder above this program is searched: run from a shared folder, it must not
/// find a program another user planted there.
enum ExplorerProgram {
    static let name = "hitchain-view"

    /// The checkout this program was built from: its sources' folder, fixed when it was compiled.
    static let builtIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL, checkout: URL = builtIn
    ) -> (program: String?, looked: [String]) {
        var looked: [String] = []
        let files = FileManager.default
        func runnable(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return files.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && files.isExecutableFile(atPath: path)
        }
        if let given = environment["HITCHAIN_VIEW"], !given.isEmpty {
            looked.append("$HITCHAIN_VIEW")
            if runnable(given) { return (given, looked) }
        }
        let program = executable?.resolvingSymlinksInPath()
        if let folder = program?.deletingLastPathComponent() {
            looked.append(folder.path)
            let beside = folder.appendingPathComponent(name).path
            if runnable(beside) { return (beside, looked) }
        }
        let root = checkout.resolvingSymlinksInPath().path
        if let program, program.path.hasPrefix(root + "/.build/"),
            files.fileExists(atPath: root + "/Explorer/Package.swift")
        {
            let explorer = root + "/Explorer/.build"
            looked.append(explorer)
            let builds = ["release", "debug"].map { "\(explorer)/\($0)/\(name)" }.filter(runnable)
            if let newest = builds.max(by: { modified($0) < modified($1) }) { return (newest, looked) }
        }
        looked.append("$PATH")
        // Absolute folders only: a relative one (`.`) would be wherever the user stands.
        for directory in (environment["PATH"] ?? "").split(separator: ":") where directory.hasPrefix("/") {
            let candidate = String(directory) + "/" + name
            if runnable(candidate) { return (candidate, looked) }
        }
        return (nil, looked)
    }

    private static func modified(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
