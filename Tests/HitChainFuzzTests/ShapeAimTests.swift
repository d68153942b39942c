import HitChainGeometry
import HitChainScene
import Testing

@testable import HitChainFuzz

/// The aimer's points on shaped areas: on the curve (where engines whose arithmetic differs by
/// an ulp part), drawn from a side stream so the seed's other draws stay as they were.
@Suite("Points aimed at ovals, circles and rounded corners")
struct ShapeAimTests {
    static func view(_ override: PointInsideOverride<Int>, _ frame: HCRect) -> ViewSpec {
        var v = ViewSpec(name: "v", geometry: ViewGeometry(frame: frame))
        v.pointInside = override
        return v
    }

    @Test("an oval's and a circle's points are on the curve; a rounded rectangle's on a corner's arc")
    func onTheCurve() {
        var e = Entropy(seed: 9)
        let oval = Self.view(.oval, HCRect(x: 10, y: 20, width: 120, height: 60))
        let circle = Self.view(.circle(radius: 25), HCRect(x: 0, y: 0, width: 40, height: 40))
        let card = Self.view(.roundedRect(cornerRadius: 12), HCRect(x: 0, y: 0, width: 100, height: 50))
        var seen = 0
        for _ in 0..<300 {
            if let p = PointAimer.onCurve(oval, &e) {
                let dx = (p.x - 60) / 60, dy = (p.y - 30) / 30
                #expect(abs(dx * dx + dy * dy - 1) < 1e-12)
                seen += 1
            }
            if let p = PointAimer.onCurve(circle, &e) {
                #expect(abs(((p.x - 20) * (p.x - 20) + (p.y - 20) * (p.y - 20)).squareRoot() - 25) < 1e-12)
            }
            if let p = PointAimer.onCurve(card, &e) {
                let cx = p.x > 50 ? 88.0 : 12.0, cy = p.y > 25 ? 38.0 : 12.0
                #expect(abs(((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot() - 12) < 1e-12)
            }
        }
        #expect(seen > 150)
        #expect(PointAimer.onCurve(Self.view(.default, HCRect(x: 0, y: 0, width: 1, height: 1)), &e) == nil)
    }
}
