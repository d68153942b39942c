// Gesture recognizer subclasses as iOS apps write them (UIGestureRecognizerSubclass): a tap
// that only counts near an edge, a long press that reports where the finger came down, a
// recognizer of its own that follows a diagonal drag, and subclasses that answer UIKit's
// arbitration questions themselves. Written against UIKit's names only.
import HitChainUIKit

/// A tap that counts only within `edgeWidth` of its view's leading edge (a back-swipe zone):
/// its `touchesBegan` fails it elsewhere, and otherwise leaves the tap's rules to `super`.
final class EdgeTapGestureRecognizer: UITapGestureRecognizer {
    var edgeWidth: CGFloat = 44
    private(set) var touchesBeganCalls = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesBeganCalls += 1
        guard let view, let touch = touches.first, touch.location(in: view).x <= edgeWidth else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}

/// A long press whose `location(in:)` is where the finger came down, not where it is now
/// (a context menu anchored to the press).
final class AnchoredLongPressGestureRecognizer: UILongPressGestureRecognizer {
    private(set) var anchor: CGPoint?
    private(set) var touchLocations: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first {
            anchor = touch.location(in: nil)
            touchLocations.append(touch.location(in: view))
        }
    }

    override func location(in view: UIView?) -> CGPoint {
        guard let anchor else { return super.location(in: view) }
        return view.map { $0.convert(anchor, from: nil) } ?? anchor
    }

    override func reset() {
        super.reset()
        anchor = nil
    }
}

/// A recognizer of its own: begins once one finger has moved 20 pt down and to the right,
/// changes with each move, ends when it lifts, fails if it goes up or left first.
final class DiagonalDragGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint?
    private(set) var resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        start = touch.location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let touch = touches.first else { return }
        let p = touch.location(in: view)
        if state == .possible {
            if p.x < start.x || p.y < start.y {
                state = .failed
            } else if p.x - start.x >= 20, p.y - start.y >= 20 {
                state = .began
            }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    override func reset() {
        super.reset()
        start = nil
        resets += 1
    }
}

/// A single tap that waits for any double tap sharing its touches to fail, asked of the
/// recognizer itself (`shouldRequireFailure(of:)`) instead of `require(toFail:)`.
final class PatientTapGestureRecognizer: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer).map { $0.numberOfTapsRequired > 1 } ?? false
    }
}

/// A pan that no other recognizer's recognition can make fail.
final class StubbornPanGestureRecognizer: UIPanGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// An object that is not a responder, as the target of recognizers' actions.
final class GestureLog: NSObject {}
