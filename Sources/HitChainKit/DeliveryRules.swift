package import HitChainGeometry
package import HitChainScene

/// The decisions event delivery makes beyond hit-testing, each a hook with UIKit's rule as
/// its default (docs/semantics.md, "Delivery"). The dispatcher (HitChainDelivery) asks these
/// for every such decision; a delivery mutant (`DeliveryMutation`) is a type that overrides
/// one hook, in a file of its own — the fuzzer's independent expectations must catch it.
package protocol DeliveryRules: Sendable {
    /// Why `responder` may not become first responder, before its window's current first
    /// responder is asked to resign: `canBecomeFirstResponder` false, or not in a window.
    func refusal(toBecome responder: UIResponder, in window: UIWindow?) -> FirstResponderChange.Refusal?
    /// Whether a first responder agrees to resign (`canResignFirstResponder`).
    func mayResign(_ responder: UIResponder) -> Bool
    /// Where motion, remote-control and press events start: the key window's first
    /// responder, else the key window.
    func eventTarget(_ app: UIApplication) -> UIResponder?
    /// Where a nil-targeted action or an editing-menu query starts: the key window's first
    /// responder, else the sender.
    func actionStart(_ app: UIApplication, sender: UIResponder?) -> UIResponder?
    /// Why a touch beginning on `view` reaches neither the view nor its recognizers, given
    /// the views of its window that are tracking a touch (`isExclusiveTouch`).
    func exclusiveTouchBlock(_ view: UIView, tracking: [UIView]) -> TouchBlock?
    /// Why `view` itself is not given a new touch while touch `other()` is down on it
    /// (`isMultipleTouchEnabled` false); its recognizers still see the touch. `other` is
    /// asked only when the rule needs it (it walks the touches down).
    func multipleTouchBlock(_ view: UIView, tracking other: () -> Int?) -> TouchBlock?
    /// Whether a possible recognizer holds back the view's `phase` (`.began`:
    /// `delaysTouchesBegan`, `.ended`: `delaysTouchesEnded`).
    func delays(_ recognizer: UIGestureRecognizer, _ phase: TouchPhase) -> Bool
    /// Whether recognizing cancels the view's touches (`cancelsTouchesInView`).
    func cancelsTouchesInView(_ recognizer: UIGestureRecognizer) -> Bool
    /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
    func requiredToFail(_ recognizer: UIGestureRecognizer) -> [String]
    /// Whether a timer with `deadline` fires before the event at `time` is delivered.
    func isDue(_ deadline: Double, at time: Double) -> Bool
    /// How far outside its bounds a control's touch still counts as inside.
    func insideTolerance(_ control: UIView) -> Double
    /// Whether a pinch or rotation in progress ends as a finger of its pair lifts, with
    /// `pairStillDown` of the pair's fingers still pressed (UIKit: when both have lifted).
    func twoFingerGestureEnds(pairStillDown: Int) -> Bool
    /// `canPerformAction(_:withSender:)` of one of the package's responders: the scene's
    /// declared answer, else whether it implements the action.
    func canPerform(_ responder: UIResponder, _ selector: String) -> Bool
    /// Whether the `next` overrides a scene declares are followed.
    var honorsDeclaredNext: Bool { get }
    /// The delegate's `gestureRecognizerShouldBegin(_:)` (true without a delegate).
    func delegateAllowsBegin(_ recognizer: UIGestureRecognizer) -> Bool
    /// The delegate's `gestureRecognizer(_:shouldReceive:)` for the event, then for the touch
    /// (true without one).
    func delegateAllowsReceive(_ recognizer: UIGestureRecognizer, _ touch: UITouch, in event: UIEvent) -> Bool
    /// Whether two recognizers may both recognize: either lists the other as simultaneous,
    /// or either delegate says so (`shouldRecognizeSimultaneouslyWith`).
    func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool
    /// Whether `recognizer` receives a press of `type` dispatched to a responder whose chain
    /// passes its view (UIKit: `allowedPressTypes` lists the type).
    func receivesPress(_ recognizer: UIGestureRecognizer, _ type: PressType) -> Bool
    /// The delegate's `gestureRecognizer(_:shouldReceive:)` for the event, then for the press
    /// (true without one).
    func delegateAllowsReceive(_ recognizer: UIGestureRecognizer, _ press: UIPress, in event: UIPressesEvent) -> Bool
    /// Whether recognizing cancels the presses it saw at the responder they were dispatched to
    /// (UIKit, as the model reads it: `cancelsTouchesInView`).
    func cancelsPresses(_ recognizer: UIGestureRecognizer) -> Bool
    /// A scene's declared delegate answer the `time`th time (from 0) its question is asked
    /// (UIKit, as a delegate object would answer: the answer at that place, else the last).
    func declaredAnswer(_ answers: [Bool], time: Int) -> Bool
    /// Whether a required recognizer's cancellation counts as its failure (UIKit: no — a
    /// dependent fails as soon as the required one begins or recognizes).
    var cancellationReleasesDependents: Bool { get }
    /// Whether a scroll view's drag may take over the touch `content` is tracking:
    /// `canCancelContentTouches`, then `touchesShouldCancel(in:)`.
    func scrollMayCancel(_ scrollView: UIScrollView, tracking content: UIView) -> Bool
    /// `touchesShouldBegin(_:with:in:)`: whether `content`, inside `scrollView`, gets a
    /// touch that begins on it.
    func contentMayBegin(_ scrollView: UIScrollView, _ touch: UITouch, _ event: UIEvent, in content: UIView) -> Bool
    /// The content offset a drag gives: where it was when the drag began, less the finger's
    /// translation since (the content follows the finger).
    func contentOffset(from start: HCPoint, translation: HCPoint) -> HCPoint
    /// The phase a press is delivered in (UIKit: the phase it has).
    func deliveredPhase(_ phase: PressPhase) -> PressPhase
    /// Whether a touch beginning now is given to `recognizer` (one over the touch's view):
    /// enabled, not waiting for its reset, not waiting for arbitration.
    func admits(_ recognizer: UIGestureRecognizer) -> Bool
    /// Whether a scroll view reads a drag of `translation` as horizontal when it decides
    /// whether it can scroll that way (UIKit, as the model fixes it: |x| ≥ |y|).
    func dragIsHorizontal(_ translation: HCPoint) -> Bool
    /// Whether `scrollView` takes a drag along the x axis (or the y axis): its content is larger
    /// than its bounds that way, or it `bounces` and always bounces that way.
    func scrollsAlong(_ scrollView: UIScrollView, horizontally: Bool) -> Bool
    /// The offset on one axis a drag gives when it asks for `raw`: within `range`, or on an
    /// `elastic` axis (`bounces`) past it by half as much as asked.
    func draggedOffset(_ raw: Double, within range: ClosedRange<Double>, elastic: Bool) -> Double
    /// Whether content dragged past its edge returns to it as the finger lifts.
    var returnsToEdgeOnLift: Bool { get }
    /// The velocity the content moves on with after the finger lifts, given the fingers'
    /// velocity as they lifted (points per second, screen space): the opposite (the offset
    /// moves against the finger).
    func contentVelocity(afterLiftAt fingerVelocity: HCPoint) -> HCPoint
    /// Whether a touch landing on a decelerating scroll view (or its content) stops it.
    var touchStopsDeceleration: Bool { get }
    /// Whether the content view under a touch that stopped a deceleration gets that touch.
    var stoppingTouchReachesContent: Bool { get }
    /// The axis a drag of `translation` (so far, as the pan begins) is locked to when its scroll
    /// view has `isDirectionalLockEnabled`: the one whose component is more than twice the
    /// other's; nil for a diagonal drag, which is not locked.
    func directionalLock(_ translation: HCPoint) -> ScrollLock?
    /// How long a scroll view holds its content's touchesBegan (`delaysContentTouches`): the
    /// model's 0.15 s; nil holds it until the scroll view knows, with no timer.
    func contentTouchDelay(_ pan: UIGestureRecognizer) -> Double?
    /// Whether delegates set up a failure requirement of `r` on `q`: `r`'s delegate answers
    /// `shouldRequireFailureOf` yes, or `q`'s answers `shouldBeRequiredToFailBy` yes.
    func delegatesRequireFailure(_ r: UIGestureRecognizer, of q: UIGestureRecognizer) -> Bool
    /// Whether a pending recognition waits for `other`, which it does not require to fail
    /// (UIKit: it never does — only failure requirements make a recognizer wait).
    func pendingWaits(_ r: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool
    /// The two fingers a pinch or rotation follows, of the fingers it tracks in the order they
    /// came down, asked as each finger comes down; `current` is the pair so far (UIKit: the
    /// first two, kept once chosen).
    func twoFingerPair(_ tracked: [Int], current: [Int]) -> [Int]
    /// Where a press's phase starts: `bound`, the responder it was first dispatched to (nil for
    /// its began, or one the model never saw begin), else `current`, where a new press would go
    /// (UIKit: UIPress.responder — a press stays with the responder it was dispatched to).
    func pressResponder(bound: UIResponder?, current: UIResponder?) -> UIResponder?
    /// The phase whose handler a responder answers a press message of `phase` with (UIKit:
    /// the message's own: `pressesChanged` is not `pressesBegan`).
    func pressHandlerPhase(_ phase: PressPhase) -> PressPhase
    /// Whether a message to `responder` calls its class's own methods (`touchesBegan`,
    /// `canPerformAction`, …) before the scene's declarations (UIKit: a user's class is always
    /// called — its override is what the app wrote).
    func callsOverrides(of responder: UIResponder) -> Bool
    /// Whether a scroll view's `touchesShouldBegin(_:with:in:)` waits for the moment its
    /// content's touchesBegan is delivered rather than being asked at touch-down (UIKit: when
    /// `delaysContentTouches` is true — "If the value is false, the scroll view immediately calls
    /// touchesShouldBegin(_:with:in:)").
    func asksContentQuestionOnDelivery(_ scrollView: UIScrollView) -> Bool
    /// `UIView.gestureRecognizerShouldBegin(_:)` of a recognizer's view: asked of a user's class
    /// and of a view whose scene declares the answer (UIView's own answers true).
    func viewAllowsBegin(_ view: UIView, _ recognizer: UIGestureRecognizer) -> Bool
    /// Whether delegates' failure-requirement answers are kept for the rest of an attempt to
    /// recognize once asked (UIKit: yes — "called once per attempt to recognize").
    var asksRequirementsOncePerAttempt: Bool { get }
    /// Whether a required recognizer that has failed releases its dependents at once (UIKit:
    /// yes — "the current gesture recognizer transitions to its normal next state").
    func failureReleases(_ required: UIGestureRecognizer) -> Bool
    /// Whether the views that need layout are laid out at the start of an event, before any of it
    /// is delivered (UIKit: at the end of the run-loop turn before the event).
    var laysOutBeforeDelivery: Bool { get }
}

extension DeliveryRules {
    package func refusal(toBecome responder: UIResponder, in window: UIWindow?) -> FirstResponderChange.Refusal? {
        guard responder.canBecomeFirstResponder else { return .cannotBecome }
        return window == nil ? .notInWindow : nil
    }

    package func mayResign(_ responder: UIResponder) -> Bool { responder.canResignFirstResponder }

    package func eventTarget(_ app: UIApplication) -> UIResponder? {
        guard let key = app.keyWindow else { return nil }
        return key.firstResponder ?? key
    }

    package func actionStart(_ app: UIApplication, sender: UIResponder?) -> UIResponder? {
        app.keyWindow?.firstResponder ?? sender
    }

    package func exclusiveTouchBlock(_ view: UIView, tracking: [UIView]) -> TouchBlock? {
        if let exclusive = tracking.first(where: { $0.isExclusiveTouch && $0 !== view }) {
            return .exclusiveTracking(exclusive: exclusive.name)
        }
        if view.isExclusiveTouch, let other = tracking.first(where: { $0 !== view }) {
            return .exclusiveBlocked(view: view.name, tracking: other.name)
        }
        return nil
    }

    package func multipleTouchBlock(_ view: UIView, tracking other: () -> Int?) -> TouchBlock? {
        guard !view.isMultipleTouchEnabled, let other = other() else { return nil }
        return .multipleTouchDisabled(view: view.name, tracking: other)
    }

    package func delays(_ recognizer: UIGestureRecognizer, _ phase: TouchPhase) -> Bool {
        phase == .began ? recognizer.holdsTouchesBegan : recognizer.spec.delaysTouchesEnded
    }

    package func cancelsTouchesInView(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.spec.cancelsTouchesInView
    }

    package func requiredToFail(_ recognizer: UIGestureRecognizer) -> [String] { recognizer.spec.requiresFailureOf }

    package func isDue(_ deadline: Double, at time: Double) -> Bool { deadline <= time }

    package func insideTolerance(_ control: UIView) -> Double { control.controlState.spec.insideTolerance }

    package func twoFingerGestureEnds(pairStillDown: Int) -> Bool { pairStillDown == 0 }

    package func canPerform(_ responder: UIResponder, _ selector: String) -> Bool {
        responder.canPerformAsDeclared(selector)
    }

    package var honorsDeclaredNext: Bool { true }

    package func delegateAllowsBegin(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.askShouldBegin() }

    package func delegateAllowsReceive(_ recognizer: UIGestureRecognizer, _ touch: UITouch, in event: UIEvent) -> Bool {
        recognizer.askShouldReceive(touch, in: event)
    }

    package func receivesPress(_ recognizer: UIGestureRecognizer, _ type: PressType) -> Bool {
        recognizer.allowsPress(type)
    }

    package func delegateAllowsReceive(_ recognizer: UIGestureRecognizer, _ press: UIPress, in event: UIPressesEvent)
        -> Bool
    { recognizer.askShouldReceive(press, in: event) }

    package func cancelsPresses(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.spec.cancelsTouchesInView }

    package func declaredAnswer(_ answers: [Bool], time: Int) -> Bool {
        GestureDelegateSpec.answer(answers, time: time)
    }

    package func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a.spec.simultaneousWith.contains(b.label) || b.spec.simultaneousWith.contains(a.label) { return true }
        return a.askSimultaneous(with: b) || b.askSimultaneous(with: a)
    }

    package var cancellationReleasesDependents: Bool { false }

    package func scrollMayCancel(_ scrollView: UIScrollView, tracking content: UIView) -> Bool {
        guard scrollView.canCancelContentTouches else { return false }
        return scrollView.note("touchesShouldCancel(in: \(content.name))", scrollView.touchesShouldCancel(in: content))
    }

    package func contentMayBegin(_ scrollView: UIScrollView, _ touch: UITouch, _ event: UIEvent, in content: UIView)
        -> Bool
    {
        scrollView.note(
            "touchesShouldBegin(touch \(touch.identifier), in: \(content.name))",
            scrollView.touchesShouldBegin([touch], with: event, in: content))
    }

    package func contentOffset(from start: HCPoint, translation: HCPoint) -> HCPoint {
        HCPoint(x: start.x - translation.x, y: start.y - translation.y)
    }

    package func deliveredPhase(_ phase: PressPhase) -> PressPhase { phase }

    package func admits(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.acceptsNewTouches }

    package func dragIsHorizontal(_ translation: HCPoint) -> Bool { abs(translation.x) >= abs(translation.y) }

    package func scrollsAlong(_ scrollView: UIScrollView, horizontally: Bool) -> Bool {
        scrollView.canScroll(horizontally: horizontally) || scrollView.alwaysBounces(horizontally: horizontally)
    }

    package func draggedOffset(_ raw: Double, within range: ClosedRange<Double>, elastic: Bool) -> Double {
        let edge = min(max(raw, range.lowerBound), range.upperBound)
        return elastic ? edge + (raw - edge) / 2 : edge
    }

    package var returnsToEdgeOnLift: Bool { true }

    package func contentVelocity(afterLiftAt fingerVelocity: HCPoint) -> HCPoint {
        HCPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
    }

    package var touchStopsDeceleration: Bool { true }

    package var stoppingTouchReachesContent: Bool { false }

    package func directionalLock(_ translation: HCPoint) -> ScrollLock? {
        let x = abs(translation.x)
        let y = abs(translation.y)
        if x > 2 * y { return .horizontal }
        if y > 2 * x { return .vertical }
        return nil
    }

    package func contentTouchDelay(_ pan: UIGestureRecognizer) -> Double? {
        ScrollViewPanGestureRecognizer.contentTouchDelay
    }

    package func delegatesRequireFailure(_ r: UIGestureRecognizer, of q: UIGestureRecognizer) -> Bool {
        r.askRequiresFailure(of: q) || q.askRequiredToFail(by: r)
    }

    package func pendingWaits(_ r: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool { false }

    package func twoFingerPair(_ tracked: [Int], current: [Int]) -> [Int] {
        current.count == 2 ? current : Array(tracked.prefix(2))
    }

    package func pressHandlerPhase(_ phase: PressPhase) -> PressPhase { phase }

    package func pressResponder(bound: UIResponder?, current: UIResponder?) -> UIResponder? { bound ?? current }

    package func callsOverrides(of responder: UIResponder) -> Bool { responder.isUserClass }

    package func failureReleases(_ required: UIGestureRecognizer) -> Bool { true }

    package var asksRequirementsOncePerAttempt: Bool { true }

    package func viewAllowsBegin(_ view: UIView, _ recognizer: UIGestureRecognizer) -> Bool {
        guard view.isUserClass || !view.declaredGestureShouldBegin else { return true }
        return view.note(
            "gestureRecognizerShouldBegin(\(recognizer.label))", view.gestureRecognizerShouldBegin(recognizer))
    }

    package func asksContentQuestionOnDelivery(_ scrollView: UIScrollView) -> Bool { scrollView.delaysContentTouches }
    package var laysOutBeforeDelivery: Bool { true }
}

/// UIKit's delivery rules, every hook at its default.
package struct UIKitDeliveryRules: DeliveryRules {
    package init() {}
}
