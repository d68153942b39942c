import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Generates a valid event stream for a scene: taps, drags (some leaving their view),
/// two-finger sequences, cancellations, shakes, remote commands, presses, router messages
/// from any responder, targeted and nil-targeted actions, editing-menu queries,
/// first-responder requests and hierarchy mutations — some in the middle of a touch. Every
/// touch that begins ends or is cancelled; times never go backwards.
struct EventGenerator {
    let on: FeatureBits
    var aimer: PointAimer
    var used: FeatureBits
    private(set) var events: [TimedEvent] = []
    private var time = 0.0
    private var nextTouch = 1
    private var nextPress = 1
    let viewNames: [String]
    let responderNames: [String]
    private var changes: ChangeGenerator
    /// Where delivery is worth aiming at (`EventGenerator+Delivery`).
    let targets: DeliveryTargets

    init(scene: HCScene, parents: [Int?], on: FeatureBits, used: FeatureBits) {
        self.on = on
        self.aimer = PointAimer(scene: scene, parents: parents)
        self.used = used
        viewNames = scene.views.map(\.name)
        var names =
            viewNames + scene.viewControllers.map(\.name) + scene.windowScenes.map(\.name) + [scene.application.name]
        if let d = scene.appDelegate { names.append(d.name) }
        responderNames = names
        changes = ChangeGenerator(scene: scene, on: on)
        targets = DeliveryTargets(scene: scene)
    }

    mutating func use(_ f: FuzzFeature, _ e: inout Entropy) -> Bool {
        guard on.contains(f) else { return false }
        used.insert(f)
        return true
    }

    mutating func emit(_ event: InputEvent, after dt: Double) {
        time += dt
        events.append(TimedEvent(time: time, event: event))
    }

    mutating func touch(_ id: Int, _ phase: TouchPhase, _ p: HCPoint, after dt: Double) {
        emit(.touches([TouchSample(id: id, phase: phase, location: p)]), after: dt)
    }

    mutating func freshTouch() -> Int {
        defer { nextTouch += 1 }
        return nextTouch
    }

    mutating func freshPress() -> Int {
        defer { nextPress += 1 }
        return nextPress
    }

    /// An idle event late enough for every recognizer timer to have fired, so each
    /// recognizer ends its sequence in a final state and resets.
    mutating func settle() {
        emit(.idle, after: 2)
    }

    mutating func make(count: Int, _ e: inout Entropy) {
        var kinds: [FuzzFeature] =
            [
                .tap, .drag, .multiTouch, .cancel, .shake, .remoteControl, .press, .routerMessage, .targetedAction,
                .nilTargetedAction,
                .editingMenu,
                .firstResponderChange, .hierarchyMutation, .longPress, .doubleTap, .swipe, .pinch, .idle,
                .firstResponderSequence, .longPressEdge, .toleranceEdge, .pressPhases, .scrollDrag,
                .cancelDependency,
            ] + ChangeGenerator.kinds
        kinds = kinds.filter(on.contains)
        // A scene with scroll views gets drags in them more often: each takes several rules
        // (the delay, the cancel, the offset) at once.
        if kinds.contains(.scrollDrag), !targets.scrollViews.isEmpty {
            kinds += [.scrollDrag, .scrollDrag, .scrollDrag]
        }
        // And one with pinch or rotation recognizers, more two- and three-finger gestures.
        if kinds.contains(.pinch), !targets.twoFingerViews.isEmpty { kinds += [.pinch, .pinch] }
        guard !kinds.isEmpty else { return }
        var budget = count
        while budget > 0 {
            let kind = e.pick(kinds)
            budget -= gesture(kind, &e)
        }
    }

