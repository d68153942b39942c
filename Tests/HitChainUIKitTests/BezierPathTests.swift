import Foundation
import HitChainUIKit
import Testing

@Suite("UIBezierPath: built paths, fill rules and the shapes hit areas use")
struct BezierPathTests {
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private func square(_ r: CGRect, clockwise: Bool = true) -> UIBezierPath {
        let path = UIBezierPath()
        let corners = [p(r.minX, r.minY), p(r.maxX, r.minY), p(r.maxX, r.maxY), p(r.minX, r.maxY)]
        let ordered = clockwise ? corners : corners.reversed()
        path.move(to: ordered[0])
        for c in ordered.dropFirst() { path.addLine(to: c) }
        path.close()
        return path
    }

    @Test("a rectangle of lines answers as init(rect:) everywhere, edges by CGRect's rule")
    func linesMatchTheRectangle() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        let built = square(r)
        let exact = UIBezierPath(rect: r)
        for x in stride(from: CGFloat(5), through: 45, by: 0.5) {
            for y in stride(from: CGFloat(15), through: 65, by: 0.5) {
                #expect(built.contains(p(x, y)) == exact.contains(p(x, y)), "at \(x), \(y)")
                #expect(built.contains(p(x, y)) == r.contains(p(x, y)), "at \(x), \(y)")
            }
        }
    }

    @Test("a triangle: inside, outside, and each side of a slanted edge")
    func triangle() {
        let path = UIBezierPath()
        path.move(to: p(0, 0))
        path.addLine(to: p(100, 0))
        path.addLine(to: p(0, 100))
        path.close()
        #expect(path.contains(p(10, 10)))
        #expect(path.contains(p(49, 50)))
        #expect(!path.contains(p(51, 50)))
        #expect(!path.contains(p(-1, 10)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.currentPoint == p(0, 0))
    }

    @Test("nested squares: the nonzero rule fills a same-direction hole, even-odd never does")
    func fillRules() {
        let same = square(CGRect(x: 0, y: 0, width: 100, height: 100))
        same.append(square(CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(same.contains(p(50, 50)))
        same.usesEvenOddFillRule = true
        #expect(!same.contains(p(50, 50)))
        #expect(same.contains(p(10, 50)))

        let opposite = square(CGRect(x: 0, y: 0, width: 100, height: 100))
        opposite.append(square(CGRect(x: 25, y: 25, width: 50, height: 50), clockwise: false))
        #expect(!opposite.contains(p(50, 50)))
        #expect(opposite.contains(p(10, 50)))
    }

    @Test("an arc built into a path matches the exact circle away from the edge")
    func arcMatchesCircle() {
        let c = p(50, 50)
        let exact = UIBezierPath(arcCenter: c, radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let built = UIBezierPath()
        built.addArc(withCenter: c, radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        built.append(UIBezierPath())  // no longer one initializer's shape: tested flattened
        var compared = 0
        for x in stride(from: CGFloat(0), through: 100, by: 0.5) {
            for y in stride(from: CGFloat(0), through: 100, by: 0.5) {
                let d = hypot(x - 50, y - 50)
                guard abs(d - 40) > 0.02 else { continue }
                #expect(built.contains(p(x, y)) == exact.contains(p(x, y)), "at \(x), \(y)")
                #expect(built.contains(p(x, y)) == (d < 40), "at \(x), \(y)")
                compared += 1
            }
        }
        #expect(compared > 39_000)
    }

    @Test("a half arc is closed by its chord; clockwise is increasing angle, y down")
    func halfArc() {
        let down = UIBezierPath(arcCenter: p(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(down.contains(p(0, 5)))
        #expect(!down.contains(p(0, -5)))
        let up = UIBezierPath(arcCenter: p(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(up.contains(p(0, -5)))
        #expect(!up.contains(p(0, 5)))
        #expect(up.currentPoint.x < -9.99)
    }

    @Test("an oval with an even-odd inner oval is a ring")
    func ring() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)))
        #expect(path.contains(p(50, 50)))  // nonzero: both ovals turn the same way
        path.usesEvenOddFillRule = true
        #expect(!path.contains(p(50, 50)))
        #expect(path.contains(p(10, 50)))
        #expect(!path.contains(p(2, 2)))
    }

    @Test("curves: a quadratic and a cubic bulge hold the points under them")
    func curves() {
        let quad = UIBezierPath()
        quad.move(to: p(0, 0))
        quad.addQuadCurve(to: p(100, 0), controlPoint: p(50, 100))
        quad.close()
        #expect(quad.contains(p(50, 49)))  // the curve's apex is at y = 50
        #expect(!quad.contains(p(50, 51)))
        let cubic = UIBezierPath()
        cubic.move(to: p(0, 0))
        cubic.addCurve(to: p(100, 0), controlPoint1: p(0, 100), controlPoint2: p(100, 100))
        cubic.close()
        #expect(cubic.contains(p(50, 74)))  // apex at y = 75
        #expect(!cubic.contains(p(50, 76)))
        #expect(cubic.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))  // control points count
    }

    @Test("byRoundingCorners rounds only the corners named, radii clamped to half a side")
    func someCorners() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = UIBezierPath(
            roundedRect: r, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!path.contains(p(2, 2)))
        #expect(path.contains(p(98, 2)))
        #expect(path.contains(p(2, 58)))
        #expect(path.contains(p(98, 58)))
        let huge = UIBezierPath(
            roundedRect: r, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 500, height: 500))
        #expect(huge.contains(p(50, 1)))  // a stadium: radius 30 by 50 clamped
        #expect(!huge.contains(p(3, 3)))
        let none = UIBezierPath(roundedRect: r, byRoundingCorners: [], cornerRadii: CGSize(width: 20, height: 20))
        #expect(none.contains(p(0, 0)) && !none.contains(p(100, 30)))
    }

    @Test("apply moves every point; a rotation keeps the shape")
    func transforms() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(path.contains(p(105, 5)) && !path.contains(p(5, 5)))
        let turned = UIBezierPath(rect: CGRect(x: -10, y: -1, width: 20, height: 2))
        turned.apply(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(turned.contains(p(0, 9)) && !turned.contains(p(9, 0)))
    }

    @Test("lines without a current point are ignored; removeAllPoints empties")
    func noCurrentPoint() {
        let path = UIBezierPath()
        path.addLine(to: p(10, 10))
        path.addCurve(to: p(1, 1), controlPoint1: p(2, 2), controlPoint2: p(3, 3))
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.bounds.isNull)
        path.move(to: p(1, 1))
        #expect(!path.isEmpty)
        path.removeAllPoints()
        #expect(path.isEmpty && !path.contains(p(1, 1)))
    }

    @Test("NaN, infinite and absurd inputs answer without crashing or hanging")
    func badNumbers() {
        let path = UIBezierPath()
        path.move(to: p(.nan, 0))
        path.addLine(to: p(10, .infinity))
        path.addArc(withCenter: p(0, 0), radius: 1e300, startAngle: 0, endAngle: 1e300, clockwise: true)
        path.addArc(withCenter: p(0, 0), radius: .nan, startAngle: .nan, endAngle: 1, clockwise: false)
        path.addCurve(to: p(1e300, -1e300), controlPoint1: p(-1e300, 1e300), controlPoint2: p(0, .nan))
        path.close()
        _ = path.contains(p(0, 0))
        _ = path.bounds
        #expect(!path.contains(p(.nan, .nan)))
    }
}
