public import Foundation
import HitChainGeometry
package import HitChainScene

/// UIGestureRecognizer: a state machine that watches the touches of its view and of the
/// view's subviews before the view gets them (seed 002; docs/semantics.md).
///
/// A class, because identity matters: the dispatcher binds touches to *this* recognizer and
/// relations (`require(toFail:)`, simultaneous recognition) name other recognizers. The
/// recognizer only decides; the dispatcher (HitChainDelivery) arbitrates between
/// recognizers, applies their effects on the view's touches, sends actions and traces.
///
/// A recognizer never enters `began` or a discrete `ended` by itself: it asks to
/// (`pendingRecognition`) and the dispatcher commits or fails the request, because another
/// recognizer may have to fail first or may already own the touches.
open class UIGestureRecognizer: NSObject {
    package internal(set) var spec: GestureRecognizerSpec
    /// `name` (iOS 11): what traces and relations call it. A recognizer made in code is named
    /// when its view joins an application.
    public var name: String? {
        get { spec.name }
        set { spec.name = newValue ?? "" }
    }
    /// The name traces print.
    package var label: String { spec.name }
    /// `delegate`, held weakly as UIKit holds it.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The recognizers `require(toFail:)` was given in code (a scene names them instead).
    private var failureRequirements: [WeakRecognizer] = []
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    /// `isEnabled` (true): a disabled recognizer is given no new touches.
    open var isEnabled: Bool
    /// The state the model keeps; `state` reads it, and a subclass's writes ask for changes.
    package internal(set) var currentState: UIGestureRecognizer.State = .possible
    /// The touches it tracks that are down, in the order they began.
    package internal(set) var trackedTouches: [Int] = []
    /// Where each tracked touch began and where it is now (screen space).
    var startLocation: [Int: HCPoint] = [:]
    var location: [Int: HCPoint] = [:]
    /// Every touch it received since its last reset (how the dispatcher tells which
    /// recognizers compete for the same touches).
    package internal(set) var seenTouches: Set<Int> = []
    /// The view each touch it saw was hit-tested to when it began, kept until its reset,
    /// after the touch itself is gone (a control under it keeps its gesture).
    var hitViews: [Int: UIView] = [:]
    /// When its timer fires, on the dispatcher's virtual clock (nil: no timer).
    package internal(set) var deadline: Double?
    /// A recognition waiting for the dispatcher: the state it asks for and why.
    package internal(set) var pendingRecognition: GestureTransition?
    /// What the delegates answered about this recognizer waiting for another to fail
    /// (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`), by the other, in this attempt
    /// to recognize: asked once per attempt (Apple), forgotten at the reset.
    package var delegateRequirements: [ObjectIdentifier: Bool] = [:]
    /// When its attempt to recognize began (its first touch or press since its reset) and when
    /// it last failed, on its application's count of failures: `q` failed during `r`'s attempt
    /// when `q.failureStamp > r.attemptStamp`, and a failure requirement of `r` on `q` is then
    /// met for the rest of the attempt, even once `q` resets and takes new touches
    /// (docs/semantics.md, "Decision: require to fail"). Set by the dispatcher.
    package var attemptStamp = 0
    package var failureStamp = 0
    var transitions: [GestureTransition] = []

    /// The distance a tap's touch may move and a pan must travel before it begins.
    package static let hysteresis = 10.0
    /// The longest wait between the taps of a multi-tap.
    package static let maximumTapInterval = 0.35

    package init(spec: GestureRecognizerSpec) {
        self.spec = spec
        self.isEnabled = spec.isEnabled
        isUserClass = !Self.packageClasses.contains(ObjectIdentifier(Self.self))
        super.init()
        if let d = spec.delegate {
            declaredDelegate = DeclaredGestureDelegate(d)
            delegate = declaredDelegate
        }
    }

    /// `init(target:action:)`: a recognizer of no built-in kind — it recognizes only when a
    /// subclass sets its `state` (UIGestureRecognizerSubclass). Every subclass inherits it.
    public init(target: Any?, action: Selector?) {
        spec = GestureRecognizerSpec(name: "", kind: .custom)
        isEnabled = true
        isUserClass = !Self.packageClasses.contains(ObjectIdentifier(Self.self))
        super.init()
        addTarget(target, action: action)
    }

