/// How often each feature occurred in a run's cases, and the run's totals: the table a
/// run ends with, and the evidence that it exercised what it was asked to.
public struct FuzzStatistics: Sendable, Hashable, Codable {
    public var cases = 0
    public var views = 0
    public var events = 0
    public var probes = 0
    /// Cases in which each feature occurred.
    public var featureCases: [FuzzFeature: Int] = [:]
    /// Events by kind (`touches`, `motion`, `router`, …).
    public var eventKinds: [String: Int] = [:]
    public var largestScene = 0

    public init() {}

    mutating func add(_ c: FuzzCase) {
        cases += 1
        views += c.viewCount
        events += c.events.count
        probes += c.probes.count
        largestScene = max(largestScene, c.viewCount)
        for f in c.features { featureCases[f, default: 0] += 1 }
        for e in c.events { eventKinds[e.event.kind, default: 0] += 1 }
    }

    mutating func merge(_ other: FuzzStatistics) {
        cases += other.cases
        views += other.views
        events += other.events
        probes += other.probes
        largestScene = max(largestScene, other.largestScene)
        for (f, n) in other.featureCases { featureCases[f, default: 0] += n }
        for (k, n) in other.eventKinds { eventKinds[k, default: 0] += n }
    }

    /// Features asked for that no case exercised.
    public func unexercised(_ asked: Set<FuzzFeature>) -> [FuzzFeature] {
        asked.filter { (featureCases[$0] ?? 0) == 0 }.sorted()
    }

    /// The table, grouped: `flag  hidden  412 (20.6%)`.
    public func table(asked: Set<FuzzFeature>) -> String {
        var lines = ["\(cases) cases, \(views) views (largest \(largestScene)), \(events) events, \(probes) probe points"]
        let groups = ["structure", "geometry", "flag", "override", "gesture", "event", "point"]
        for group in groups {
            let features = FuzzFeature.allCases.filter { $0.group == group }
            var cells: [String] = []
            for f in features {
                let n = featureCases[f] ?? 0
                let pct = cases == 0 ? 0 : Double(n) * 100 / Double(cases)
                let mark = asked.contains(f) ? (n == 0 ? " !" : "") : " (off)"
                cells.append("\(f.rawValue) \(n) (\(formatPercent(pct)))\(mark)")
            }
            lines.append("  \(group.padding(9))" + cells.joined(separator: ", "))
        }
        let kinds = eventKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        if !kinds.isEmpty { lines.append("  \("events".padding(9))" + kinds.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}

func formatPercent(_ p: Double) -> String {
    let tenths = Int((p * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}
