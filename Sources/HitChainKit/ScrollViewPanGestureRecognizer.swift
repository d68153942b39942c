package import HitChainGeometry
import HitChainScene

/// A scroll view's own pan (`UIScrollView.panGestureRecognizer`): a pan that begins only
/// along an axis its scroll view can scroll, holds the content's touchesBegan for at most
/// `contentTouchDelay` (`delaysContentTouches`), and measures how far the fingers have
/// dragged since it began — the dispatcher moves the content by that much.
package final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// How long the content's touchesBegan waits for the scroll view to tell a scroll from
    /// a tap (UIKit's timer; the value is the model's, see docs/semantics.md).
    package static let contentTouchDelay = 0.15

    /// Whether the delay has passed: touchesBegan is no longer held.
    private var delayOver = false
    /// Where each finger was at its last sample.
    private var previous: [Int: HCPoint] = [:]
    /// The fingers' mean movement since the pan began.
    package private(set) var dragged = HCPoint.zero
    /// The scroll view's content offset when the pan began.
    package var startOffset = HCPoint.zero
    /// The axis the drag is kept to (`isDirectionalLockEnabled`), decided as the pan begins.
    package private(set) var lock: ScrollLock?

    init() {
        super.init(
            spec: GestureRecognizerSpec(name: "", kind: .pan(minimumTouches: 1, maximumTouches: nil)), minimum: 1,
            maximum: nil)
        spec.delaysTouchesBegan = true
    }

    package var scrollView: UIScrollView? { view as? UIScrollView }

    /// The fingers' velocity as they last moved (points per second, screen space).
    package var screenVelocityNow: HCPoint { HCPoint(velocity(in: nil)) }

    package override var holdsTouchesBegan: Bool { spec.delaysTouchesBegan && !delayOver }

    override func began(_ began: [GestureTouch], at time: Double) {
        for t in began { previous[t.id] = t.location }
        if state == .possible, deadline == nil, !delayOver, spec.delaysTouchesBegan,
            let delay = rules.contentTouchDelay(self)
        {
            deadline = time + delay
        }
        super.began(began, at: time)
    }

    override func moved(_ moved: [GestureTouch], at time: Double) {
        var step = HCPoint.zero
        for t in moved {
            guard let p = previous[t.id] else { continue }
            step.x += t.location.x - p.x
            step.y += t.location.y - p.y
            previous[t.id] = t.location
        }
        if state.isActive, !trackedTouches.isEmpty {
            let n = Double(trackedTouches.count)
            let kept = lock?.along(step) ?? step
            dragged = HCPoint(x: dragged.x + kept.x / n, y: dragged.y + kept.y / n)
        }
        super.moved(moved, at: time)
    }

    override func ended(_ ended: [GestureTouch], remaining: Int, at time: Double) {
        for t in ended { previous[t.id] = nil }
        super.ended(ended, remaining: remaining, at: time)
    }

    /// The pan has begun: the drag counts from here, from where its fingers are now (a pan
    /// that waited for arbitration was not following its fingers meanwhile). `current` gives
    /// a finger's location in the event being delivered — the touch has moved there even when
    /// this recognizer has not been handed the move yet (it began as another one failed).
    package func beginDrag(current: (Int) -> HCPoint?) {
        previous = [:]
        for id in trackedTouches { previous[id] = current(id) ?? location[id] }
        dragged = .zero
    }

    /// The delay is over: the content gets the touchesBegan held so far.
    override func timerFired(at time: Double) { delayOver = true }

    /// A drag along an axis the scroll view cannot scroll (its content fits) is not a scroll.
    override func refusal(toBeginAfter translation: HCPoint) -> String? {
        guard let scrollView else { return nil }
        let horizontal = rules.dragIsHorizontal(translation)
        if rules.scrollsAlong(scrollView, horizontally: horizontal) {
            lock = scrollView.isDirectionalLockEnabled ? rules.directionalLock(translation) : nil
            return nil
        }
        return "\(scrollView.name) cannot scroll \(horizontal ? "horizontally" : "vertically") (its content fits)"
    }

    override var reasonToBegin: String {
        guard let lock else { return super.reasonToBegin }
        return super.reasonToBegin + ", locked \(lock.rawValue)ly"
    }

    override func resetKind() {
        super.resetKind()
        delayOver = false
        previous = [:]
        dragged = .zero
        startOffset = .zero
        lock = nil
    }
}
