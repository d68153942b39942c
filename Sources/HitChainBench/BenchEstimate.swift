/// The time a bench run has left, estimated from what the work already done actually took
/// on this machine: no constant, and no assumption that a query loop lasts its budget.
///
/// A run is a list of steps (a shape at a size, or a given scene). Each step's wall time is
/// spent on two kinds of work, measured apart:
///
/// - **Query loops.** For each query set whose points the scene gives, one timed loop for the
///   limit and one per engine. A loop runs for about the budget, but never fewer than 16
///   batches, so on a large scene a slow engine's loop outlasts it: the estimate uses the
///   seconds per loop measured so far (every loop's wall time over the number of loops), not
///   the budget. A query set skipped on a step (its scene gives no such points) costs nothing
///   there, and is expected to be skipped again on later steps with the same label (the same
///   shape at another size).
/// - **Everything else** in a step: building the scene, one application per engine and the
///   engines, timing updates, drawing query points, checking answers against the reference.
///   It grows with the scene, so it is modelled per step as a fixed part plus a part per
///   view, `a + b × views`, fitted by least squares to the finished steps. With one size seen
///   so far the fit has nothing to tell the parts apart by, and the mean per step is used
///   (a per-view rate taken from a small first scene would make a large later one look far
///   slower than it is); a fit that makes the cost fall with size uses the mean too, and one
///   with a negative fixed part is refitted through zero (all per view).
///
/// The time left is then: the loops still to run in the current step and the later steps
/// times the seconds per loop, plus the fitted other work of the later steps, plus what the
/// fit expects of the current step's other work beyond what it has already taken. There is
/// no estimate (nil) before the first loop ends, nor while later steps remain and no step has
/// finished (nothing is known of their other work yet).
struct BenchEstimate {
    /// The query sets each step measures, in order (raw values).
    let querySets: [String]
    /// Timed loops per query set measured: one per engine, and the limit's.
    let loopsPerSet: Int

    /// Every finished loop's seconds, summed, and how many.
    private(set) var loopSeconds = 0.0
    private(set) var loops = 0
    /// Each finished step: its views, and the seconds it spent outside the query loops.
    private(set) var finished: [(views: Int, other: Double)] = []
    /// Query sets skipped, by the label of the step that skipped them.
    private var skips: Set<[String]> = []

    // The current step.
    private var label = ""
    private var views = 0
    /// The first query set not yet begun or skipped.
    private var nextSet = 0
    /// Whether a query set is being measured, and how many of its loops have ended.
    private var inSet = false
    private var loopsInSet = 0
    private var stepLoopSeconds = 0.0

    init(querySets: [String], engines: Int) {
        self.querySets = querySets
        loopsPerSet = engines + 1
    }

    mutating func beginStep(label: String, views: Int) {
        self.label = label
        self.views = views
        nextSet = 0
        inSet = false
        loopsInSet = 0
        stepLoopSeconds = 0
    }

    /// Query set `index` of `querySets` starts: its loops are about to run.
    mutating func beginSet(_ index: Int) {
        nextSet = index + 1
        inSet = true
        loopsInSet = 0
    }

    /// Query set `index` gives no points on this step: none of its loops run.
    mutating func skipSet(_ index: Int) {
        if querySets.indices.contains(index) { skips.insert([label, querySets[index]]) }
        nextSet = index + 1
        inSet = false
    }

    /// A timed loop (an engine's or the limit's) ended after `seconds`.
    mutating func loopEnded(seconds: Double) {
        loopSeconds += seconds
        loops += 1
        stepLoopSeconds += seconds
        loopsInSet += 1
    }

    /// The current step ended, `seconds` after it began.
    mutating func endStep(seconds: Double) {
        finished.append((views: views, other: max(0, seconds - stepLoopSeconds)))
        inSet = false
        nextSet = querySets.count
    }

    /// The loops a step labelled `label` is expected to run from query set `index` on.
    func expectedLoops(label: String, fromSet index: Int) -> Int {
        guard index < querySets.count else { return 0 }
        return querySets[max(index, 0)...].filter { !skips.contains([label, $0]) }.count * loopsPerSet
    }

    /// The seconds a step of `views` views is expected to spend outside its query loops, by
    /// the fit to the finished steps; nil before any has finished.
    func otherSeconds(views: Int) -> Double? {
        fit().map { max(0, $0.fixed + $0.perView * Double(views)) }
    }

    /// The other work's fixed part and part per view, fitted to the finished steps (see the
    /// type's comment); nil before any has finished.
    func fit() -> (fixed: Double, perView: Double)? {
        guard !finished.isEmpty else { return nil }
        let n = Double(finished.count)
        let xs = finished.map { Double($0.views) }
        let ys = finished.map { $0.other }
        let meanX = xs.reduce(0.0, +) / n
        let meanY = ys.reduce(0.0, +) / n
        var sxx = 0.0
        var sxy = 0.0
        for (x, y) in zip(xs, ys) {
            sxx += (x - meanX) * (x - meanX)
            sxy += (x - meanX) * (y - meanY)
        }
        guard sxx > 0 else { return (meanY, 0) }  // one size: a cost per step
        let b = sxy / sxx
        guard b >= 0 else { return (meanY, 0) }
        let a = meanY - b * meanX
        if a >= 0 { return (a, b) }
        // Refit through zero: all of it per view.
        let sx2 = xs.reduce(0.0) { $0 + $1 * $1 }
        let sxyOrigin = zip(xs, ys).reduce(0.0) { $0 + $1.0 * $1.1 }
        return sx2 > 0 ? (0, sxyOrigin / sx2) : (meanY, 0)
    }

    /// Seconds left: the current step, `stepSeconds` into it, then the `later` steps.
    func remaining(stepSeconds: Double, later: [(label: String, views: Int)]) -> Double? {
        guard loops > 0 else { return nil }
        let perLoop = loopSeconds / Double(loops)
        var loopsLeft = expectedLoops(label: label, fromSet: nextSet)
        if inSet { loopsLeft += max(0, loopsPerSet - loopsInSet) }
        var seconds = Double(loopsLeft) * perLoop
        guard let model = fit() else { return later.isEmpty ? seconds : nil }
        func other(_ views: Int) -> Double { max(0, model.fixed + model.perView * Double(views)) }
        seconds += max(0, other(views) - max(0, stepSeconds - stepLoopSeconds))
        for step in later {
            seconds += Double(expectedLoops(label: step.label, fromSet: 0)) * perLoop + other(step.views)
        }
        return seconds
    }
}
