import HitChainGeometry
import Testing

@Suite("ViewGeometry: the conversion contract")
struct ViewGeometryTests {
    @Test("identity: local = (p − frame.origin) + bounds.origin, with the frame origin as given")
    func identityConversion() throws {
        // 0.1 + 0.2 style rounding: an origin given by frame must not be recomputed from
        // center − size/2.
        let g = ViewGeometry(
            frame: HCRect(x: 0.1, y: 1.0 / 3.0, width: 0.7, height: 10), boundsOrigin: HCPoint(x: 0, y: 5))
        let p = HCPoint(x: 0.30000000000000004, y: 2)
        let local = try #require(g.convertFromSuperview(p))
        #expect(local.x == (p.x - 0.1) + 0)
        #expect(local.y == (p.y - 1.0 / 3.0) + 5)
    }

    @Test("a view placed by its center gets frame.origin = center − size/2")
    func centerPlacement() {
        let g = ViewGeometry(center: HCPoint(x: 50, y: 50), size: HCSize(width: 20, height: 10))
        #expect(g.frameOrigin == HCPoint(x: 40, y: 45))
        #expect(g.frame == HCRect(x: 40, y: 45, width: 20, height: 10))
    }

    @Test("a negative frame is standardized before anything is derived from it")
    func negativeFrame() throws {
        let g = ViewGeometry(frame: HCRect(x: 100, y: 0, width: -50, height: 10))
        #expect(g.frame == HCRect(x: 50, y: 0, width: 50, height: 10))
        #expect(try #require(g.convertFromSuperview(HCPoint(x: 50, y: 0))) == .zero)
    }

    @Test("transformed: local = (L⁻¹·((p − center) − t) + size/2) + bounds.origin, in that order")
    func transformedConversion() throws {
        let t = ViewTransform(a: 0, b: 2, c: -2, d: 0, tx: 3, ty: 1)
        let g = ViewGeometry(
            center: HCPoint(x: 100, y: 100), size: HCSize(width: 40, height: 20), boundsOrigin: HCPoint(x: 1, y: 2),
            transform: t)
        let p = HCPoint(x: 97.3, y: 121.9)
        let inv = try #require(t.inverted())
        let vx = (p.x - 100) - 3
        let vy = (p.y - 100) - 1
        let expected = HCPoint(x: (inv.a * vx + inv.c * vy + 20) + 1, y: (inv.b * vx + inv.d * vy + 10) + 2)
        #expect(try #require(g.convertFromSuperview(p)) == expected)
    }

    @Test("to and from the superview are inverse on exact values")
    func roundTrip() throws {
        let g = ViewGeometry(
            center: HCPoint(x: 10, y: 20), size: HCSize(width: 8, height: 4), boundsOrigin: HCPoint(x: 2, y: 0),
            transform: .quarterTurns(1))
        for p in [HCPoint(x: 0, y: 0), HCPoint(x: 3, y: 1), HCPoint(x: 8, y: 4)] {
            #expect(try #require(g.convertFromSuperview(g.convertToSuperview(p))) == p)
        }
    }

    @Test("a singular transform contains no point")
    func singular() {
        let g = ViewGeometry(
            center: HCPoint(x: 10, y: 10), size: HCSize(width: 10, height: 10), transform: .scale(0, 1))
        #expect(g.convertFromSuperview(HCPoint(x: 10, y: 10)) == nil)
    }

    @Test("frame under a transform is the bounding box of the transformed bounds")
    func transformedFrame() {
        let g = ViewGeometry(
            center: HCPoint(x: 150, y: 150), size: HCSize(width: 100, height: 20), transform: .quarterTurns(1))
        #expect(g.frame == HCRect(x: 140, y: 100, width: 20, height: 100))
        let scaled = ViewGeometry(
            center: HCPoint(x: 0, y: 0), size: HCSize(width: 10, height: 10), transform: .scale(-2, 1))
        #expect(scaled.frame == HCRect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test("setting center, size and transform behaves like UIKit's setters")
    func setters() {
        var g = ViewGeometry(frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        g.setSize(HCSize(width: 20, height: 20))
        #expect(g.center == HCPoint(x: 5, y: 5))
        #expect(g.frame == HCRect(x: -5, y: -5, width: 20, height: 20))
        g.setTransform(.scale(2, 2))
        #expect(g.frame == HCRect(x: -15, y: -15, width: 40, height: 40))
        g.setTransform(.identity)
        g.setCenter(HCPoint(x: 100, y: 100))
        #expect(g.frame == HCRect(x: 90, y: 90, width: 20, height: 20))
    }
}
