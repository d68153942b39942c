import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Events that reach the delivery rules the fuzzer checks independently: touches aimed at
/// views something handles, first-responder sequences (a responder that will not resign, one
/// taken out of its window and asked again), long presses released a few milliseconds
/// either side of their duration, and control touches ending just inside or just outside the
/// control's bounds grown by its tolerance.
extension EventGenerator {
    /// The gestures whose first point may be aimed at a handler instead.
    static let touchKinds: Set<FuzzFeature> = [
        .tap, .drag, .cancel, .multiTouch, .longPress, .doubleTap, .swipe, .pinch,
    ]

    /// Sometimes, the middle of a view with recognizers, a control, a text input or an
    /// exclusive-touch view.
    mutating func aimAtHandler(_ e: inout Entropy) -> HCPoint? {
        guard on.contains(.aimedAtHandler), !targets.handlers.isEmpty, e.chance(0.4) else { return nil }
        used.insert(.aimedAtHandler)
        return middle(of: e.pick(targets.handlers), &e)
    }

    /// A point well inside view `v`'s bounds, in screen space.
    func middle(of v: Int, _ e: inout Entropy) -> HCPoint {
        let b = aimer.scene.views[v].geometry.bounds
        let local = HCPoint(
            x: b.origin.x + b.size.width * e.double(0.3, 0.7), y: b.origin.y + b.size.height * e.double(0.3, 0.7))
        return aimer.toScreen(local, from: v)
    }

    /// A responder made first responder, then: another asked to become it (the first may not
    /// resign), the first asked to resign, the first taken out of its window and asked again
    /// (it cannot become it there) and put back, or a message that starts at it.
    mutating func emitFirstResponderSequence(_ e: inout Entropy) {
        used.insert(.firstResponderSequence)
        let pool = targets.firstResponders.isEmpty ? responderNames : targets.firstResponders
        let r = e.pick(pool)
        emit(.becomeFirstResponder(r), after: e.double(0.05, 0.3))
        switch e.int(4) {
        case 0:
            emit(.becomeFirstResponder(e.chance(0.7) ? e.pick(pool) : e.pick(responderNames)), after: 0.1)
        case 1:
            emit(.resignFirstResponder(r), after: 0.1)
        case 2:
            guard let superview = targets.superviewNames[r] else {
                return emit(.resignFirstResponder(r), after: 0.1)
            }
            emit(.removeFromSuperview(r), after: 0.1)
            emit(.becomeFirstResponder(r), after: 0.1)
            if e.chance(0.7) { emit(.addSubview(view: r, superview: superview, index: nil), after: 0.1) }
        default:
            emitOther(e.pick([.nilTargetedAction, .editingMenu, .shake, .remoteControl, .press]), &e)
        }
    }

    /// A touch held on a long press's view for its duration less or more a few
    /// milliseconds — less than a frame either side.
    mutating func emitLongPressEdge(at p: HCPoint, _ e: inout Entropy) {
        used.insert(.longPressEdge)
        var start = p
        var duration = e.pick([0.5, 0.2])
        if !targets.longPresses.isEmpty, e.chance(0.8) {
            let target = e.pick(targets.longPresses)
            start = middle(of: target.view, &e)
            duration = target.duration
        }
        let id = freshTouch()
        touch(id, .began, start, after: e.double(0.05, 0.4))
        touch(id, .ended, start, after: duration + e.pick([-0.008, -0.002, 0.002, 0.008]))
    }

    /// A touch that begins in a control and ends half a point inside or outside its bounds
    /// grown by its tolerance, on one of its four sides.
    mutating func emitToleranceEdge(_ e: inout Entropy) {
        used.insert(.toleranceEdge)
        guard !targets.controls.isEmpty else { return emitOther(.nilTargetedAction, &e) }
        let c = e.pick(targets.controls)
        let spec = aimer.scene.views[c]
        let b = spec.geometry.bounds
        let t = spec.control.insideTolerance + e.pick([-0.5, 0.5])
        let end: HCPoint
        switch e.int(4) {
        case 0: end = HCPoint(x: b.origin.x + b.size.width + t, y: b.origin.y + b.size.height / 2)
        case 1: end = HCPoint(x: b.origin.x - t, y: b.origin.y + b.size.height / 2)
        case 2: end = HCPoint(x: b.origin.x + b.size.width / 2, y: b.origin.y + b.size.height + t)
        default: end = HCPoint(x: b.origin.x + b.size.width / 2, y: b.origin.y - t)
        }
        let id = freshTouch()
        let screenEnd = aimer.toScreen(end, from: c)
        touch(id, .began, middle(of: c, &e), after: e.double(0.05, 0.4))
        touch(id, .moved, screenEnd, after: 0.016)
        touch(id, .ended, screenEnd, after: 0.016)
    }
}

