import HitChainGeometry
import HitChainKit
import HitChainScene

/// Gesture recognizers in delivery (docs/semantics.md, seeds 000 and 002): the recognizers of the
/// hit view and its ancestors see each touch before the view; the dispatcher arbitrates
/// between them (`require(toFail:)`, simultaneous recognition, a control's own action),
/// applies `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` to what the
/// view receives, sends their actions, fires their timers on the virtual clock and resets
/// them when their touches are gone.
extension EventDispatcher {
    /// The enabled recognizers of `view` and of every superview up to its window, nearest
    /// view first, each view's in the order they were added.
    static func recognizers(over view: UIView) -> [UIGestureRecognizer] {
        var out: [UIGestureRecognizer] = []
        var cursor: UIView? = view
        while let v = cursor {
            out.append(contentsOf: v.gestureRecognizers)
            cursor = v.superview
        }
        return out
    }

    /// Gives this event's touches to the recognizers, phase by phase, each recognizer its
    /// touches at once; arbitrates after each call. While the cancelled phase is given out, a
    /// pending recognizer that tracks one of the cancelled touches is not committed: it fails
    /// when its own touchesCancelled comes, whichever recognizer gets its call first.
    func deliverToRecognizers(_ samples: [TouchSample]) {
        // Most touches have no recognizer over them: then nobody is given anything.
        let anyRecognizer = samples.contains { s in
            guard let b = touches[s.id], b.suppressed == nil else { return false }
            return !b.recognizers.isEmpty
        }
        guard anyRecognizer else { return }
        defer { cancellingTouches = [] }
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            var calls: [(UIGestureRecognizer, [GestureTouch])] = []
            for s in samples where s.phase == phase {
                guard let b = touches[s.id], b.suppressed == nil else { continue }
                if phase == .cancelled { cancellingTouches.insert(s.id) }
                for r in b.recognizers {
                    let takes = phase == .began ? rules.admits(r) : r.trackedTouches.contains(s.id)
                    guard takes else { continue }
                    if phase == .began, let view = b.view { r.noteHitView(view, forTouch: s.id) }
                    let touch = GestureTouch(id: s.id, location: s.location, tapCount: s.tapCount)
                    if let i = calls.firstIndex(where: { $0.0 === r }) {
                        calls[i].1.append(touch)
                    } else {
                        calls.append((r, [touch]))
                    }
                }
            }
            for (r, list) in calls {
                // A recognizer another's call made finish (or wait) earlier in this phase no
                // longer takes new touches: it is asked again as its turn comes.
                if phase == .began, !rules.admits(r) { continue }
                if r.isListening || (phase == .cancelled && r.pendingRecognition != nil) {
                    record(.recognizerTouches(recognizer: r.label, phase: phase, touches: TouchIDs(list.map(\.id))))
                }
                if !involved.contains(where: { $0 === r }) { join(r) }
                if r.isUserClass {
                    callRecognizer(r, phase, list)
                } else {
                    switch phase {
                    case .began: r.touchesBegan(list, at: clock)
                    case .moved: r.touchesMoved(list, at: clock)
                    case .ended: r.touchesEnded(list, at: clock)
                    default: r.touchesCancelled(list, at: clock)
                    }
                }
                settle()
            }
        }
    }

    /// Calls a subclass's recognizer's own touch method for `phase` with the `UITouch`
    /// objects of `list` (UIGestureRecognizerSubclass), the touches tracked as UIKit tracks them.
    func callRecognizer(_ r: UIGestureRecognizer, _ phase: TouchPhase, _ list: [GestureTouch]) {
        var set = Set<UITouch>()
        for t in list {
            if let touch = touchObject(t.id, phase) { set.insert(touch) }
        }
        let event = UIEvent(type: .touches, timestamp: clock)
        r.receive(phase, list, at: clock, touches: set, event: event)
    }

    /// Records that `method` for touch `id` is held from `view` while `r` may still recognize.
    func recordHeld(_ phase: TouchPhase, _ id: Int, _ view: UIView?, by r: UIGestureRecognizer, _ flag: String) {
        let reason = "\(r.label) may still recognize (\(flag))"
        record(
            .delivery(.held, phase: phase, touches: TouchIDs([id]), view: view.map(ResponderID.init), reason: reason))
    }

    /// Whether the view gets this sample now; holds it instead when a recognizer delays it.
    /// `b` is the sample's touch's binding.
    func viewReceives(_ s: TouchSample, _ b: TouchBinding) -> Bool {
        if b.delivery == .cancelled { return false }
        switch s.phase {
        case .began:
            if let r = blocker(b, s.id, delaysBegan: true) {
                b.delivery = .beganHeld
                recordHeld(.began, s.id, b.view, by: r, "delaysTouchesBegan")
                return false
            }
            guard askDeferredContentQuestions(b, s.id) else { return false }
            b.delivery = .began
            return true
        case .moved, .stationary:
            return !b.delivery.isBeganHeld
        case .ended:
            if b.delivery.isBeganHeld {
                b.delivery = .beganAndEndHeld
                return false
            }
            if let r = blocker(b, s.id, delaysBegan: false) {
                b.delivery = .endHeld
                recordHeld(.ended, s.id, b.view, by: r, "delaysTouchesEnded")
                return false
            }
            return true
        case .cancelled:
            if b.delivery.isBeganHeld {
                b.delivery = .pending
                let view = b.view.map(ResponderID.init)
                record(
                    .delivery(
                        .discarded, phase: .began, touches: TouchIDs([s.id]), view: view,
                        reason: "the touch was cancelled"))
                return false
            }
            return true
        }
    }

    /// A recognizer that received the touch, is still possible and delays this phase.
    func blocker(_ b: TouchBinding, _ id: Int, delaysBegan: Bool) -> UIGestureRecognizer? {
        b.recognizers.first { r in
            r.state == .possible && r.seenTouches.contains(id)
                && rules.delays(r, delaysBegan ? .began : .ended)
        }
    }

    /// Records what a recognizer did to a view's touch phase: held, released, discarded,
    /// cancelled (`held touchesEnded {1} for window/root/v: doubleTap may still recognize`).
    func recordDelivery(
        _ action: TouchIntervention, _ phase: TouchPhase?, _ ids: [Int], _ view: UIView, _ reason: String
    ) {
        record(.delivery(action, phase: phase, touches: TouchIDs(ids), view: ResponderID(view), reason: reason))
    }

    // MARK: Arbitration

    /// Applies every recognizer's state changes and pending recognitions until nothing
    /// changes, then delivers the held touch phases nobody delays any more. Each round first
    /// applies every change already made, and the changes those make, until none is left (a
    /// failure is in the trace before what it lets through), then decides pending recognitions
    /// one at a time: one that is decided takes effect before the next is looked at, so a
    /// competitor — or another dependent released by the same failure — sees it
    /// (docs/semantics.md, "Decision: competition").
    func settle() {
        var rounds = 0
        var changed = true
        while changed, rounds < 10_000 {
            changed = false
            rounds += 1
            // Every change made, and every change those make (a recognition failing its
            // competitors), before anything pending is decided.
            var applied = true
            while applied, rounds < 10_000 {
                applied = false
                rounds += 1
                for r in involved {
                    for t in r.takeTransitions() {
                        applied = true
                        changed = true
                        apply(t, of: r)
                    }
                }
            }
            for r in involved where r.pendingRecognition != nil && arbitrate(r) {
                changed = true
                break
            }
        }
        releaseHeldTouches()
    }

    /// Decides a pending recognition: waits while a recognizer it requires to fail is still
    /// possible and involved — unless that one already failed during this attempt of `r`'s —,
    /// or while its touches are being cancelled; fails when a required recognizer recognized or
    /// was cancelled (only failure lets it through), when a control under it keeps the
    /// gesture, or when a competing recognizer is already recognizing; else commits. Returns
    /// whether anything changed.
    func arbitrate(_ r: UIGestureRecognizer) -> Bool {
        if r.trackedTouches.contains(where: { cancellingTouches.contains($0) }) { return false }
        let cancelReleases = rules.cancellationReleasesDependents
        for q in requiredToFail(r) {
            if q.state == .failed, !rules.failureReleases(q) { return false }
            if q.state.isActive || (q.state == .ended && !q.seenTouches.isEmpty) {
                if cancelReleases, q.state.isActive { return false }
                r.fail("\(q.label) recognized; \(r.label) requires it to fail")
                return true
            }
            if q.state == .cancelled, !cancelReleases {
                r.fail("\(q.label) was cancelled; \(r.label) requires it to fail")
                return true
            }
            // A failure during this attempt released `r` from `q`: `q`'s reset and a new sequence
            // of its own (other touches, presses) do not hold `r` again.
            if q.state == .possible, q.failureStamp <= r.attemptStamp,
                q.pendingRecognition != nil || q.deadline != nil || !q.trackedTouches.isEmpty
            {
                return false
            }
        }
        if involved.contains(where: { $0 !== r && $0.state == .possible && rules.pendingWaits(r, for: $0) }) {
            return false
        }
        if let control = controlKeeping(r) {
            r.fail("\(ResponderID(control)) (\(control.typeName)) handles the gesture itself")
            return true
        }
        if let other = involved.first(where: {
            $0 !== r && $0.state.isActive && competes($0, r) && Self.canPrevent($0, r)
        }) {
            r.fail("\(other.label) is already recognizing")
            return true
        }
        if let veto = shouldBeginVeto(r) {
            r.fail(veto)
            return true
        }
        if let pan = r as? ScrollViewPanGestureRecognizer, let refusal = contentKeeps(pan) {
            r.fail(refusal)
            return true
        }
        r.commitRecognition()
        return true
    }

    /// The recognizers `r` waits for: named by the scene, given to `require(toFail:)` in
    /// code, or asked for by a delegate (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`)
    /// among the recognizers sharing its touches.
    func requiredToFail(_ r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var found = rules.requiredToFail(r).compactMap { application.gestureRecognizer(named: $0) }
        found += r.requiredToFailInCode
        for q in involved where q !== r && !found.contains(where: { $0 === q }) {
            if delegatesRequireFailure(r, of: q) || subclassRequiresFailure(r, of: q) { found.append(q) }
        }
        return found
    }

    /// Whether the delegates set up a failure requirement of `r` on `q`, asked once per attempt
    /// to recognize — the first time it is needed — and kept until `r` resets (Apple:
    /// gestureRecognizer(_:shouldRequireFailureOf:), "called once per attempt to recognize, so
    /// failure requirements can be determined lazily").
    func delegatesRequireFailure(_ r: UIGestureRecognizer, of q: UIGestureRecognizer) -> Bool {
        guard r.delegate != nil || q.delegate != nil else { return false }
        let key = ObjectIdentifier(q)
        if let known = r.delegateRequirements[key] { return known }
        let answer = rules.delegatesRequireFailure(r, of: q)
        if rules.asksRequirementsOncePerAttempt { r.delegateRequirements[key] = answer }
        return answer
    }

    /// A subclass's own answer (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`):
    /// the package's classes answer no.
    func subclassRequiresFailure(_ r: UIGestureRecognizer, of q: UIGestureRecognizer) -> Bool {
        (r.isUserClass && r.shouldRequireFailure(of: q)) || (q.isUserClass && q.shouldBeRequiredToFail(by: r))
    }

    /// Why `r` may not leave `possible`, if its delegate or its view says so
    /// (`gestureRecognizerShouldBegin(_:)`), else nil.
    func shouldBeginVeto(_ r: UIGestureRecognizer) -> String? {
        if r.delegate != nil, !rules.delegateAllowsBegin(r) {
            return "its delegate's gestureRecognizerShouldBegin answered NO"
        }
        if let v = r.view, !rules.viewAllowsBegin(v, r) {
            return "\(v.typeName).gestureRecognizerShouldBegin answered NO"
        }
        return nil
    }

    /// Whether two recognizers compete: they saw a common touch and no rule lets both
    /// recognize.
    func competes(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard !a.seenTouches.isDisjoint(with: b.seenTouches) else { return false }
        return !rules.mayRecognizeTogether(a, b)
    }

    /// Whether `r`'s recognition makes `other` fail: `r.canPrevent(other)` and
    /// `other.canBePrevented(by: r)` (UIKit's defaults yes; a tap cannot prevent a tap that
    /// needs more taps, so a single and a double tap on one view are both recognized in turn
    /// unless `require(toFail:)` orders them — Apple: "Preferring one gesture over another").
    static func canPrevent(_ r: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        r.canPrevent(other) && other.canBePrevented(by: r)
    }

    /// UIKit's rule for controls and recognizers: a single-finger single tap over a button,
    /// switch, stepper, segmented control or page control, and a horizontal pan or swipe over
    /// a slider or a switch, belong to the control, not to a recognizer on a superview.
    func controlKeeping(_ r: UIGestureRecognizer) -> UIView? {
        for id in r.seenTouches.sorted() {
            guard let hit = r.hitView(forTouch: id) else { continue }
            var cursor: UIView? = hit
            while let v = cursor, v !== r.view {
                if v.isControl, v.isControlEnabled {
                    switch r.spec.kind {
                    case .tap(1, 1) where v.controlKind?.keepsSingleTap == true:
                        return v
                    case .swipe(let d, 1)
                    where (d == .left || d == .right) && v.controlKind?.keepsHorizontalDrag == true:
                        return v
                    case .pan
                    where v.controlKind?.keepsHorizontalDrag == true && abs(r.translation.x) > abs(r.translation.y):
                        return v
                    default:
                        return nil
                    }
                }
                cursor = v.superview
            }
        }
        return nil
    }

    /// A touch that is down, or ended with its touchesEnded held.
    func binding(_ id: Int) -> TouchBinding? {
        touches[id] ?? lingering.first(where: { $0.id == id })?.binding
    }

    /// Records a state change and applies its effects: the action; on recognition, the
    /// competing recognizers fail and (cancelsTouchesInView) the view's touches are cancelled,
    /// or else (delaysTouchesBegan) the touchesBegan it holds are discarded.
    func apply(_ t: GestureTransition, of r: UIGestureRecognizer) {
        record(
            .recognizerState(
                recognizer: r.label, view: r.view.map(ResponderID.init), from: t.from, to: t.to, reason: t.reason))
        if t.to == .failed {
            application.recognizerFailures += 1
            r.failureStamp = application.recognizerFailures
        }
        guard t.to != .failed, t.to != .possible else { return }
        if let action = r.spec.action {
            if let object = r.actionObject {
                let printed = ActionTarget.printedName(of: object)
                record(.sendAction(sender: r.label, selector: action, target: printed))
                sendAction(action, toObject: printed)
            } else {
                let target = r.actionTargetName
                record(.sendAction(sender: r.label, selector: action, target: target))
                sendAction(action, target: target, sender: r.view?.name)
            }
        }
        if let pan = r as? ScrollViewPanGestureRecognizer, t.to == .began || (t.from.isActive && t.to != .possible) {
            scroll(pan, t.to)
        }
        guard t.from == .possible else { return }
        if !rules.cancellationReleasesDependents { failDependents(of: r) }
        if !pressResponders.isEmpty, rules.cancelsPresses(r), !r.seenPresses.isEmpty { cancelPresses(of: r) }
        if rules.cancelsTouchesInView(r) {
            cancelTouches(of: r)
        } else if rules.delays(r, .began) {
            discardHeldBegan(of: r)
        }
        for o in involved where o !== r && o.state == .possible && competes(o, r) && Self.canPrevent(r, o) {
            o.fail("\(r.label) recognized")
        }
    }

    /// `r` begins an attempt to recognize: its first touch or press since its reset. Failures
    /// from now on are counted in its attempt (Apple, require(toFail:): "If
    /// otherGestureRecognizer transitions to failed, the current gesture recognizer transitions
    /// to its normal next state"), so a recognizer it requires that fails meanwhile does not hold
    /// it again once that one resets and takes other touches or presses.
    func join(_ r: UIGestureRecognizer) {
        r.rules = rules
        r.attemptStamp = application.recognizerFailures
        involved.append(r)
    }

    /// `require(toFail:)`: once `r` begins or recognizes, every recognizer still possible that
    /// requires it to fail and is watching touches fails at once (Apple: "If
    /// otherGestureRecognizer transitions to recognized or began, the current gesture
    /// recognizer transitions to failed") — a later cancellation of `r` lets none through.
    func failDependents(of r: UIGestureRecognizer) {
        for o in involved where o !== r && o.state == .possible && !o.seenTouches.isEmpty {
            if requiredToFail(o).contains(where: { $0 === r }) {
                o.fail("\(r.label) recognized; \(o.label) requires it to fail")
            }
        }
    }

    /// cancelsTouchesInView: every touch `r` saw that its view still expects gets
    /// touchesCancelled; a held touchesBegan is discarded; a held touchesEnded becomes
    /// touchesCancelled.
    func cancelTouches(of r: UIGestureRecognizer) {
        var groups: [(view: UIView, ids: [Int])] = []
        let reason = "\(r.label) recognized (cancelsTouchesInView)"
        for id in lingering.map(\.id) + touches.order where r.seenTouches.contains(id) {
            let isDown = touches[id] != nil
            guard let b = binding(id), b.notForView == nil, b.delivery != .cancelled, let view = b.view else {
                continue
            }
            if b.delivery.isBeganHeld {
                recordDelivery(.discarded, .began, [id], view, reason)
            } else if b.delivery.viewBegan {
                if b.delivery.isEndHeld {
                    recordDelivery(.cancelled, .ended, [id], view, reason)
                }
                if let g = groups.firstIndex(where: { $0.view === view }) {
                    groups[g].ids.append(id)
                } else {
                    groups.append((view, [id]))
                }
            }
            b.delivery = .cancelled
            if !isDown { lingering.removeAll { $0.id == id } }
        }
        for g in groups {
            recordDelivery(.cancel, nil, g.ids, g.view, reason)
            deliverToView(g.view, .cancelled, TouchIDs(g.ids))
        }
    }

    /// A recognizer that recognized without cancelling touches in its view
    /// (`cancelsTouchesInView = false`) still discards the touchesBegan it held
    /// (`delaysTouchesBegan`), as Apple documents. The view never saw those touches, so it
    /// gets none of their later phases either (no touchesCancelled, no touchesEnded).
    func discardHeldBegan(of r: UIGestureRecognizer) {
        let reason = "\(r.label) recognized (delaysTouchesBegan)"
        for id in lingering.map(\.id) + touches.order where r.seenTouches.contains(id) {
            let isDown = touches[id] != nil
            guard let b = binding(id), b.notForView == nil, b.delivery.isBeganHeld, let view = b.view else { continue }
            recordDelivery(.discarded, .began, [id], view, reason)
            b.delivery = .cancelled
            if !isDown { lingering.removeAll { $0.id == id } }
        }
    }

    /// Delivers held phases that no possible recognizer delays any more. An ended touch
    /// whose touchesBegan was held gets it once nothing delays touchesBegan; its
    /// touchesEnded then still waits while a recognizer delays touchesEnded.
    func releaseHeldTouches() {
        let reason = "no recognizer delays it any more"
        for id in touches.order {
            guard let b = touches[id], b.delivery.isBeganHeld, let view = b.view,
                blocker(b, id, delaysBegan: true) == nil
            else { continue }
            b.delivery = b.delivery.releasingBegan
            recordDelivery(.released, .began, [id], view, reason)
            guard askDeferredContentQuestions(b, id) else {
                b.delivery = .pending
                continue
            }
            deliverToView(view, .began, TouchIDs(single: id))
        }
        var i = 0
        while i < lingering.count {
            let (id, b) = lingering[i]
            if b.delivery.isBeganHeld {
                guard blocker(b, id, delaysBegan: true) == nil else {
                    i += 1
                    continue
                }
                releaseLingeringBegan(id, reason: reason)
                guard let j = lingering.firstIndex(where: { $0.id == id }) else { continue }
                i = j
                let released = lingering[j].binding
                if let r = blocker(released, id, delaysBegan: false), let view = released.view {
                    recordHeld(.ended, id, view, by: r, "delaysTouchesEnded")
                    i += 1
                    continue
                }
            } else if blocker(b, id, delaysBegan: false) != nil {
                i += 1
                continue
            }
            releaseLingering(at: i, reason: reason)
        }
    }

    /// Delivers the held touchesBegan of an ended touch whose touchesEnded stays held.
    func releaseLingeringBegan(_ id: Int, reason: String) {
        guard let i = lingering.firstIndex(where: { $0.id == id }) else { return }
        let b = lingering[i].binding
        guard b.delivery.isBeganHeld, let view = b.view else { return }
        b.delivery = b.delivery.releasingBegan
        recordDelivery(.released, .began, [id], view, reason)
        guard askDeferredContentQuestions(b, id) else {
            // Refused: the end, when it is released, is dropped too (`releaseLingering`).
            b.delivery = .endHeld
            return
        }
        deliverToView(view, .began, TouchIDs(single: id))
    }

    /// Delivers what an ended touch still owes its view (touchesBegan if held, then
    /// touchesEnded; a text input it ends inside becomes first responder) and forgets the
    /// touch. The touch stays lingering until its view has had touchesEnded, so a control
    /// there still finds where it ended and ends tracking.
    func releaseLingering(at i: Int, reason: String) {
        let (id, b) = lingering[i]
        defer { lingering.removeAll { $0.id == id } }
        guard let view = b.view, b.delivery != .cancelled else { return }
        releaseLingeringBegan(id, reason: reason)
        recordDelivery(.released, .ended, [id], view, reason)
        if let refusal = b.viewSuppressed {
            return record(.dropped(what: "touch \(id) ended", reason: refusal.description))
        }
        deliverToView(view, .ended, TouchIDs(single: id))
        focusTextInput(view, touchEndedAt: b.location)
    }

    // MARK: Time

    /// Fires, in deadline order, every recognizer timer due at or before `time`: the virtual
    /// clock passes each deadline before the event at `time` is delivered.
    func fireTimers(upTo time: Double) {
        var fired = 0
        while fired < 100_000 {
            var next: UIGestureRecognizer?
            for r in involved {
                guard let d = r.deadline, rules.isDue(d, at: time) else { continue }
                if let n = next, let nd = n.deadline, nd <= d { continue }
                next = r
            }
            guard let r = next, let deadline = r.deadline else { return }
            fired += 1
            clock = max(clock, deadline)
            record(.timer(time: deadline, recognizer: r.label))
            r.fireTimer(at: deadline)
            settle()
            resetFinishedRecognizers()
        }
    }

    /// Resets recognizers whose touches are all gone and that wait for nothing. One still
    /// possible then (a subclass's that set no state) no longer delays anything: what it held
    /// is delivered.
    func resetFinishedRecognizers() {
        var kept: [UIGestureRecognizer] = []
        var undecided = false
        defer { if undecided { releaseHeldTouches() } }
        for r in involved {
            let idle =
                r.trackedTouches.isEmpty && r.pendingRecognition == nil
                && (r.state.isFinal || (r.state == .possible && r.deadline == nil))
            guard idle else {
                kept.append(r)
                continue
            }
            if r.state == .possible { undecided = true }
            r.resetForNextGesture()
            for t in r.takeTransitions() {
                record(
                    .recognizerState(
                        recognizer: r.label, view: r.view.map(ResponderID.init), from: t.from, to: t.to,
                        reason: t.reason
                    ))
            }
        }
        involved = kept
    }
}
