import ArgumentParser
import Foundation
import HitChain
import SystemPackage

/// `hitchain bench`: hit-test engines side by side.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Compare hit-test engines: ns per query (p50, p99), build and update time, speedup against the reference.",
        discussion: """
            Shapes: \(SceneShape.allCases.map(\.rawValue).joined(separator: ", ")). Query sets: \
            \(QuerySet.allCases.map(\.rawValue).joined(separator: ", ")) (a set a scene gives no points \
            for is skipped, saying so). Every engine's answers are checked against the \
            reference's on the same points (the wrong column must be 0). Each shape, size and \
            query set starts with a limit row: one binary search over the views' sorted screen \
            positions, the least work any index does; ×limit reads each engine against it. Run it on a \
            release build (swift run -c release hitchain bench): times are for comparing \
            engines within one run.
            """
    )

    @Option(
        name: .customLong("scene"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Bench these scene files (your own screens, imported or written) instead of the generated shapes.",
            valueName: "scene.json"))
    var sceneFiles: [String] = []

    @Option(
        help: ArgumentHelp(
            "With --scene: compose the scenes into one of about each size, 1 to 2000000 views (copies stacked in a "
                + "scrolled feed).",
            valueName: "sizes"))
    var compose: CommaSeparated<Int>?

    @Option(help: "Shapes, comma-separated (default: all).")
    var shapes: CommaSeparated<SceneShape>?

    @Option(help: "Sizes in views (1 to 2000000), comma-separated.")
    var sizes = CommaSeparated<Int>([100, 1000, 10000, 100000])

    @Option(help: "Query sets, comma-separated (default: all).")
    var queries: CommaSeparated<QuerySet>?

    @Option(
        help: """
            Engines, comma-separated, of \(NamedEngine.registered().map(\.name).joined(separator: ", ")) (default: \
            all of them). The reference always runs, first: speedups are against it.
            """)
    var engines: String?

    @Option(help: "Milliseconds of queries per engine, shape, size and query set (1 to 60000).")
    var budget: Int = 150

    @Option(help: "The seed for scenes and query points.")
    var seed: UInt64 = 1

    @Option(
        help: ArgumentHelp(
            "Index parents with at least this many children (1 or more) in the indexed engine (to measure the "
                + "threshold)."))
    var indexThreshold: Int?

    @Flag(help: "Print JSON.")
    var json = false

    @Option(help: ArgumentHelp("Also draw the comparison as an SVG chart.", valueName: "file.svg"))
    var svg: String?

    func validate() throws {
        if let compose {
            guard !sceneFiles.isEmpty else {
                throw ValidationError("--compose goes with --scene: it composes those scenes")
            }
            guard compose.items.allSatisfy({ $0 >= 1 && $0 <= 2_000_000 }) else {
                throw ValidationError("--compose sizes are whole numbers from 1 to 2000000")
            }
        }
        guard sizes.items.allSatisfy({ $0 >= 1 && $0 <= 2_000_000 }) else {
            throw ValidationError("--sizes are whole numbers from 1 to 2000000")
        }
        guard budget >= 1, budget <= 60_000 else { throw ValidationError("--budget is 1 to 60000 ms") }
        if let indexThreshold, indexThreshold < 1 { throw ValidationError("--index-threshold is at least 1") }
    }

    func run() throws {
        BuildNote.printIfDebug(command: "bench")
        if let svg { try ReportFile.prepare(svg, option: "--svg") }
        let options = try makeOptions()
        var named = NamedEngine.registered()
        if let t = indexThreshold {
            named = named.map {
                $0.name == IndexedEngine.engineName
                    ? NamedEngine($0.name) { IndexedEngine(application: $0, threshold: t) } : $0
            }
        }
        if let e = engines {
            let wanted = e.split(separator: ",").map(String.init)
            for w in wanted where !named.contains(where: { $0.name == w }) {
                throw ValidationError("unknown engine \(w); known: \(named.map(\.name).joined(separator: ", "))")
            }
            // The reference always runs first: speedups are measured against it.
            named = named.filter { $0.name == "reference" || wanted.contains($0.name) }
        }
        let bench = Bench(options: options, engines: named.map { ($0.name, $0.make) })
        let isTerminal = isatty(2) != 0
        let width = TerminalWidth.columns ?? 100
        let results = try bench.run(
            progress: { p in
                guard isTerminal else { return }
                var line = "bench: " + p.line
                if line.count > width - 1 { line = "bench " + p.compactLine(width: width - 7) }
                FileHandle.standardError.write(Data("\u{1B}[2K\r\(line)".utf8))
            },
            skipped: { note in
                FileHandle.standardError.write(Data(((isTerminal ? "\u{1B}[2K\r" : "") + "bench: \(note)\n").utf8))
            })
        if isTerminal { FileHandle.standardError.write(Data("\u{1B}[2K\r".utf8)) }
        print(json ? Self.json(results) : Self.table(results), terminator: "")
        if let path = svg { try ReportFile.writePicture(BenchChart(results: results).svg(), to: path, option: "--svg") }
        let bad = results.filter { $0.mismatches > 0 }
        if !bad.isEmpty {
            let runs = plural(bad.count, "engine run")
            FileHandle.standardError.write(Data("bench: \(runs) disagreed with the reference\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The bench's options from the command line, checked.
    private func makeOptions() throws -> Bench.Options {
        var options = Bench.Options()
        if let shapes { options.shapes = shapes.items }
        options.scenes = try sceneFiles.map { path in
            (FilePath(path).lastComponent?.string ?? path, try SceneFile.read(path))
        }
        if let compose { options.composedSizes = compose.items }
        options.sizes = sizes.items
        if let queries { options.querySets = queries.items }
        options.budget = .milliseconds(budget)
        options.seed = seed
        return options
    }

    /// Two tables that fit 80 columns: query times per shape, size, query set and engine;
    /// then build and update costs, which do not depend on the query set, once per engine.
    static func table(_ results: [Bench.Result]) -> String {
        func ns(_ v: Double) -> String { nanoseconds(v) }
        func time(_ s: Double) -> String { ns(s * 1e9) }
        func left(_ t: String, _ n: Int) -> String { pad(t, n) }
        func right(_ t: String, _ n: Int) -> String { pad(t, n, right: true) }
        // Shape labels are file names for `--scene`: the column grows to the longest.
        let shapeWidth = max(results.map { $0.shape.count + 1 }.max() ?? 0, 11)
        var out =
            [
                left("shape", shapeWidth), right("views", 7), left("queries", 8), left("engine", 10), right("p50", 9),
                right("p99", 9),
                right("speedup", 9), right("×limit", 7), right("wrong", 6),
            ].joined(separator: " ") + "\n"
        var groups = Set<String>()
        for r in results {
            if groups.insert("\(r.shape)/\(r.views)/\(r.querySet)").inserted {
                out += limitRow(r, shapeWidth: shapeWidth)
            }
            out +=
                [
                    left(r.shape, shapeWidth), right(String(r.views), 7), left(r.querySet, 8), left(r.engine, 10),
                    right(ns(r.p50), 9),
                    right(ns(r.p99), 9), right(String(format: "%.1fx", r.speedup), 9),
                    right(String(format: "%.1f", r.p50 / max(r.limit, 1e-3)), 7), right(String(r.mismatches), 6),
                ].joined(separator: " ") + "\n"
        }
        out += "\nspeedup: the reference's p50 over the engine's. The reference is UIKit's walk on the\n"
        out += "live views (explicit stack, subviews read in place): the textbook algorithm at its\n"
        out += "honest cost. limit: one binary search over the views' sorted screen positions on the\n"
        out += "same points, the least work any index does; ×limit: the engine's p50 over it.\n"

        out +=
            "\n"
            + [
                left("shape", shapeWidth - 1), right("views", 6), left("engine", 9), right("build", 8),
                right("ns/view", 7),
                right("frame", 8), right("p99", 8), right("scroll", 8), right("p99", 8),
            ].joined(separator: " ") + "\n"
        var seen = Set<String>()
        for r in results where seen.insert("\(r.shape)/\(r.views)/\(r.engine)").inserted {
            out +=
                [
                    left(r.shape, shapeWidth - 1), right(String(r.views), 6), left(r.engine, 9),
                    right(time(r.build), 8),
                    right(String(format: "%.0f", r.build * 1e9 / Double(max(r.views, 1))), 7),
                    right(time(r.frameUpdate), 8), right(time(r.frameUpdateP99), 8), right(time(r.scrollUpdate), 8),
                    right(time(r.scrollUpdateP99), 8),
                ].joined(separator: " ") + "\n"
        }
        return out
    }

    static func nanoseconds(_ v: Double) -> String {
        v >= 1e6
            ? String(format: "%.1fms", v / 1e6)
            : v >= 1e3 ? String(format: "%.1fµs", v / 1e3) : String(format: "%.0fns", v)
    }

    /// `t` padded with spaces to `n` characters, on the left for a right-aligned column.
    static func pad(_ t: String, _ n: Int, right: Bool = false) -> String {
        guard t.count < n else { return t }
        let spaces = String(repeating: " ", count: n - t.count)
        return right ? spaces + t : t + spaces
    }

    /// The limit row that starts a shape, size and query set's group, with its speedup
    /// against the reference (whose p50 every row carries as `p50 × speedup`).
    static func limitRow(_ r: Bench.Result, shapeWidth: Int) -> String {
        let reference = r.p50 * r.speedup
        return [
            pad(r.shape, shapeWidth), pad(String(r.views), 7, right: true), pad(r.querySet, 8), pad("limit", 10),
            pad(nanoseconds(r.limit), 9, right: true), pad("-", 9, right: true),
            pad(String(format: "%.1fx", reference / max(r.limit, 1e-3)), 9, right: true), pad("1.0", 7, right: true),
            pad("-", 6, right: true),
        ].joined(separator: " ") + "\n"
    }

    static func json(_ results: [Bench.Result]) -> String {
        var w = JSONWriter()
        w.beginArray()
        for r in results {
            w.beginObject()
            w.field("shape", r.shape)
            w.field("views", Double(r.views))
            w.field("querySet", r.querySet)
            w.field("engine", r.engine)
            w.field("p50Nanoseconds", r.p50.rounded())
            w.field("p99Nanoseconds", r.p99.rounded())
            w.field("buildSeconds", r.build)
            w.field("buildNanosecondsPerView", (r.build * 1e9 / Double(max(r.views, 1))).rounded())
            w.field("frameUpdateSeconds", r.frameUpdate)
            w.field("frameUpdateP99Seconds", r.frameUpdateP99)
            w.field("scrollUpdateSeconds", r.scrollUpdate)
            w.field("scrollUpdateP99Seconds", r.scrollUpdateP99)
            w.field("speedupAgainstReference", (r.speedup * 100).rounded() / 100)
            w.field("limitNanoseconds", (r.limit * 10).rounded() / 10)
            w.field("timesLimit", (r.p50 / max(r.limit, 1e-3) * 10).rounded() / 10)
            w.field("queries", Double(r.queries))
            w.field("mismatches", Double(r.mismatches))
            w.endObject()
        }
        w.endArray()
        return w.text + "\n"
    }
}
