public import HitChainDelivery
import HitChainGeometry

/// How often each feature occurred in a run's cases, and the run's totals: the coverage table
/// (`--coverage`), and the evidence that the run exercised what it was asked to.
public struct FuzzStatistics: Sendable, Hashable {
    /// Cases counted.
    public var cases = 0
    /// Views in those cases' scenes.
    public var views = 0
    /// Events in those cases.
    public var events = 0
    /// Probe points in those cases.
    public var probes = 0
    /// Cases in which each feature occurred.
    public var featureCases: [FuzzFeature: Int] = [:]
    /// Events by kind (`touches`, `motion`, `router`, …).
    public var eventKinds: [InputEvent.Kind: Int] = [:]
    /// The largest scene, in views.
    public var largestScene = 0
    /// Cases of each shape where a property cannot be exact and is skipped.
    public var inexact: [InexactShape: Int] = [:]

    /// No case counted yet.
    public init() {}

    /// One line per shape a property skipped: `subclassTwin skipped in 3 cases: …`.
    public var inexactLines: [String] {
        inexact.sorted { $0.key < $1.key }.map { shape, n in
            "\(shape.property.rawValue) skipped in \(plural(n, "case")): \(shape.why)"
        }
    }

    mutating func add(_ c: FuzzCase) {
        cases += 1
        views += c.viewCount
        events += c.events.count
        probes += c.probes.count
        largestScene = max(largestScene, c.viewCount)
        for f in c.features { featureCases[f, default: 0] += 1 }
        for e in c.events { eventKinds[e.event.kind, default: 0] += 1 }
        for shape in InexactShape.shapes(of: c.scene) { inexact[shape, default: 0] += 1 }
    }

    mutating func merge(_ other: FuzzStatistics) {
        cases += other.cases
        views += other.views
        events += other.events
        probes += other.probes
        largestScene = max(largestScene, other.largestScene)
        for (f, n) in other.featureCases { featureCases[f, default: 0] += n }
        for (k, n) in other.eventKinds { eventKinds[k, default: 0] += n }
        for (k, n) in other.inexact { inexact[k, default: 0] += n }
    }

    /// Features asked for that no case exercised.
    public func unexercised(_ asked: Set<FuzzFeature>) -> [FuzzFeature] {
        asked.filter { (featureCases[$0] ?? 0) == 0 }.sorted()
    }

    /// The reach table, grouped, wrapped at `width` columns: each feature with the cases
    /// that exercised it and their share (`flag      hidden 412 (20.6%), …`); ` !` marks a
    /// feature required and never reached, ` ~` one never reached but too rare to require
    /// in a run this short, `(off)` one this run cannot reach.
    public func table(required: Set<FuzzFeature>, enabled: Set<FuzzFeature>, width: Int = 100) -> String {
        var lines = [
            "\(plural(cases, "case")), \(plural(views, "view")) (largest \(largestScene)), \(plural(events, "event")), "
                + plural(probes, "probe point")
        ]
        func wrap(_ head: String, _ cells: [String]) {
            var line = "  \(head.padding(10))"
            var first = true
            for cell in cells {
                let piece = (first ? "" : ", ") + cell
                if !first, line.count + piece.count + 1 > width {  // room for the comma
                    lines.append(line + ",")
                    line = String(repeating: " ", count: 12) + cell
                } else {
                    line += piece
                }
                first = false
            }
            lines.append(line)
        }
        for group in FuzzFeature.groups {
            let cells = FuzzFeature.allCases.filter { $0.group == group }.map { f -> String in
                let n = featureCases[f] ?? 0
                let pct = cases == 0 ? 0 : Double(n) * 100 / Double(cases)
                let mark = !enabled.contains(f) ? " (off)" : n > 0 ? "" : required.contains(f) ? " !" : " ~"
                return "\(f.rawValue) \(n) (\(formatPercent(pct)))\(mark)"
            }
            wrap(group, cells)
        }
        let kinds = eventKinds.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }
        if !kinds.isEmpty { wrap("events", kinds) }
        let rare = enabled.subtracting(required).filter { (featureCases[$0] ?? 0) == 0 }
        if !rare.isEmpty {
            lines.append(
                "  ~ rare at \(plural(cases, "case")), so not required: run more cases, or name it in --features")
        }
        return lines.joined(separator: "\n")
    }
}

func formatPercent(_ p: Double) -> String {
    let tenths = Int((p * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
}

extension String {
    /// The text and at least one space, padded with spaces to `width` characters: a column
    /// of a plain-text table (`hitchain fuzz`'s statistics and mutants, `conform`'s rules).
    package func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
