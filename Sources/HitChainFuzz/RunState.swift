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
    private var unshrunk: [UnshrunkFailure] = []
    private var tallies: [ClassKey: ClassTally] = [:]

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

    func finish(_ worker: WorkerResults) {
        lock.lock()
        stats.merge(worker.stats)
        found += worker.found
        unshrunk += worker.unshrunk
        tallies.merge(worker.tallies) { a, b in
            var a = a
            a.merge(b)
            return a
        }
        lock.unlock()
    }

    func results() -> WorkerResults {
        lock.lock()
        defer { lock.unlock() }
        return WorkerResults(stats: stats, found: found, unshrunk: unshrunk, tallies: tallies, failing: failures)
    }
}

/// What one thread found (and, merged, the run): statistics; failing cases kept whole (at
/// most `limit` per thread, its lowest — which include the run's lowest `limit`), the rest
/// as numbers and failures; in triage, the class tallies instead.
struct WorkerResults {
    var stats = FuzzStatistics()
    var found: [(Int, FuzzCase, FuzzFailure)] = []
    var unshrunk: [UnshrunkFailure] = []
    var tallies: [ClassKey: ClassTally] = [:]
    /// Failing cases, counted.
    var failing = 0

    /// Keeps a failing case; cases come in increasing number on one thread.
    mutating func add(_ k: Int, _ c: FuzzCase, _ f: FuzzFailure, limit: Int) {
        if found.count < max(limit, 1) {
            found.append((k, c, f))
        } else {
            unshrunk.append(UnshrunkFailure(caseIndex: k, failure: f))
        }
    }

    mutating func tally(_ k: Int, _ c: FuzzCase, _ samples: [ClassSample]) {
        for s in samples { tallies[s.key, default: ClassTally()].add(k, c, s) }
    }
}
