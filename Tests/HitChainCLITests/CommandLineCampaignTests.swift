import Foundation
import HitChainTestSupport
import Testing

/// The command-line campaign that stays: every writing option of every command with the
/// awkward paths, and every numeric option with the values at its edges. Whatever happens:
/// no crash, no hang, no temporary file left behind, nothing in the working folder lost or
/// changed but what the user named, and a refusal names the option it refuses.
@Suite("Command-line campaign")
struct CommandLineCampaignTests {
    /// Paths a user can type: one character, standard output, folders, links, a missing
    /// parent, a place no file can be made, spaces, non-ASCII, a newline, nothing.
    static let paths = [
        "s", "-", ".", "..", "/", "dir/", "existing", "linkdir", "missing/out", "/proc/hitchain-campaign",
        "with space", "résumé-日本", "new\nline", "",
    ]

    /// A command that writes what `option` names, with the inputs it needs (in the working
    /// folder `Fixture` makes).
    struct Writer: CustomStringConvertible, Sendable {
        var option: String
        var arguments: @Sendable (String) -> [String]
        /// A report that `-` sends to standard output (else `-` is refused or is a file name).
        var reportToStandardOutput: Bool
        /// The option names a folder (saved cases), not a file.
        var isFolder: Bool
        var description: String { arguments("OUT").joined(separator: " ") }

        init(
            option: String, reportToStandardOutput: Bool = false, isFolder: Bool = false,
            _ arguments: @escaping @Sendable (String) -> [String]
        ) {
            self.option = option
            self.reportToStandardOutput = reportToStandardOutput
            self.isFolder = isFolder
            self.arguments = arguments
        }
    }

    static let small = ["--max-views", "5", "--max-events", "2", "--probes", "2"]

    static let writers: [Writer] = [
        Writer(option: "--output") { ["record", Fixture.scenario, "-o", $0] },
        Writer(option: "--output", reportToStandardOutput: true) { ["import", "hierarchy", "dump.txt", "-o", $0] },
        Writer(option: "--output") { ["import", "evemu", "panel.events", "-o", $0] },
        Writer(option: "--svg", reportToStandardOutput: true) {
            ["explain", Fixture.scene, "--point", "10,10", "--svg", $0]
        },
        Writer(option: "--junit", reportToStandardOutput: true) { ["replay", "rec.evz", "--junit", $0] },
        Writer(option: "--write") { ["damage", "rec.evz", "--variant", "cut:40", "--write", $0] },
        Writer(option: "--svg", reportToStandardOutput: true) {
            ["bench", "--shapes", "wideFlat", "--sizes", "10", "--queries", "uniform", "--budget", "1", "--svg", $0]
        },
        Writer(option: "--junit", reportToStandardOutput: true) {
            ["fuzz", "--seed", "1", "--iterations", "2", "--save-dir", "saved"] + small + ["--junit", $0]
        },
        // A wrong engine, so that failures are found and saved in the folder named.
        Writer(option: "--save-dir", isFolder: true) {
            ["fuzz", "--seed", "1", "--iterations", "2", "--no-shrink", "--engines", "mutant:hiddenInverted"] + small
                + ["--save-dir", $0]
        },
        Writer(option: "--mutants-dir", isFolder: true) {
            ["fuzz", "--mutants", "--seed", "1", "--iterations", "1", "--no-shrink"] + small + ["--mutants-dir", $0]
        },
        Writer(option: "upgrade") { ["upgrade", $0] },
    ]

    /// A fresh working folder: `existing/keep.txt`, `linkdir` → `existing`, `keep.txt`, and
    /// the inputs the writers read.
    enum Fixture {
        static let scenario = packageRoot.appendingPathComponent("Corpus/scenarios/both-handle.json").path
        static let scene = packageRoot.appendingPathComponent("Corpus/scenes/seed-004.json").path
        static let recording = packageRoot.appendingPathComponent("Corpus/seed-004-tap-c.evz").path
        static let versionOne = packageRoot.appendingPathComponent(
            "Tests/Fixtures/evz-v1/real-getevent-calculator.evz"
        ).path

