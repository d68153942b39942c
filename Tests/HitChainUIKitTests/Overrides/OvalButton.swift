#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A button drawn as an oval: only the oval takes touches, not the corners of its bounds.
final class OvalButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}
