#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A ring-shaped control (a record button's outer ring): the hole in the middle lets touches
/// through to what is behind, unless VoiceOver is running, when the whole disc takes them.
final class RingButton: UIButton {
    var ringWidth: CGFloat = 12

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let path = UIBezierPath(ovalIn: bounds)
        if !UIAccessibility.isVoiceOverRunning {
            path.append(UIBezierPath(ovalIn: bounds.insetBy(dx: ringWidth, dy: ringWidth)))
            path.usesEvenOddFillRule = true
        }
        return path.contains(point)
    }
}

/// A speech-bubble hit area built point by point: a rounded body and a tail drawn with lines
/// and a curve, as a chat app's message cell draws it.
final class BubbleView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let body = bounds.inset(by: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        let path = UIBezierPath(
            roundedRect: body, byRoundingCorners: [.topRight, .bottomRight, .topLeft],
            cornerRadii: CGSize(width: 16, height: 16))
        path.move(to: CGPoint(x: body.minX, y: body.maxY - 20))
        path.addLine(to: CGPoint(x: body.minX, y: body.maxY))
        path.addLine(to: CGPoint(x: bounds.minX, y: bounds.maxY))
        path.addQuadCurve(
            to: CGPoint(x: body.minX, y: body.maxY - 20),
            controlPoint: CGPoint(x: body.minX, y: body.maxY - 5))
        path.close()
        return path.contains(point)
    }
}
