package import HitChainGeometry

/// Marks a coordinate a few ulps from a short number — the fuzzer nudges points by single
/// ulps onto and off edges (`ulpNudge`), and `78.99999999999999` reads like noise unless it
/// says it is 79 less one ulp.
package enum UlpNote {
    /// How far a nudge is recognised.
    package static let maxUlps = 4

    /// `x is 1 ulp below 79`, for each coordinate of `p` that is within `maxUlps` ulps of a
    /// number with at most three decimals (and is not one itself); nil when none is.
    package static func note(_ p: HCPoint) -> String? {
        let parts = [("x", p.x), ("y", p.y)].compactMap { name, v in
            offset(v).map { "\(name) is \(abs($0.ulps)) ulp \($0.ulps < 0 ? "below" : "above") \(short($0.near))" }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The short number `v` is near and how many ulps away (negative: below it).
    static func offset(_ v: Double) -> (near: Double, ulps: Int)? {
        guard v.isFinite, !isShort(v) else { return nil }
        var up = v, down = v
        for k in 1...maxUlps {
            up = up.nextUp
            down = down.nextDown
            if isShort(up) { return (up, -k) }
            if isShort(down) { return (down, k) }
        }
        return nil
    }

    private static func isShort(_ v: Double) -> Bool { (v * 1000).rounded() / 1000 == v }

    private static func short(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? "\(Int(v))" : "\(v)" }
}
