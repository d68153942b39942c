import HitChainKit
import HitChainScene
import HitChainUIKit

// Named for its concept: the catalogue's recognizer subclasses, each a few lines that call super.
// Recognizer subclasses as apps write them (UIGestureRecognizerSubclass): each overrides the
// touch methods, `reset()` and `location(in:)`, and calls `super` in every one, so it must
// recognize exactly as its built-in class does — the dispatcher's subclass path (the touches as
// `UITouch` objects, tracked whatever the subclass does, `super` running the kind's rules)
// against the built-in path the properties expect.

/// A tap subclass that logs its calls and calls `super`.
final class FuzzLoggingTapRecognizer: UITapGestureRecognizer {
    private(set) var calls = 0

    override init(spec: GestureRecognizerSpec, taps: Int, touches: Int) {
        super.init(spec: spec, taps: taps, touches: touches)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls += 1
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls += 1
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls += 1
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        calls += 1
        super.touchesCancelled(touches, with: event)
    }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func reset() {
        super.reset()
        calls = 0
    }
}

/// A long-press subclass that reads its touches' locations and calls `super`.
final class FuzzAnchoredLongPressRecognizer: UILongPressGestureRecognizer {
    private(set) var anchor: CGPoint?

    override init(spec: GestureRecognizerSpec, duration: Double, movement: Double, touches: Int) {
        super.init(spec: spec, duration: duration, movement: movement, touches: touches)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if anchor == nil { anchor = touches.first?.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
    }
    override func reset() {
        super.reset()
        anchor = nil
    }
}

/// A pan subclass that reads its translation on every move and calls `super`.
final class FuzzTrackingPanRecognizer: UIPanGestureRecognizer {
    private(set) var lastTranslation = CGPoint.zero

    override init(spec: GestureRecognizerSpec, minimum: Int, maximum: Int?) {
        super.init(spec: spec, minimum: minimum, maximum: maximum)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        lastTranslation = translation(in: view)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
    }
}

/// A tap subclass that waits for every tap needing more taps that shares its touches to fail,
/// asked of itself (`shouldRequireFailure(of:)`), as a single tap beside a double tap is written.
final class FuzzPatientTapRecognizer: UITapGestureRecognizer {
    override init(spec: GestureRecognizerSpec, taps: Int, touches: Int) {
        super.init(spec: spec, taps: taps, touches: touches)
    }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = otherGestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired > numberOfTapsRequired
    }
}