    /// Emits one gesture; returns how many events it took.
    private mutating func gesture(_ kind: FuzzFeature, _ e: inout Entropy) -> Int {
        let before = events.count
        var p = aimer.point(&e, on: on, used: &used)
        if Self.touchKinds.contains(kind), let aimed = aimAtHandler(&e) { p = aimed }
        switch kind {
        case .tap:
            used.insert(.tap)
            let id = freshTouch()
            touch(id, .began, p, after: e.double(0.05, 0.4))
            touch(id, .ended, p, after: e.double(0.02, 0.15))
        case .drag where on.contains(.scrollDrag) && !targets.scrollViews.isEmpty && e.chance(0.3):
            emitScrollDrag(&e)
        case .drag, .cancel:
            emitDrag(kind, from: p, &e)
        case .multiTouch:
            emitMultiTouch(at: p, &e)
        case .longPress:
            emitLongPress(at: p, &e)
        case .doubleTap:
            emitDoubleTap(at: p, &e)
        case .swipe:
            emitSwipe(from: p, &e)
        case .pinch:
            emitPinch(at: p, &e)
        case .idle:
            used.insert(.idle)
            emit(.idle, after: e.double(0.2, 1.0))
        case .firstResponderSequence:
            emitFirstResponderSequence(&e)
        case .longPressEdge:
            emitLongPressEdge(at: p, &e)
        case .toleranceEdge:
            emitToleranceEdge(&e)
        case .scrollDrag:
            emitScrollDrag(&e)
        case .cancelDependency:
            emitCancelDependency(&e)
        default:
            emitOther(kind, &e)
        }
        return max(events.count - before, 1)
    }

    /// One sample each for touches `a` and `b`, in one event.
    private mutating func touchPair(
        _ a: Int, _ pa: HCPoint, _ b: Int, _ pb: HCPoint, _ phase: TouchPhase, after dt: Double
    ) {
        emit(
            .touches([TouchSample(id: a, phase: phase, location: pa), TouchSample(id: b, phase: phase, location: pb)]),
            after: dt)
    }

    /// A drag from `p` (`.drag`) or one that is cancelled (`.cancel`): one to three moves,
    /// some leaving the view, some with a non-touch event in between.
    private mutating func emitDrag(_ kind: FuzzFeature, from p: HCPoint, _ e: inout Entropy) {
        used.insert(kind)
        let id = freshTouch()
        touch(id, .began, p, after: e.double(0.05, 0.4))
        var q = p
        // Sometimes a second finger comes down once the first has moved, and outlasts it: a
        // recognizer the move finished must not take it.
        var second: Int?
        for k in 0..<e.int(in: 1...3) {
            q = HCPoint(x: q.x + e.double(-60, 60), y: q.y + e.double(-60, 60))
            if on.contains(.dragLeavingView), e.chance(0.3) {
                used.insert(.dragLeavingView)
                q = HCPoint(x: q.x + e.pick([-400, 400]), y: q.y)
            }
            touch(id, .moved, q, after: 0.016)
            if k == 0, on.contains(.multiTouch), e.chance(0.2) {
                used.insert(.multiTouch)
                let other = freshTouch()
                second = other
                touch(other, .began, HCPoint(x: p.x + e.double(-8, 8), y: p.y + e.double(-8, 8)), after: 0.016)
            }
            if e.chance(0.15) { interrupt(&e) }
        }
        touch(id, kind == .cancel ? .cancelled : .ended, q, after: 0.016)
        if let second { touch(second, .ended, p, after: 0.05) }
    }

