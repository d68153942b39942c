import ArgumentParser
import Foundation
import HitChain

/// `--time 90`, `90s`, `5m`, `1h`.
struct TimeLimit: ExpressibleByArgument {
    var seconds: Double

    init?(argument: String) {
        var text = argument
        var unit = 1.0
        if let last = text.last, let u = ["s": 1.0, "m": 60.0, "h": 3600.0][String(last)] {
            unit = u
            text.removeLast()
        }
        guard let v = Double(text), v.isFinite, v > 0, (v * unit).isFinite else { return nil }
        seconds = v * unit
    }
}