        static func make() throws -> URL {
            let dir = Scratch.directory().appendingPathComponent("work")
            let fm = FileManager.default
            try fm.createDirectory(at: dir.appendingPathComponent("existing"), withIntermediateDirectories: true)
            try "keep".write(to: dir.appendingPathComponent("existing/keep.txt"), atomically: false, encoding: .utf8)
            try "keep".write(to: dir.appendingPathComponent("keep.txt"), atomically: false, encoding: .utf8)
            try fm.createSymbolicLink(
                atPath: dir.appendingPathComponent("linkdir").path, withDestinationPath: "existing")
            try fm.copyItem(atPath: recording, toPath: dir.appendingPathComponent("rec.evz").path)
            let dump = """
                <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
                   | <UIButton: 0x7fa; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x602>>

                """
            try dump.write(to: dir.appendingPathComponent("dump.txt"), atomically: false, encoding: .utf8)
            try sampleEvemuCapture.write(
                to: dir.appendingPathComponent("panel.events"), atomically: false, encoding: .utf8)
            return dir
        }
    }

    /// Every entry under `dir` (links not followed): its kind and, for files, its bytes.
    static func snapshot(_ dir: URL) -> [String: String] {
        var out: [String: String] = [:]
        let fm = FileManager.default
        var stack = [""]
        while let relative = stack.popLast() {
            let path = relative.isEmpty ? dir.path : dir.path + "/" + relative
            for name in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = dir.path + "/" + child
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    out[child] = "folder"
                    stack.append(child)
                case S_IFLNK: out[child] = "link to " + ((try? fm.destinationOfSymbolicLink(atPath: full)) ?? "?")
                default: out[child] = "file " + String(decoding: fm.contents(atPath: full) ?? Data(), as: UTF8.self)
                }
            }
        }
        return out
    }

    /// What went wrong with one run, or nil.
    static func problems(
        _ r: CommandResult, option: String, path: String, before: [String: String], after: [String: String],
        isFolder: Bool, dir: URL
    ) -> [String] {
        var found = crashOrHang(r)
        // What the user named, resolved through a link: the only place that may change.
        let named = path.isEmpty ? "" : (path.hasPrefix("/") ? path : dir.path + "/" + path)
        let resolved = named.isEmpty ? "" : URL(fileURLWithPath: named).resolvingSymlinksInPath().path
        func mayChange(_ entry: String) -> Bool {
            let full = dir.path + "/" + entry
            let target = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
            guard !resolved.isEmpty else { return false }
            // A folder is made with its missing parents (mkdir -p), and filled.
            return target == resolved
                || (isFolder && (target.hasPrefix(resolved + "/") || resolved.hasPrefix(target + "/")))
        }
        for (entry, was) in before where after[entry] != was && !mayChange(entry) {
            found.append("\(entry) changed: was \(was.prefix(20)), now \(after[entry]?.prefix(20) ?? "gone")")
        }
        for entry in after.keys where entry.contains(".hitchain-tmp-") { found.append("temporary file left: \(entry)") }
        for entry in after.keys where before[entry] == nil && !mayChange(entry) && !entry.hasPrefix("saved") {
            found.append("new file outside what was named: \(entry)")
        }
        if r.status != 0, !r.complaints.isEmpty {
            let names = r.complaints.contains(option) || (option == "upgrade" && r.complaints.contains(path))
            if !names { found.append("refused without naming \(option): \(r.complaints.prefix(160))") }
        }
        return found
    }

    /// A crash (a signal, or the shell's code for one) or a hang, in words.
    static func crashOrHang(_ r: CommandResult) -> [String] {
        var found: [String] = []
        if r.crashed || [132, 133, 134, 136, 139].contains(r.status) { found.append("crashed (\(r.status))") }
        if r.hung { found.append("hung") }
        return found
    }

    /// Runs case `i` of `labels.count` on the cores, each in a fresh working folder (`Fixture`),
    /// and expects no problems; `check` gets the folder and returns the case's problems.
    static func campaign(_ labels: [String], _ check: @Sendable (Int, URL) throws -> [String]) {
        let results = Locked<[String]>([])
        let ran = Locked(0)
        DispatchQueue.concurrentPerform(iterations: labels.count) { i in
            do {
                let found = try check(i, try Fixture.make())
                ran.withLock { $0 += 1 }
                if !found.isEmpty { results.withLock { $0.append("\(labels[i]): \(found.joined(separator: "; "))") } }
            } catch {
                results.withLock { $0.append("\(labels[i]): the test could not run it: \(error)") }
            }
        }
        #expect(ran.withLock { $0 } == labels.count)
        let failures = results.withLock { $0 }
        #expect(failures.isEmpty, "\(failures.count) problems:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// What changed in `dir` since `before`.
    static func changes(since before: [String: String], in dir: URL) -> [String] {
        let after = snapshot(dir)
        return before.compactMap { entry, was in after[entry] != was ? "\(entry) changed" : nil }
    }

    @Test("every writing option with every awkward path: no crash, no litter, nothing lost but what was named")
    func writingOptions() throws {
        let cases = Self.writers.flatMap { w in Self.paths.map { (w, $0) } }
        #expect(cases.count == Self.writers.count * Self.paths.count)
        let labels = cases.map { w, path in w.description.replacingOccurrences(of: "OUT", with: "'\(path)'") }
        Self.campaign(labels) { i, dir in
            let (writer, path) = cases[i]
            if writer.option == "upgrade", !path.isEmpty, !path.contains("/"),
                !FileManager.default.fileExists(atPath: dir.path + "/" + path)
            {
                try FileManager.default.copyItem(atPath: Fixture.versionOne, toPath: dir.path + "/" + path)
            }
            let before = Self.snapshot(dir)
            let r = try hitchain(arguments: writer.arguments(path), in: dir, timeout: 120)
            var found = Self.problems(
                r, option: writer.option, path: path, before: before, after: Self.snapshot(dir),
                isFolder: writer.isFolder, dir: dir)
            if path == "-", writer.reportToStandardOutput {
                if r.status != 0 || !r.stdout.hasPrefix("<") && !r.stdout.hasPrefix("{") {
                    found.append("'-' did not send the report to standard output: \(r.stderr.prefix(120))")
                }
            } else if path == "-", !writer.isFolder, writer.option != "upgrade", r.status == 0 {
                found.append("'-' was taken as a file for a binary output")
            }
            return found
        }
    }

    /// A numeric option, the command that bounds everything else, and the values to try.
    struct Numeric: Sendable {
        var option: String
        var base: [String]
        var values = ["0", "-1", "9223372036854775807", "nan", "1e300"]
    }

    static let fuzzBase = ["fuzz", "--seed", "1", "--iterations", "2", "--time", "20", "--save-dir", "saved"] + small
    static let numerics: [Numeric] = [
        Numeric(option: "--iterations", base: fuzzBase),
        Numeric(option: "--seed", base: fuzzBase, values: ["0", "-1", "18446744073709551615", "nan", "1e300"]),
        Numeric(option: "--case", base: fuzzBase),
        Numeric(option: "--time", base: fuzzBase),
        Numeric(option: "--jobs", base: fuzzBase),
        Numeric(option: "--shrink-time", base: fuzzBase),
        Numeric(option: "--round-trip-every", base: fuzzBase),
        Numeric(option: "--max-views", base: fuzzBase),
        Numeric(option: "--max-events", base: fuzzBase),
        Numeric(option: "--probes", base: fuzzBase),
        Numeric(option: "--cuts", base: ["damage", "rec.evz", "--cuts", "2", "--flips", "2", "--crc-fixed", "2"]),
        Numeric(option: "--flips", base: ["damage", "rec.evz", "--cuts", "2", "--flips", "2", "--crc-fixed", "2"]),
        Numeric(option: "--crc-fixed", base: ["damage", "rec.evz", "--cuts", "2", "--flips", "2", "--crc-fixed", "2"]),
        Numeric(option: "--timeout", base: ["damage", "rec.evz", "--cuts", "2", "--flips", "2", "--crc-fixed", "2"]),
        Numeric(
            option: "--seed", base: ["damage", "rec.evz", "--cuts", "2", "--flips", "2", "--crc-fixed", "2"],
            values: ["0", "-1", "18446744073709551615", "nan", "1e300"]),
        Numeric(option: "--sizes", base: ["bench", "--shapes", "wideFlat", "--queries", "uniform", "--budget", "1"]),
        Numeric(option: "--budget", base: ["bench", "--shapes", "wideFlat", "--sizes", "10", "--queries", "uniform"]),
        Numeric(
            option: "--index-threshold",
            base: ["bench", "--shapes", "wideFlat", "--sizes", "10", "--queries", "uniform", "--budget", "1"]),
        Numeric(
            option: "--compose", base: ["bench", "--scene", Fixture.scene, "--queries", "uniform", "--budget", "1"]),
        Numeric(option: "--screen-width", base: ["import", "evemu", "panel.events", "-o", "out.evz"]),
        Numeric(
            option: "--device-size", base: ["import", "getevent", "panel.events", "-o", "out.evz"],
            values: ["0x0", "-1x-1", "9223372036854775807x9223372036854775807", "nanxnan", "1e300x1e300"]),
        Numeric(
            option: "--point", base: ["explain", Fixture.scene],
            values: ["0,0", "-1,-1", "1.7976931348623157e308,1.7976931348623157e308", "nan,nan", "1e300,1e300"]),
    ]

    @Test("every numeric option at 0, -1, its type's maximum, NaN and a huge value: refused by name or run")
    func numericOptions() throws {
        let cases = Self.numerics.flatMap { n in n.values.map { n.base + [n.option, $0] } }
        let options = Self.numerics.flatMap { n in n.values.map { _ in n.option } }
        Self.campaign(cases.map { $0.joined(separator: " ") }) { i, dir in
            let before = Self.snapshot(dir)
            let r = try hitchain(arguments: cases[i], in: dir, timeout: 120)
            var found = Self.crashOrHang(r)
            if r.status != 0, !r.complaints.isEmpty, !r.complaints.contains(options[i]) {
                found.append("refused without naming \(options[i]): \(r.complaints.prefix(160))")
            }
            return found + Self.changes(since: before, in: dir)
        }
    }
}

