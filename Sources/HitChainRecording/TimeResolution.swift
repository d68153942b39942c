/// How finely an import keeps a capture's times. Device captures stamp each frame in
/// microseconds, but the stamps jitter by tens of microseconds around the frame period:
/// kept exactly, that noise is the largest part of a compressed recording. A coarser
/// resolution rounds every time to its unit (never reordering events) and stores times
/// in that unit (the header's `ticksPerSecond`).
public enum TimeResolution: String, CaseIterable, Sendable {
    /// Exact: the capture's own microseconds.
    case microsecond = "1us"
    case tenMicroseconds = "10us"
    case hundredMicroseconds = "100us"
    case millisecond = "1ms"

    /// The header's time unit.
    public var ticksPerSecond: Int64 {
        switch self {
        case .microsecond: return 1_000_000
        case .tenMicroseconds: return 100_000
        case .hundredMicroseconds: return 10_000
        case .millisecond: return 1_000
        }
    }

    /// `micros` after the start, rounded half up to this resolution, in seconds.
    public func seconds(fromMicroseconds micros: Int64) -> Double {
        let step = 1_000_000 / ticksPerSecond
        let (half, overflow) = micros.addingReportingOverflow(step / 2)
        let ticks = overflow ? micros / step : half / step
        return Double(ticks) / Double(ticksPerSecond)
    }
}
