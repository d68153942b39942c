import HitChainGeometry

/// Where a bench run is, for a progress line that tells the truth: the step (one shape at
/// one size) out of how many, what runs now, and an estimate of the time left.
public struct BenchProgress: Sendable {
    /// 1-based: the shape and size being measured.
    public var step: Int
    /// How many steps the run has.
    public var steps: Int
    /// The shape (or scene) being measured.
    public var shape: String
    /// The size asked for (the scene may have a few more views: windows and roots).
    public var views: Int
    /// What runs now: `building the scene`, `building engines`, `frame and scroll updates`,
    /// `limit on uniform points`, `indexed on uniform points`.
    public var phase: String
    /// Seconds since the run began.
    public var elapsed: Double
    /// Seconds left, estimated from the wall time the work done so far took
    /// (`BenchEstimate`: seconds per timed query loop, and each step's other work fitted
    /// as a fixed part plus a part per view); nil until there is something to go by.
    public var remaining: Double?

    /// `step 7 of 24: deepChain 100000 views, building engines; 1m05s elapsed, about 1m50s left`.
    public var line: String {
        var s = "step \(step) of \(steps): \(shape) \(plural(views, "view")), \(phase); \(formatClock(elapsed)) elapsed"
        if let remaining { s += ", about \(formatClock(remaining)) left" }
        return s
    }

    /// The same in fewer columns, the time kept whole: what is running is cut first.
    /// `3/4 table 1000: indexed on edges points; 6s, about 4s left`.
    public func compactLine(width: Int) -> String {
        var time = formatClock(elapsed)
        if let remaining { time += ", about \(formatClock(remaining)) left" }
        var head = "\(step)/\(steps) \(shape) \(views): \(phase)"
        let room = width - time.count - 2
        if head.count > room { head = room > 1 ? String(head.prefix(room - 1)) + "…" : "" }
        return head + "; " + time
    }
}
