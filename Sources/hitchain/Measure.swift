import ArgumentParser
import HitChain

/// A number option with a fractional part allowed (`--screen-width 390`, `--timeout 2.5`),
/// whose help shows its default as people write it: `(default: 390)`, where a `Double`
/// option shows `390.0`. Read as `Double` reads it.
struct Measure: ExpressibleByArgument, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    var value: Double

    init(_ value: Double) { self.value = value }
    init(integerLiteral value: Int) { self.value = Double(value) }
    init(floatLiteral value: Double) { self.value = value }

    init?(argument: String) {
        guard let v = Double(argument) else { return nil }
        value = v
    }

    var defaultValueDescription: String { formatMeasure(value, decimals: 6) }
}