    /// Two fingers, at `p` and at a second aimed point, beginning together or one after the
    /// other, moving in opposite directions, and lifting together or one by one (the first
    /// finger, lifting last, maybe cancelled).
    private mutating func emitMultiTouch(at p: HCPoint, _ e: inout Entropy) {
        used.insert(.multiTouch)
        let a = freshTouch(), b = freshTouch()
        var p2 = aimer.point(&e, on: on, used: &used)
        if on.contains(.sameViewTouches), e.chance(0.35) {
            // A second finger on the same view: what isMultipleTouchEnabled = false refuses.
            used.insert(.sameViewTouches)
            p2 = HCPoint(x: p.x + e.double(-6, 6), y: p.y + e.double(-6, 6))
        }
        if e.chance(0.5) {
            touchPair(a, p, b, p2, .began, after: e.double(0.05, 0.4))
        } else {
            touch(a, .began, p, after: e.double(0.05, 0.4))
            touch(b, .began, p2, after: 0.03)
        }
        let d = HCPoint(x: e.double(-40, 40), y: e.double(-40, 40))
        let m1 = HCPoint(x: p.x + d.x, y: p.y + d.y), m2 = HCPoint(x: p2.x - d.x, y: p2.y - d.y)
        touchPair(a, m1, b, m2, .moved, after: 0.016)
        if e.chance(0.5) {
            touchPair(a, m1, b, m2, .ended, after: 0.016)
        } else {
            touch(b, .ended, m2, after: 0.016)
            touch(a, e.chance(0.3) ? .cancelled : .ended, m1, after: 0.05)
        }
    }

    /// A touch held at `p` (or moved a little), maybe interrupted, long enough for a long press.
    private mutating func emitLongPress(at p: HCPoint, _ e: inout Entropy) {
        used.insert(.longPress)
        let id = freshTouch()
        touch(id, .began, p, after: e.double(0.05, 0.4))
        let q = e.chance(0.3) ? HCPoint(x: p.x + e.double(-40, 40), y: p.y + e.double(-40, 40)) : p
        if e.chance(0.3) { interrupt(&e) }
        if q != p { touch(id, .moved, q, after: e.double(0.1, 0.4)) }
        touch(id, .ended, q, after: e.double(0.3, 1.0))
    }

    /// Two quick taps at `p`, with tap counts 1 and 2.
    private mutating func emitDoubleTap(at p: HCPoint, _ e: inout Entropy) {
        used.insert(.doubleTap)
        for k in 1...2 {
            let id = freshTouch()
            emit(
                .touches([TouchSample(id: id, phase: .began, location: p, tapCount: k)]),
                after: k == 1 ? e.double(0.05, 0.4) : e.double(0.05, 0.3))
            emit(
                .touches([TouchSample(id: id, phase: .ended, location: p, tapCount: k)]),
                after: e.double(0.03, 0.12))
        }
    }

    /// A fast straight 120-point stroke from `p`, left, right, up or down.
    private mutating func emitSwipe(from p: HCPoint, _ e: inout Entropy) {
        used.insert(.swipe)
        let id = freshTouch()
        let d = e.pick([HCPoint(x: 120, y: 0), HCPoint(x: -120, y: 0), HCPoint(x: 0, y: 120), HCPoint(x: 0, y: -120)])
        touch(id, .began, p, after: e.double(0.05, 0.4))
        for k in 1...3 {
            touch(id, .moved, HCPoint(x: p.x + d.x * Double(k) / 3, y: p.y + d.y * Double(k) / 3), after: 0.03)
        }
        touch(id, .ended, HCPoint(x: p.x + d.x, y: p.y + d.y), after: 0.02)
    }