    /// Whether it is of a class the package does not define: its overrides are called.
    package let isUserClass: Bool

    /// The package's own recognizer classes: their behaviour is the model's rules.
    private static let packageClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UIPanGestureRecognizer.self),
        ObjectIdentifier(UISwipeGestureRecognizer.self), ObjectIdentifier(UIPinchGestureRecognizer.self),
        ObjectIdentifier(UIRotationGestureRecognizer.self), ObjectIdentifier(ScrollViewPanGestureRecognizer.self),
    ]

    /// The class traces and pictures name: UIKit's for the package's own, the user's own.
    package var typeName: String { isUserClass ? String(describing: type(of: self)) : spec.kind.className }

    /// The delegate a scene declares, kept alive here (`delegate` is weak, as UIKit's is).
    private var declaredDelegate: DeclaredGestureDelegate?

    /// The recognizer class for `spec`'s kind.
    package static func make(_ spec: GestureRecognizerSpec) -> UIGestureRecognizer {
        switch spec.kind {
        case .tap(let taps, let touches): return UITapGestureRecognizer(spec: spec, taps: taps, touches: touches)
        case .longPress(let duration, let movement, let touches):
            return UILongPressGestureRecognizer(spec: spec, duration: duration, movement: movement, touches: touches)
        case .pan(let minimum, let maximum):
            return UIPanGestureRecognizer(spec: spec, minimum: minimum, maximum: maximum)
        case .swipe(let direction, let touches):
            return UISwipeGestureRecognizer(spec: spec, direction: direction, touches: touches)
        case .pinch: return UIPinchGestureRecognizer(spec: spec)
        case .rotation: return UIRotationGestureRecognizer(spec: spec)
        case .custom: return UIGestureRecognizer(spec: spec)
        }
    }

    // MARK: UIKit's API

    /// `addTarget(_:action:)`: the action is sent to `target` — a responder by its name when it
    /// is sent, any other object straight (traced by its class) — or up the chain when nil or
    /// gone (held weakly). One action per recognizer in the model: a second replaces the first
    /// (docs/uikit-api.md).
    public func addTarget(_ target: Any?, action: Selector?) {
        guard let action else { return }
        spec.action = action.actionName
        actionTarget = ActionTarget(target)
        spec.target = nil
    }

    /// The target `addTarget(_:action:)` gave, read when the action is sent.
    private var actionTarget = ActionTarget.chain

    /// The action's target by name, now: a scene's, or the responder added in code.
    package var actionTargetName: String? {
        if let t = spec.target { return t }
        if case .responder(let r) = actionTarget.current { return r.name }
        return nil
    }

    /// The object that is not a responder `addTarget(_:action:)` gave, if it is still there.
    package var actionObject: AnyObject? {
        guard spec.target == nil, case .object(let o) = actionTarget.current else { return nil }
        return o
    }

    /// `cancelsTouchesInView` (true by default).
    public var cancelsTouchesInView: Bool {
        get { spec.cancelsTouchesInView }
        set { spec.cancelsTouchesInView = newValue }
    }

    /// `delaysTouchesBegan` (false by default).
    public var delaysTouchesBegan: Bool {
        get { spec.delaysTouchesBegan }
        set { spec.delaysTouchesBegan = newValue }
    }

    /// `delaysTouchesEnded` (true by default).
    public var delaysTouchesEnded: Bool {
        get { spec.delaysTouchesEnded }
        set { spec.delaysTouchesEnded = newValue }
    }

    /// `require(toFail:)`: this recognizer recognizes only once `other` has failed.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// The recognizers `require(toFail:)` was given that still exist.
    package var requiredToFailInCode: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// `numberOfTouches`: the touches it tracks now (not its presses).
    public var numberOfTouches: Int { trackedTouches.filter { $0 >= 0 }.count }

    /// `location(in:)`: the centroid of its touches, in `view`'s space (screen space for nil).
    open func location(in view: UIView?) -> CGPoint {
        let points = trackedTouches.filter { $0 >= 0 }.compactMap { location[$0] }
        guard !points.isEmpty else { return .zero }
        let c = HCPoint(
            x: points.map(\.x).reduce(0, +) / Double(points.count),
            y: points.map(\.y).reduce(0, +) / Double(points.count))
        guard let view else { return c.cgPoint }
        return (view.convertFromScreen(c) ?? c).cgPoint
    }

    /// `location(ofTouch:in:)`: where its `touchIndex`th touch (in the order they came down)
    /// is, in `view`'s space; the screen's origin for an index out of range (UIKit raises).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex), let p = location[trackedTouches[touchIndex]] else {
            return .zero
        }
        guard let view else { return p.cgPoint }
        return (view.convertFromScreen(p) ?? p).cgPoint
    }

    /// Its class, name and state, as UIKit's description reads.
    open override var description: String { "<\(typeName) \"\(label)\" state: \(state.rawValue)>" }

    /// Whether it holds back its view's touchesBegan now (`delaysTouchesBegan`; a scroll
    /// view's pan only until its delay has passed).
    package var holdsTouchesBegan: Bool { spec.delaysTouchesBegan }

    /// Whether a touch that begins now is given to it: enabled, not waiting for a reset and
    /// not waiting for arbitration.
    package var acceptsNewTouches: Bool { isEnabled && pendingRecognition == nil && !state.isFinal }

    /// Whether its hooks run: it is still deciding, or a continuous gesture in progress.
    package var isListening: Bool { pendingRecognition == nil && !state.isFinal }

    /// The dispatcher's call a subclass's touch method is answering, if any.
    var delivering: GestureCall?

    // MARK: UIGestureRecognizerSubclass

    /// `state`. A subclass sets it as UIGestureRecognizerSubclass allows: `.began` or
    /// `.ended` (`.recognized`) from `.possible` asks to recognize — the dispatcher decides,
    /// as for the built-in kinds (`require(toFail:)`, competitors, delegates) —, `.failed`
    /// from `.possible` fails, `.changed`, `.ended` and `.cancelled` move a gesture in
    /// progress on. Any other change is ignored, as UIKit ignores it.
    open var state: UIGestureRecognizer.State {
        get { currentState }
        set { requestState(newValue) }
    }

    private func requestState(_ new: UIGestureRecognizer.State) {
        let reason = "\(typeName) set its state to \(new.rawValue)"
        switch (currentState, new) {
        case (.possible, .began), (.possible, .ended):
            guard pendingRecognition == nil else { return }
            deadline = nil
            pendingRecognition = GestureTransition(from: .possible, to: new, reason: reason)
        case (.possible, .failed):
            fail(reason)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
            (.changed, .cancelled):
            transition(to: new, reason)
        default:
            return
        }
    }

    /// `touchesBegan(_:with:)`: the dispatcher calls a subclass's override with the touches
    /// that began; `super` runs the built-in kind's rules (none for a direct subclass).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d = dispatcherCall(.began) else {
            return touchesBegan(Self.gestureTouches(touches), at: event.timestamp)
        }
        if isListening { began(d.touches, at: d.time) }
    }

    /// `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d = dispatcherCall(.moved) ?? dispatcherCall(.stationary) else {
            return touchesMoved(Self.gestureTouches(touches), at: event.timestamp)
        }
        if isListening { moved(d.touches, at: d.time) }
    }

    /// `touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d = dispatcherCall(.ended) else {
            return touchesEnded(Self.gestureTouches(touches), at: event.timestamp)
        }
        endHook(d.touches, at: d.time)
    }

    /// `touchesCancelled(_:with:)`: `super` cancels a gesture in progress and fails one that
    /// is still possible.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard dispatcherCall(.cancelled) != nil else {
            return touchesCancelled(Self.gestureTouches(touches), at: event.timestamp)
        }
        cancelHook()
    }

    /// `pressesBegan(_:with:)`: the dispatcher calls a subclass's override with the presses
    /// that began — when it is on the chain of the responder they were dispatched to and
    /// `allowedPressTypes` lists their type — before that responder gets them; `super` runs the
    /// built-in kind's rules, a press counting as one finger that does not move.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        if let d = pressCall(.began), isListening { began(d.touches, at: d.time) }
    }

    /// `pressesChanged(_:with:)`: a press it tracks changed (its force); the built-in kinds
    /// ignore it.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// `pressesEnded(_:with:)`: `super` counts the press's release as a finger lifting.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        if let d = pressCall(.ended) { endHook(d.touches, at: d.time) }
    }

    /// `pressesCancelled(_:with:)`: `super` cancels a gesture in progress and fails one that
    /// is still possible.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        if pressCall(.cancelled) != nil { cancelHook() }
    }

    /// `ignore(_:for:)` for a press: its later phases are not given to it.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        forget([GestureTouch(id: Self.touchID(ofPress: button.identifier), location: .zero)])
    }

    /// `ignore(_:for:)`: the touch is no longer given to it (its later phases are not), and
    /// it no longer counts among `numberOfTouches`.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        forget([GestureTouch(id: touch.identifier, location: touch.screenLocation)])
    }

    /// `reset()`: called once the recognizer's touches are gone and its state is back to
    /// `.possible`; a subclass clears what it keeps for one attempt and calls `super`.
    open func reset() { resetModel() }

    /// `canPrevent(_:)`: whether its recognition makes `preventedGestureRecognizer` fail
    /// (UIKit's default: yes; a tap cannot prevent a tap that needs more taps).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `canBePrevented(by:)`: whether `preventingGestureRecognizer`'s recognition makes it
    /// fail (UIKit's default: yes).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `shouldRequireFailure(of:)`: whether it waits for `otherGestureRecognizer` to fail, as
    /// `require(toFail:)` would make it (asked of the recognizers sharing its touches).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// `shouldBeRequiredToFail(by:)`: whether `otherGestureRecognizer` waits for it to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Hooks for each kind

    func began(_ touches: [GestureTouch], at time: Double) {}
    func moved(_ touches: [GestureTouch], at time: Double) {}
    func ended(_ touches: [GestureTouch], remaining: Int, at time: Double) {}
    func timerFired(at time: Double) {}
    func resetKind() {}

    /// Pinch and rotation: the two fingers the gesture follows, the first two that came down
    /// (further fingers are tracked and ignored). Kept after one of them lifts.
    var pair: [Int] = []

    /// The locations of the pair while both are down (nil otherwise: the gesture does not
    /// change while only one of its fingers is pressed).
    var pairLocations: (HCPoint, HCPoint)? {
        guard pair.count == 2, let a = location[pair[0]], let b = location[pair[1]] else { return nil }
        return (a, b)
    }

    /// The delivery rules of the dispatcher that involved it (a mutant's, under the fuzzer's
    /// self-check); UIKit's until then.
    package var rules: any DeliveryRules = UIKitDeliveryRules()

    /// Pinch and rotation: a finger of the pair lifting before the gesture began fails it;
    /// once begun, it ends when both fingers of the pair have lifted (Apple:
    /// UIPinchGestureRecognizer, "when the user lifts both fingers from the view";
    /// UIRotationGestureRecognizer, "It ends when the user lifts both fingers") — or when every
    /// finger has.
    func endTwoFingerGesture(_ ended: [GestureTouch], remaining: Int, what: String) {
        let lifted = Set(ended.map(\.id))
        let pairDown = pair.filter { trackedTouches.contains($0) && !lifted.contains($0) }.count
        let liftedOfPair = pair.contains(where: lifted.contains)
        if state == .possible {
            guard liftedOfPair || remaining == 0 else { return }
            fail("a finger lifted before the \(what) began")
        } else if remaining == 0 || (liftedOfPair && rules.twoFingerGestureEnds(pairStillDown: pairDown)) {
            transition(to: .ended, pairDown == 0 ? "both fingers lifted" : "a finger lifted")
        }
    }

}
