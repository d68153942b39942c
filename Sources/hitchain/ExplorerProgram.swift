import Foundation

/// Where `hitchain view` finds the explorer's server, `hitchain-view`: `$HITCHAIN_VIEW`, the
/// folder of this program, the newest build in an `Explorer/.build` of the checkout this
/// program was built in (at most six folders up: a developer's own build before an older
/// installed one), then `$PATH`.
enum ExplorerProgram {
    static let name = "hitchain-view"

    static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL
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
        let folder = executable?.resolvingSymlinksInPath().deletingLastPathComponent()
        if let folder {
            looked.append(folder.path)
            let beside = folder.appendingPathComponent(name).path
            if runnable(beside) { return (beside, looked) }
        }
        var up = folder
        for _ in 0..<6 {
            guard let current = up else { break }
            let explorer = current.appendingPathComponent("Explorer/.build")
            if files.fileExists(atPath: current.appendingPathComponent("Explorer/Package.swift").path) {
                looked.append(explorer.path)
                let builds = ["release", "debug"].map { explorer.appendingPathComponent("\($0)/\(name)").path }
                    .filter(runnable)
                let newest = builds.max { modified($0) < modified($1) }
                if let newest { return (newest, looked) }
                break
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            up = parent
        }
        looked.append("$PATH")
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/" + name
            if runnable(candidate) { return (candidate, looked) }
        }
        return (nil, looked)
    }

    private static func modified(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
