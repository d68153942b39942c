import HitChainGeometry
import HitChainKit

/// Screen points → picture pixels: every drawn view, the touch point and the touches' paths,
/// to scale, with a margin. The area is the windows' (a 320 × 480 screen when there are
/// none) grown to take in what lies outside them, but never more than the windows' longest
/// side beyond them on any edge, so that one absurd frame does not shrink the screen to a
/// dot: what reaches further is cut at the edge and counted.
struct Canvas {
    let origin: HCPoint
    let scale: Double
    let width: Double
    let height: Double
    /// How many drawn views reach beyond the area (cut at its edge).
    let cut: Int
    static let margin = 24.0
    /// The drawn area's longest side, in pixels.
    static let longestSide = 900.0
    static let top = 36.0

    /// - Complexity: O(n) in the views and points.
    init(application: UIApplication, views: [UIView], points: [HCPoint]) {
        var windows = Bounds()
        for w in application.windows {
            windows.include(HCPoint(x: w.geometry.frame.minX, y: w.geometry.frame.minY))
            windows.include(HCPoint(x: w.geometry.frame.maxX, y: w.geometry.frame.maxY))
        }
        if windows.isEmpty {
            windows.include(.zero)
            windows.include(HCPoint(x: 320, y: 480))
        }
        let reach = Swift.max(windows.hi.x - windows.lo.x, windows.hi.y - windows.lo.y, 1)
        let limit = Bounds(
            lo: HCPoint(x: windows.lo.x - reach, y: windows.lo.y - reach),
            hi: HCPoint(x: windows.hi.x + reach, y: windows.hi.y + reach))
        var area = windows
        var cut = 0
        for v in views {
            var beyond = false
            for c in Self.screenCorners(of: v) {
                guard c.x.isFinite, c.y.isFinite else { continue }
                if limit.contains(c) { area.include(c) } else { beyond = true }
            }
            if beyond { cut += 1 }
        }
        for p in points where limit.contains(p) { area.include(p) }
        self.cut = cut
        let longest = Swift.max(area.hi.x - area.lo.x, area.hi.y - area.lo.y, 1)
        scale = Swift.min(Swift.max(Self.longestSide / longest, 1e-6), 4)
        origin = area.lo
        width = (area.hi.x - area.lo.x) * scale + 2 * Self.margin
        height = (area.hi.y - area.lo.y) * scale + Self.margin + Self.top
    }

    func map(_ p: HCPoint) -> HCPoint {
        HCPoint(x: (p.x - origin.x) * scale + Self.margin, y: (p.y - origin.y) * scale + Self.top)
    }

    /// The view's bounds' corners in picture pixels, through every transform and scroll.
    func corners(of view: UIView, rect: HCRect? = nil) -> [HCPoint] {
        Self.screenCorners(of: view, rect: rect).map(map)
    }

    /// The view's bounds' corners on the screen.
    static func screenCorners(of view: UIView, rect: HCRect? = nil) -> [HCPoint] {
        let b = rect ?? view.geometry.bounds
        return [
            HCPoint(x: b.minX, y: b.minY), HCPoint(x: b.maxX, y: b.minY), HCPoint(x: b.maxX, y: b.maxY),
            HCPoint(x: b.minX, y: b.maxY),
        ].map { view.convertToScreen($0) }
    }

    /// The smallest box holding some points (empty until one is included).
    struct Bounds {
        var lo = HCPoint(x: Double.infinity, y: Double.infinity)
        var hi = HCPoint(x: -Double.infinity, y: -Double.infinity)

        var isEmpty: Bool { lo.x > hi.x }

        mutating func include(_ p: HCPoint) {
            guard p.x.isFinite, p.y.isFinite else { return }
            lo = HCPoint(x: Swift.min(lo.x, p.x), y: Swift.min(lo.y, p.y))
            hi = HCPoint(x: Swift.max(hi.x, p.x), y: Swift.max(hi.y, p.y))
        }

        func contains(_ p: HCPoint) -> Bool { p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y }
    }
}
