import Foundation
import HitChainEngines

/// The work queue the threads share: case numbers are claimed in increasing order, so when
/// the run stops at its first failure every lower case has run, whatever the thread count.
final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private let first: Int
    private let step: Int
    /// Case numbers stop before this; nil runs until stopped (a time limit).
    private let end: Int?
    private var next = 0
    private var stopped = false
    private var lowestFailure = Int.max
    private var done = 0
    private var failures = 0
    private var stats = FuzzStatistics()
    private var found: [(Int, FuzzCase, FuzzFailure)] = []

    init(first: Int, step: Int, end: Int?) {
        self.first = first
        self.step = step
        self.end = end
    }

    /// The next case number, computed, never listed: `--iterations` can be any size.
    func claim(stopOnFirst: Bool) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return nil }
        let (offset, overflow) = next.multipliedReportingOverflow(by: step)
        let (k, overflow2) = first.addingReportingOverflow(offset)
        guard !overflow, !overflow2 else { return nil }
        if let end, k >= end { return nil }
        if stopOnFirst, k > lowestFailure { return nil }
        next += 1
        return k
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    func failed(at k: Int) {
        lock.lock()
        lowestFailure = min(lowestFailure, k)
        failures += 1
        lock.unlock()
    }

    func counts(adding n: Int) -> (Int, Int) {
        lock.lock()
        defer { lock.unlock() }
        done += n
        return (done, failures)
    }

    func finish(stats: FuzzStatistics, found: [(Int, FuzzCase, FuzzFailure)]) {
        lock.lock()
        self.stats.merge(stats)
        self.found += found
        lock.unlock()
    }

    func results() -> (FuzzStatistics, [(Int, FuzzCase, FuzzFailure)]) {
        lock.lock()
        defer { lock.unlock() }
        return (stats, found)
    }
}
