#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

// The UIKit code each declarative override of docs/scene-format.md stands for, written as
// for iOS. `DeclaredVocabularyTests` checks each against its declared form, point by point.

/// `"pointInside": "oval"`.
final class DeclaredOvalView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

/// `"pointInside": "circle"` (no radius) and `{"circle": r}`.
final class DeclaredCircleView: UIView {
    var radius: CGFloat?
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let r = radius ?? min(bounds.width, bounds.height) / 2
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        return UIBezierPath(arcCenter: center, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            .contains(point)
    }
}

/// `{"roundedRect": r}`.
final class DeclaredRoundedView: UIView {
    var cornerRadius: CGFloat = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).contains(point)
    }
}

/// `{"minimumSize": [w, h]}`.
final class DeclaredMinimumSizeView: UIView {
    var minimumSize = CGSize(width: 44, height: 44)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = max(0, (minimumSize.width - bounds.width) / 2)
        let dy = max(0, (minimumSize.height - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}

/// `{"boundsOf": "name"}`: the touch area is another view's.
final class DeclaredBoundsOfView: UIView {
    weak var touchArea: UIView?
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let area = touchArea else { return false }
        return area.bounds.contains(convert(point, to: area))
    }
}

/// `"pointInside": "subviewsPointInside"`.
final class DeclaredSubviewsInsideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        subviews.contains { $0.point(inside: convert(point, to: $0), with: event) }
    }
}

/// `{"redirectTo": "name"}`.
final class DeclaredRedirectView: UIView {
    weak var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? target : hit
    }
}

/// `{"onlySubviews": ["a", "b"]}`.
final class DeclaredOnlySubviewsView: UIView {
    var listed: [UIView] = []
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() where listed.contains(where: { $0 === view }) {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return self
    }
}

/// `"hitTest": "selfWhenInside"`.
final class DeclaredSelfWhenInsideView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? self : nil
    }
}
