#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A view that notes its touches and still passes them on to its next responder.
final class TouchLoggingView: UIView {
    var began: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first {
            began.append(touch.location(in: self))
        }
        super.touchesBegan(touches, with: event)
    }
}
