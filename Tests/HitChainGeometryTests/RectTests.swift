import HitChainGeometry
import Testing

@Suite("Rect: CGRect semantics")
struct RectTests {
    let r = HCRect(x: 10, y: 20, width: 100, height: 50)

    @Test("min edges are inside, max edges are not")
    func halfOpenContainment() {
        #expect(r.contains(HCPoint(x: 10, y: 20)))
        #expect(r.contains(HCPoint(x: 109.99999999999999, y: 69.99999999999999)))
        #expect(!r.contains(HCPoint(x: 110, y: 30)))
        #expect(!r.contains(HCPoint(x: 50, y: 70)))
        #expect(!r.contains(HCPoint(x: 10.0.nextDown, y: 30)))
        #expect(r.contains(HCPoint(x: 110.0.nextDown, y: 30)))
    }

    @Test("midX and midY are the centre of the standardized rectangle")
    func mids() {
        let r = HCRect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.midX == 25 && r.midY == 40)
        let flipped = HCRect(x: 40, y: 60, width: -30, height: -40)
        #expect(flipped.midX == 25 && flipped.midY == 40)
    }

    @Test("negative sizes are standardized before containment")
    func standardization() {
        let flipped = HCRect(x: 110, y: 70, width: -100, height: -50)
        #expect(flipped.standardized == r)
        #expect(flipped.contains(HCPoint(x: 10, y: 20)))
        #expect(!flipped.contains(HCPoint(x: 110, y: 70)))
        #expect(flipped.minX == 10 && flipped.maxX == 110 && flipped.width == 100)
    }

    @Test("empty rectangles and NaN contain nothing")
    func emptyAndNaN() {
        #expect(!HCRect(x: 0, y: 0, width: 0, height: 10).contains(HCPoint(x: 0, y: 5)))
        #expect(!HCRect(x: 0, y: 0, width: 10, height: 0).contains(HCPoint(x: 5, y: 0)))
        #expect(!r.contains(HCPoint(x: .nan, y: 30)))
        #expect(!r.contains(HCPoint(x: 50, y: .nan)))
        #expect(!HCRect(x: .nan, y: 0, width: 10, height: 10).contains(HCPoint(x: 5, y: 5)))
    }

    @Test("UIEdgeInsetsInsetRect: negative insets grow, oversized insets flip rather than empty")
    func insets() {
        let grown = HCRect(x: 0, y: 0, width: 30, height: 30).inset(by: HCEdgeInsets(all: -15))
        #expect(grown == HCRect(x: -15, y: -15, width: 60, height: 60))
        #expect(grown.contains(HCPoint(x: -15, y: 44.9)))
        #expect(!grown.contains(HCPoint(x: 45, y: 0)))
        let flipped = HCRect(x: 0, y: 0, width: 10, height: 10).inset(by: HCEdgeInsets(all: 8))
        #expect(flipped == HCRect(x: 8, y: 8, width: -6, height: -6))
        // Standardized to (2, 2, 6, 6): it still contains points.
        #expect(flipped.contains(HCPoint(x: 2, y: 2)))
        #expect(!flipped.contains(HCPoint(x: 8, y: 8)))
    }
}

@Suite("ViewTransform")
struct AffineTransformTests {
    @Test("inversion matches CGAffineTransformInvert and round-trips")
    func inversion() throws {
        let t = ViewTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -6)
        let inv = try #require(t.inverted())
        #expect(inv == ViewTransform(a: 0.5, b: -0, c: -0, d: 0.25, tx: -5, ty: 1.5))
        let p = HCPoint(x: 3, y: 7)
        #expect(inv.apply(to: t.apply(to: p)) == p)
        #expect(t.concatenating(inv).apply(to: p) == p)
    }

    @Test(
        "a singular transform has no inverse",
        arguments: [
            ViewTransform.scale(0, 1), .scale(0, 0), ViewTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
            ViewTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        ])
    func singular(_ t: ViewTransform) {
        #expect(t.inverted() == nil)
    }

    @Test("quarter turns are exact")
    func quarterTurns() {
        #expect(ViewTransform.quarterTurns(1).apply(to: HCPoint(x: 1, y: 0)) == HCPoint(x: 0, y: 1))
        #expect(ViewTransform.quarterTurns(4) == .identity)
        #expect(ViewTransform.quarterTurns(-1) == .quarterTurns(3))
    }
}