extension EventGenerator {
    /// A drag in a scroll view's content: quick (before the content's touchesBegan is
    /// released), or after a hold (the content already tracks it); along one axis or
    /// diagonal, sometimes with a second finger, sometimes cancelled.
    mutating func emitScrollDrag(_ e: inout Entropy) {
        used.insert(.scrollDrag)
        guard !targets.scrollViews.isEmpty else { return emitOther(.nilTargetedAction, &e) }
        let strict = targets.strictScrollViews
        let target = strict > 0 && e.chance(0.6) ? targets.scrollViews[e.int(strict)] : e.pick(targets.scrollViews)
        // A control in the content half the time: it keeps a touch it tracks from the scroll.
        let controls = target.content.filter { aimer.scene.views[$0].isControl }
        let others = target.content.dropFirst().filter { !aimer.scene.views[$0].isControl }
        let view: Int
        switch e.int(10) {
        case 0..<3 where !controls.isEmpty: view = e.pick(controls)
        case 3..<9 where !others.isEmpty: view = e.pick(Array(others))
        default: view = e.pick(target.content)
        }
        let start = middle(of: view, &e)
        let id = freshTouch()
        touch(id, .began, start, after: e.double(0.05, 0.4))
        let hold = e.pick([0.016, 0.05, 0.2, 0.2])
        // Mostly along an axis it scrolls; sometimes across, or diagonal.
        let any = [
            HCPoint(x: 0, y: -24), HCPoint(x: 0, y: 24), HCPoint(x: -24, y: 0), HCPoint(x: 24, y: 0),
            HCPoint(x: 17, y: -17),
        ]
        let step = !target.steps.isEmpty && e.chance(0.8) ? e.pick(target.steps) : e.pick(any)
        var p = start
        var second: Int?
        for k in 0..<e.int(in: 2...5) {
            p = HCPoint(x: p.x + step.x, y: p.y + step.y)
            touch(id, .moved, p, after: k == 0 ? hold : 0.016)
            if k == 1, second == nil, e.chance(0.2) {
                let other = freshTouch()
                second = other
                touch(other, .began, HCPoint(x: p.x + 30, y: p.y + 30), after: 0.016)
            }
        }
        if let second { touch(second, .ended, HCPoint(x: p.x + 30, y: p.y + 30), after: 0.016) }
        touch(id, e.chance(0.15) ? .cancelled : .ended, p, after: 0.016)
    }

    /// A recognizer that another requires to fail begins or recognizes under one finger
    /// while the dependent watches another, then the first finger is cancelled (the
    /// recognizer in progress is cancelled, which is not a failure), and the second lifts.
    mutating func emitCancelDependency(_ e: inout Entropy) {
        used.insert(.cancelDependency)
        guard !targets.dependencies.isEmpty else { return emitOther(.nilTargetedAction, &e) }
        // Mostly a pair on unrelated views: the dependent then watches only its own finger.
        let cross = targets.crossViewDependencies
        let d = cross > 0 && e.chance(0.8) ? targets.dependencies[e.int(cross)] : e.pick(targets.dependencies)
        let a = freshTouch()
        let b = freshTouch()
        let pa = middle(of: d.required, &e)
        let pb = middle(of: d.dependent, &e)
        touch(b, .began, pb, after: e.double(0.05, 0.3))
        touch(a, .began, pa, after: 0.02)
        var qa = pa
        switch d.kind {
        case .longPress(let duration, _, _):
            emit(.idle, after: duration + 0.02)
        case .pan, .swipe, .pinch, .rotation, .custom:
            for _ in 0..<3 {
                qa = HCPoint(x: qa.x + 15, y: qa.y)
                touch(a, .moved, qa, after: 0.02)
            }
        case .tap:
            touch(a, .ended, qa, after: 0.05)
            touch(b, .ended, pb, after: 0.05)
            return
        }
        touch(a, .cancelled, qa, after: 0.03)
        touch(b, .ended, pb, after: e.double(0.02, 0.2))
    }

    /// For a scene with recognizers that receive presses (`pressRecognizer`): the focus made
    /// first responder, then one to three presses — mostly of a type such a recognizer allows —,
    /// quick (a tap), held (a long press), or two in a row (a double tap), a few cancelled.
    mutating func emitPressesForRecognizers(focus: String, scene: HCScene, _ e: inout Entropy) {
        var allowed: [PressType] = []
        for (_, spec) in scene.recognizerSpecs {
            for t in spec.allowedPressTypes where !allowed.contains(t) { allowed.append(t) }
        }
        emit(.becomeFirstResponder(focus), after: e.double(0.05, 0.2))
        for _ in 0..<e.int(in: 1...3) {
            let type = !allowed.isEmpty && e.chance(0.75) ? e.pick(allowed) : e.pick(PressType.allCases)
            for _ in 0..<(e.chance(0.25) ? 2 : 1) {
                let id = freshPress()
                emit(.presses([PressSample(id: id, type: type, phase: .began)]), after: e.double(0.05, 0.2))
                let held = e.chance(0.3) ? e.double(0.55, 0.8) : e.double(0.03, 0.2)
                let end: PressPhase = e.chance(0.9) ? .ended : .cancelled
                emit(.presses([PressSample(id: id, type: type, phase: end)]), after: held)
            }
            if e.chance(0.3) { emit(.idle, after: e.double(0.4, 0.8)) }
        }
    }

    /// Sometimes, while a press is down, another responder becomes first responder (or the
    /// first responder resigns): the press's later phases must still go to the responder it
    /// was dispatched to (Apple: UIPress.responder). From a side stream, so the cases made
    /// before stay as they were.
    mutating func emitFirstResponderChangeDuringPress(_ e: inout Entropy) {
        var side = e.sideStream(0x9e55_f12e)
        guard on.contains(.pressAcrossFirstResponder), side.chance(0.5) else { return }
        used.insert(.pressAcrossFirstResponder)
        let pool = targets.firstResponders.isEmpty ? responderNames : targets.firstResponders
        let r = side.pick(pool)
        emit(side.chance(0.8) ? .becomeFirstResponder(r) : .resignFirstResponder(r), after: 0.01)
    }
}