    /// Two fingers near `p` spreading apart or pinching together in three steps, then lifting
    /// together or one after the other. From a side stream (so the cases made before stay as
    /// they were): sometimes the fingers turn about their midpoint as well (a rotation), one
    /// finger comes alone (`oneFingerPinch`: a pinch or rotation never begins), or a third
    /// finger joins (`threeFingerPinch`): before the two, so that it is one of the first two a
    /// recognizer tracks, or after them, ignored; it lifts before, with or after them.
    private mutating func emitPinch(at aimed: HCPoint, _ e: inout Entropy) {
        used.insert(.pinch)
        var side = e.sideStream(0x9f1c_4e27)
        // Mostly on a view with a pinch or rotation recognizer, when the scene has one.
        let p =
            !targets.twoFingerViews.isEmpty && side.chance(0.6)
            ? middle(of: side.pick(targets.twoFingerViews), &side) : aimed
        if on.contains(.oneFingerPinch), side.chance(0.15) {
            emitOneFingerPinch(at: p, &e, &side)
            return
        }
        let third: Int? = on.contains(.threeFingerPinch) && side.chance(0.35) ? freshTouch() : nil
        let thirdFirst = side.chance(0.5)
        let thirdLift = side.int(3)
        // A turn per step, as an exact cosine and sine (Pythagorean triples: no libm, so every
        // machine makes the same points): ±16.26° or ±11.42°.
        let turn: (cos: Double, sin: Double)? =
            side.chance(0.4)
            ? side.pick([(0.96, 0.28), (0.96, -0.28), (99.0 / 101, 20.0 / 101), (99.0 / 101, -20.0 / 101)])
            : nil
        let p3 = HCPoint(x: p.x + side.double(-30, 30), y: p.y + side.double(20, 60))
        let a = freshTouch(), b = freshTouch()
        let p2 = HCPoint(x: p.x + 40, y: p.y + 30)
        if let third {
            used.insert(.threeFingerPinch)
            if thirdFirst { touch(third, .began, p3, after: side.double(0.02, 0.1)) }
        }
        touchPair(a, p, b, p2, .began, after: e.double(0.05, 0.4))
        if let third, !thirdFirst { touch(third, .began, p3, after: 0.02) }
        let s = e.pick([0.5, 1.8])
        var m1 = p, m2 = p2
        for k in 1...3 {
            let f = 1 + (s - 1) * Double(k) / 3
            m1 = HCPoint(x: p.x - 20 * (f - 1), y: p.y - 15 * (f - 1))
            m2 = HCPoint(x: p2.x + 20 * (f - 1), y: p2.y + 15 * (f - 1))
            if let turn { for _ in 0..<k { (m1, m2) = Self.turned(m1, m2, by: turn) } }
            touchPair(a, m1, b, m2, .moved, after: 0.03)
            if let third, k == 2, thirdLift == 0 { touch(third, .ended, p3, after: 0.02) }
        }
        if e.chance(0.5) {
            // One finger lifts first: a pinch or rotation in progress goes on until both have.
            touch(a, .ended, m1, after: 0.03)
            if let third, thirdLift == 1 { touch(third, .ended, p3, after: 0.02) }
            m2 = HCPoint(x: m2.x + 12, y: m2.y - 7)
            touch(b, .moved, m2, after: 0.03)
            touch(b, .ended, m2, after: 0.03)
            if let third, thirdLift == 2 { touch(third, .ended, p3, after: 0.03) }
        } else {
            touchPair(a, m1, b, m2, .ended, after: 0.03)
            if let third, thirdLift != 0 {
                touch(third, .moved, HCPoint(x: p3.x + 15, y: p3.y - 15), after: 0.02)
                touch(third, .ended, p3, after: 0.03)
            }
        }
    }

    /// One finger where a pinch would put two: down, a wide move and a turn, up.
    private mutating func emitOneFingerPinch(at p: HCPoint, _ e: inout Entropy, _ side: inout Entropy) {
        used.insert(.oneFingerPinch)
        let id = freshTouch()
        touch(id, .began, p, after: e.double(0.05, 0.4))
        for k in 1...3 {
            let q = HCPoint(x: p.x + side.double(-30, 30) * Double(k), y: p.y + side.double(-30, 30) * Double(k))
            touch(id, .moved, q, after: 0.03)
        }
        touch(id, side.chance(0.2) ? .cancelled : .ended, p, after: 0.03)
    }

    /// `a` and `b` turned about their midpoint by the angle whose cosine and sine are given.
    static func turned(_ a: HCPoint, _ b: HCPoint, by r: (cos: Double, sin: Double)) -> (HCPoint, HCPoint) {
        let c = HCPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        func turn(_ p: HCPoint) -> HCPoint {
            let dx = p.x - c.x, dy = p.y - c.y
            return HCPoint(x: c.x + dx * r.cos - dy * r.sin, y: c.y + dx * r.sin + dy * r.cos)
        }
        return (turn(a), turn(b))
    }