extension CommandLineCampaignTests {
    /// Commands that read a file the user names (`X`), each with the inputs it needs besides.
    static let readers: [[String]] = [
        ["explain", "X", "--point", "1,1"], ["validate", "X"], ["inspect", "X"],
        ["import", "hierarchy", "X", "-o", "o.json"],
        ["import", "evemu", "X", "-o", "o.evz"], ["run", "X"], ["record", "X", "-o", "r.evz"], ["chain", "X", "a"],
        ["bench", "--scene", "X", "--budget", "1"], ["fuzz", "--scenes", "X", "--iterations", "1"],
        ["replay", "X"], ["damage", "X", "--cuts", "2", "--flips", "1", "--crc-fixed", "1"],
    ]

    @Test("every reading command with every awkward path: no crash, no hang, the path named when refused")
    func readingCommands() throws {
        // Folders that hold the whole file system are searched by replay and damage, which
        // takes long without being wrong: those two get the paths that are not such folders.
        let wide: Set<String> = [".", "..", "/"]
        let cases = Self.readers.flatMap { r in
            Self.paths.filter { !(wide.contains($0) && ["replay", "damage"].contains(r[0])) }.map { (r, $0) }
        }
        #expect(cases.count == Self.readers.count * Self.paths.count - 2 * wide.count)
        let arguments = cases.map { reader, path in reader.map { $0 == "X" ? path : $0 } }
        Self.campaign(arguments.map { $0.joined(separator: " ") }) { i, dir in
            let path = cases[i].1
            let before = Self.snapshot(dir)
            let r = try hitchain(arguments: arguments[i], in: dir, timeout: 120)
            var found = Self.crashOrHang(r)
            let said = r.stderr + r.stdout
            // Named as a place: "PATH: …", or quoted.
            // (A folder may be named by a file in it, for the file that is wrong.)
            let named =
                [path + ":", "'\(path)'", "\"\(path)\""].contains { said.contains($0) }
                || (path.hasSuffix("/") && said.contains(path))
            if r.status != 0, !path.isEmpty, !named {
                found.append("refused without naming \(path): \(said.prefix(160))")
            }
            return found + Self.changes(since: before, in: dir)
        }
    }
}

/// A value shared by the campaign's threads.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
