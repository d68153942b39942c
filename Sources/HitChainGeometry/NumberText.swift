// Numbers, counts and times in the words the tools print: prose, headers, labels and
// progress lines. Every layer uses these, so that one figure reads the same everywhere.
//
// Two kinds of number text, kept apart on purpose:
//
// - exact values a reader may copy back (a coordinate in a trace line, a scene's frame):
//   `formatScalar`, the shortest text that reads back to the same `Double`;
// - measures for a person to read (a screen size, a scale, a time, a rate): `formatMeasure`,
//   `formatSeconds` and `formatClock`, rounded so that float noise such as
//   `234.00000000000003` or `0.30000000000000004` never shows.
//
// Delivery traces print their own times (`t=0.100000`) and points: those texts are recorded
// in `.evz` files and compared byte for byte, and do not use these functions.

/// A measure for prose, headers and labels: `x` rounded to `decimals` places (0 to 15,
/// clamped), then trailing zeros and a trailing dot taken off.
///
///     formatMeasure(234.00000000000003)  // "234"
///     formatMeasure(2.051282051282051)   // "2.05"
///     formatMeasure(0.5, decimals: 0)    // "1" (halves round away from zero)
///     formatMeasure(-0.001)              // "0" (never "-0")
///     formatMeasure(.nan)                // "nan"; infinities are "inf" and "-inf"
///
/// The rounding is of `x × 10^decimals` to the nearest whole number, halves away from zero;
/// when that would pass 9 × 10^18, fewer decimals are kept (as many as fit), and past that
/// `x` is printed whole (`formatScalar`).
package func formatMeasure(_ x: Double, decimals: Int = 2) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    var places = min(max(decimals, 0), 15)
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    while places > 0, abs(x) * Double(scale) >= 9e18 {
        places -= 1
        scale /= 10
    }
    let scaled = (abs(x) * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e18 else { return formatScalar(x.rounded()) }
    let units = Int64(scaled)
    if units == 0 { return "0" }
    let sign = x < 0 ? "-" : ""
    let whole = String(units / scale)
    guard places > 0 else { return sign + whole }
    var fraction = String(units % scale)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return fraction.isEmpty ? sign + whole : sign + whole + "." + fraction
}

/// A time in seconds as the tools' prose prints it — a recording's or an event's time
/// (`event 3 (t=0.3)`, `#0 t=0`), a place in a capture (`at 1.25 s`): to the microsecond
/// (six decimals, the finest resolution a recording keeps), trailing zeros taken off.
///
///     formatSeconds(0.30000000000000004)  // "0.3"
///     formatSeconds(0)                    // "0"
///     formatSeconds(0.1234567)            // "0.123457"
///
/// Wall-clock durations a person waits through are measures: `formatMeasure(s, decimals: 1)`
/// followed by ` s` in a summary (`1000 cases in 12.3 s`), `formatClock` in a progress line.
package func formatSeconds(_ t: Double) -> String {
    formatMeasure(t, decimals: 6)
}

/// A count with its noun agreeing: `plural(1, "event")` is "1 event", `plural(0, "event")`
/// "0 events", `plural(2, "touch", "touches")` "2 touches". The plural is the noun with an
/// `s` unless `pluralNoun` is given.
package func plural(_ count: Int, _ noun: String, _ pluralNoun: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : (pluralNoun ?? noun + "s"))"
}

/// A duration for a progress line or an estimate, to the second: `45s`, `1m05s`, and from an
/// hour on `1h05m` (seconds dropped). Negative and NaN durations print as `0s`; anything
/// longer than 9999 hours (an infinity included) prints as `>9999h`.
package func formatClock(_ seconds: Double) -> String {
    guard seconds.isFinite || seconds.isInfinite else { return "0s" }  // NaN
    let longest = 9999.0 * 3600
    if seconds >= longest + 30 { return ">9999h" }
    let t = Int(max(seconds, 0).rounded())
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    if t < 60 { return "\(t)s" }
    if t < 3600 { return "\(t / 60)m\(two(t % 60))s" }
    let minutes = (t + 30) / 60  // to the nearest minute
    return "\(minutes / 60)h\(two(minutes % 60))m"
}