    /// A non-touch event in the middle of a touch: the model must cope with a view removed,
    /// moved or made first responder while a finger is down on it.
    private mutating func interrupt(_ e: inout Entropy) {
        let candidates: [FuzzFeature] =
            [.hierarchyMutation, .firstResponderChange, .routerMessage, .shake] + ChangeGenerator.kinds
        let kinds = candidates.filter(on.contains)
        guard !kinds.isEmpty else { return }
        let kind = e.pick(kinds)
        if ChangeGenerator.kinds.contains(kind), on.contains(.changeWhileTouching) { used.insert(.changeWhileTouching) }
        emitOther(kind, &e)
    }

    // Over the line limit: one case per feature; the draws happen in this order, which makes every seed's cases
    // what they are.
    mutating func emitOther(_ kind: FuzzFeature, _ e: inout Entropy) {
        let wasUsed = used.contains(kind)
        used.insert(kind)
        let dt = e.double(0.05, 0.3)
        switch kind {
        case .shake:
            emit(.motion(.began), after: dt)
            emit(.motion(e.chance(0.8) ? .ended : .cancelled), after: e.double(0.1, 0.5))
        case .remoteControl:
            emit(.remoteControl(e.pick(RemoteControlSubtype.allCases)), after: dt)
        case .press:
            let id = nextPress
            nextPress += 1
            let type = e.pick(PressType.allCases)
            emit(.presses([PressSample(id: id, type: type, phase: .began)]), after: dt)
            emitFirstResponderChangeDuringPress(&e)
            emit(
                .presses([PressSample(id: id, type: type, phase: e.chance(0.9) ? .ended : .cancelled)]),
                after: e.double(0.05, 0.3))
        case .pressPhases:
            // Force changes, then an end or a cancellation.
            let id = nextPress
            nextPress += 1
            let type = e.pick(PressType.allCases)
            emit(.presses([PressSample(id: id, type: type, phase: .began, force: 0)]), after: dt)
            emitFirstResponderChangeDuringPress(&e)
            for _ in 0..<e.int(in: 1...3) {
                let force = e.pick([0.25, 0.5, 1.0, e.double(0, 1)])
                emit(.presses([PressSample(id: id, type: type, phase: .changed, force: force)]), after: 0.05)
            }
            emit(
                .presses([PressSample(id: id, type: type, phase: e.chance(0.5) ? .ended : .cancelled, force: 0)]),
                after: 0.05)
        case .routerMessage:
            emit(.routerMessage(from: e.pick(responderNames), name: e.pick(SceneGenerator.routerNames)), after: dt)
        case .targetedAction:
            emit(
                .action(
                    selector: e.pick(SceneGenerator.selectors), target: e.pick(responderNames),
                    sender: e.chance(0.5) ? e.pick(responderNames) : nil),
                after: dt)
        case .nilTargetedAction:
            emit(
                .action(
                    selector: e.pick(SceneGenerator.selectors), target: nil,
                    sender: e.chance(0.7) ? e.pick(responderNames) : nil), after: dt)
        case .editingMenu:
            emit(
                .editingMenu(
                    selector: e.pick(SceneGenerator.selectors), sender: e.chance(0.5) ? e.pick(responderNames) : nil),
                after: dt)
        case .firstResponderChange:
            let name = e.pick(responderNames)
            emit(e.chance(0.7) ? .becomeFirstResponder(name) : .resignFirstResponder(name), after: dt)
        case .hierarchyMutation:
            let view = e.pick(viewNames)
            if e.chance(0.3) {
                emit(.removeFromSuperview(view), after: dt)
            } else {
                emit(
                    .addSubview(view: view, superview: e.pick(viewNames), index: e.chance(0.3) ? e.int(3) : nil),
                    after: dt)
            }
        default:
            let produced = changes.events(kind, &e)
            if produced.isEmpty, !wasUsed { used.remove(kind) }
            used.formUnion(changes.used)
            for (k, event) in produced.enumerated() { emit(event, after: k == 0 ? dt : e.double(0.05, 0.3)) }
        }
    }
}
