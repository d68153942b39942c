import Foundation
import HitChainEngines
import HitChainGeometry
import Testing

@testable import HitChainBench

/// The bench's time-left estimate comes from what the finished work took: seconds per timed
/// query loop, and each step's other work fitted as a fixed part plus a part per view. These
/// tests feed it made-up timings; none reads the wall clock.
@Suite("Bench estimate")
struct BenchEstimateTests {
    static func close(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return abs(a - b) < 1e-9
    }

    /// A finished step of `views` views that spent `other` seconds outside any loop.
    static func step(_ e: inout BenchEstimate, _ label: String, views: Int, other: Double) {
        e.beginStep(label: label, views: views)
        e.endStep(seconds: other)
    }

    @Test("nothing to go by, no estimate")
    func none() {
        var e = BenchEstimate(querySets: ["uniform", "edges"], engines: 2)
        e.beginStep(label: "a", views: 100)
        #expect(e.remaining(stepSeconds: 0, later: []) == nil)
        e.beginSet(0)
        e.loopEnded(seconds: 0.5)
        // Later steps, and no finished step to tell what their building costs.
        #expect(e.remaining(stepSeconds: 1, later: [(label: "a", views: 1000)]) == nil)
        // The last step: its loops left, at the measured rate.
        let expected: Double = 5 * 0.5
        #expect(Self.close(e.remaining(stepSeconds: 1, later: []), expected))
    }

    @Test("loops at the measured seconds per loop, the limit's included; other work per step")
    func measuredRate() {
        var e = BenchEstimate(querySets: ["uniform", "edges"], engines: 2)
        #expect(e.loopsPerSet == 3)
        e.beginStep(label: "a", views: 100)
        for set in 0..<2 {
            e.beginSet(set)
            for _ in 0..<3 { e.loopEnded(seconds: 0.2) }
        }
        e.endStep(seconds: 1.3)  // 1.2 s in loops, 0.1 s else
        #expect(e.finished.count == 1 && Self.close(e.finished[0].other, 0.1))
        e.beginStep(label: "a", views: 1000)
        // This step: 6 loops and 0.1 s; the next: the same.
        let twoSteps: Double = 2 * (6 * 0.2 + 0.1)
        #expect(Self.close(e.remaining(stepSeconds: 0, later: [(label: "a", views: 10000)]), twoSteps))
        // Part way: one loop done, and the step's other work already spent.
        e.beginSet(0)
        e.loopEnded(seconds: 0.2)
        let rest: Double = 5 * 0.2
        #expect(Self.close(e.remaining(stepSeconds: 0.3, later: []), rest))
    }

    @Test("a query set a step skipped costs nothing there, nor on later steps of its label")
    func skippedSets() {
        var e = BenchEstimate(querySets: ["backmost", "uniform"], engines: 2)
        e.beginStep(label: "wideFlat", views: 100)
        e.skipSet(0)
        e.beginSet(1)
        for _ in 0..<3 { e.loopEnded(seconds: 0.1) }
        e.endStep(seconds: 0.5)
        #expect(e.expectedLoops(label: "wideFlat", fromSet: 0) == 3)
        #expect(e.expectedLoops(label: "table", fromSet: 0) == 6)
        e.beginStep(label: "wideFlat", views: 100)
        let left = e.remaining(stepSeconds: 0, later: [(label: "table", views: 100)])
        let thisStep: Double = 3 * 0.1 + 0.2
        let nextStep: Double = 6 * 0.1 + 0.2
        #expect(Self.close(left, thisStep + nextStep))
    }

    @Test("other work: a fixed part plus a part per view, fitted to the finished steps")
    func fit() {
        var e = BenchEstimate(querySets: ["uniform"], engines: 1)
        #expect(e.otherSeconds(views: 10) == nil)
        Self.step(&e, "a", views: 100, other: 1.0)
        // One size: the mean per step, whatever the size asked about.
        #expect(Self.close(e.otherSeconds(views: 100_000), 1.0))
        Self.step(&e, "a", views: 1000, other: 1.9)
        let fitted: Double = 0.9 + 0.001 * 10_000
        #expect(Self.close(e.otherSeconds(views: 10_000), fitted))

        // Cheaper as it grows: taken as a cost per step.
        var falling = BenchEstimate(querySets: ["uniform"], engines: 1)
        Self.step(&falling, "a", views: 100, other: 2)
        Self.step(&falling, "a", views: 1000, other: 1)
        #expect(Self.close(falling.otherSeconds(views: 10_000), 1.5))

        // A negative fixed part: all of it per view, fitted through zero.
        var steep = BenchEstimate(querySets: ["uniform"], engines: 1)
        Self.step(&steep, "a", views: 100, other: 0.05)
        Self.step(&steep, "a", views: 1000, other: 1.0)
        let weighted: Double = 100 * 0.05 + 1000 * 1.0
        let squares: Double = 100 * 100 + 1000 * 1000
        let perView = weighted / squares
        let atTwoThousand: Double = perView * 2000
        #expect(Self.close(steep.otherSeconds(views: 2000), atTwoThousand))
    }

    @Test("the progress line's form: counts agree, times as a clock")
    func line() {
        let p = BenchProgress(
            step: 1, steps: 2, shape: "table", views: 1, phase: "building engines", elapsed: 65, remaining: 3700)
        #expect(p.line == "step 1 of 2: table 1 view, building engines; 1m05s elapsed, about 1h02m left")
        var first = p
        first.remaining = nil
        first.views = 1000
        #expect(first.line == "step 1 of 2: table 1000 views, building engines; 1m05s elapsed")
    }

    @Test("a run reports a time left once a step has finished, in the clock's form")
    func reportsDuringARun() throws {
        var options = Bench.Options()
        options.shapes = [.wideFlat]
        options.sizes = [20, 40]
        options.querySets = [.uniform]
        options.budget = .milliseconds(1)
        let bench = Bench(options: options, engines: NamedEngine.registered().map { ($0.name, $0.make) })
        var reports: [BenchProgress] = []
        _ = try bench.run(progress: { reports.append($0) })
        #expect(reports.contains { $0.step == 1 && $0.phase.hasPrefix("limit on ") })
        #expect(reports.filter { $0.step == 2 }.allSatisfy { $0.remaining != nil })
        let clock = #"^[0-9]+s$|^[0-9]+m[0-5][0-9]s$|^[0-9]+h[0-5][0-9]m$"#
        for r in reports {
            #expect(formatClock(r.elapsed).range(of: clock, options: .regularExpression) != nil)
            if let left = r.remaining {
                #expect(left >= 0 && left.isFinite)
                #expect(r.line.hasSuffix(", about \(formatClock(left)) left"))
            }
        }
    }
}
