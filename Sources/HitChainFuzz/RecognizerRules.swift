import HitChainDelivery
import HitChainKit
import HitChainScene

/// The recognizer rules the fuzzer checks from the scene and the trace alone
/// (docs/semantics.md, "Gesture recognizers"), on a `RecognizerLedger`:
///
/// - admission: a touch beginning on a view reaches the enabled recognizers of the view and
///   its superviews that are not waiting for their reset and whose delegate lets them
///   receive it — and no other (`recognizerAdmission`);
/// - exclusive recognition: when a recognizer begins or recognizes, every recognizer still
///   possible that shares a touch with it, may not recognize simultaneously and can be
///   prevented by it fails in that event (`exclusiveRecognition`);
/// - failure requirements: a recognizer requiring another to fail fails in the event that
///   one begins or recognizes, and does not recognize before its reset — cancel is not
///   failure (`failureRequirement`);
/// - a recognizer whose delegate answers `gestureRecognizerShouldBegin` no never leaves
///   possible but to fail (`recognizerDelegate`).
struct RecognizerRules {
    private var ledger: RecognizerLedger
    private let scene: HCScene
    private let viewIndex: [String: Int]
    /// Recognizers that must fail in this event, and why.
    private var mustFail: [String: (String, FuzzProperty)] = [:]
    /// Recognizers that may not recognize before their reset, and the one that began.
    private var doomed: [String: String] = [:]

    /// Each view's recognizers (its own pan first), for the views that have any.
    private let recognizersOfView: [Int: [GestureRecognizerSpec]]

    /// `specs` and `requirements`: the scene's recognizers and what each requires to fail,
    /// worked out once a case.
    init(
        scene: HCScene, viewIndex: [String: Int], specs: [(view: Int, spec: GestureRecognizerSpec)],
        requirements: [String: Set<String>]
    ) {
        ledger = RecognizerLedger(specs: specs, requirements: requirements)
        self.scene = scene
        self.viewIndex = viewIndex
        var byView: [Int: [GestureRecognizerSpec]] = [:]
        for r in ledger.all { byView[r.owner, default: []].append(r.spec) }
        recognizersOfView = byView
    }

    mutating func observe(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, rules: ChainRules, admission: TouchAdmission,
        eventIndex: Int
    ) -> FuzzFailure? {
        guard !ledger.isEmpty else { return nil }
        var began: [(id: Int, allowed: Set<String>, sure: Set<String>)] = []
        var received: [Int: Set<String>] = [:]
        var changed: Set<String> = []
        for entry in entries {
            switch entry {
            case .hitTest(let id, _, let view, _):
                guard let view, let v = viewIndex[view.name], admission.reachesRecognizers(id) else {
                    began.append((id, [], []))
                    continue
                }
                let (allowed, sure) = admitted(v, rules: rules)
                began.append((id, allowed, sure))
            case .recognizerTouches(let name, let phase, let ids):
                if phase == .began { for id in ids.ids { received[id, default: []].insert(name) } }
                ledger.see(name, phase, ids.ids)
            case .recognizerPresses(let name, let phase, let ids):
                // A press is tracked as a finger that does not move, under an id no touch has:
                // two recognizers sharing a press compete as two sharing a touch do.
                ledger.see(name, RecognizerLedger.touchPhase(phase), ids.ids.map(RecognizerLedger.pressID))
            case .timer(_, let name):
                ledger.timerFired(name)
            case .recognizerState(let name, _, let from, let to, _):
                changed.insert(name)
                if let f = transition(name, from: from, to: to, entry, eventIndex) { return f }
            default:
                break
            }
        }
        if let f = checkAdmission(began, received, changed: changed, eventIndex) { return f }
        if case .touches(let samples) = event {
            for s in samples where s.phase == .ended || s.phase == .cancelled { ledger.lift(s.id) }
        }
        if case .presses(let presses) = event {
            for p in presses where p.phase == .ended || p.phase == .cancelled {
                ledger.lift(RecognizerLedger.pressID(p.id))
            }
        }
        // A recognizer waiting for its reset got no touch since it finished, so once its own
        // are gone it is reset in the same event.
        if let late = ledger.finishedAndIdle {
            return FuzzFailure(
                .recognizerAdmission, eventIndex: eventIndex, expected: "\(late) reset to possible in this event",
                actual: "still \(ledger[late]?.state.rawValue ?? "?")",
                detail: "\(late) finished and its touches are gone, yet it was not reset: it holds a touch it must "
                    + "not have received while it waited for its reset")
        }
        if let (name, why) = mustFail.min(by: { $0.key < $1.key }) {
            return FuzzFailure(
                why.1, eventIndex: eventIndex, expected: "\(name): possible -> failed in this event", actual: "none",
                detail: "\(name) must fail at once: \(why.0)")
        }
        return nil
    }

    /// Each touch that began reached exactly the recognizers allowed it, and every one sure
    /// to get it (`changed`: recognizers whose state changed in the event, left out).
    private func checkAdmission(
        _ began: [(id: Int, allowed: Set<String>, sure: Set<String>)], _ received: [Int: Set<String>],
        changed: Set<String>, _ eventIndex: Int
    ) -> FuzzFailure? {
        for b in began {
            let got = received[b.id] ?? []
            if let extra = got.subtracting(b.allowed).sorted().first {
                return FuzzFailure(
                    .recognizerAdmission, eventIndex: eventIndex, expected: "\(extra) does not get touch \(b.id)",
                    actual: "recognizer \(extra) touchesBegan {\(b.id)}",
                    detail: "\(extra) received touch \(b.id) though it is not over the touch's view, is disabled, "
                        + "waits for its reset, or its delegate refuses the touch (or exclusive touch holds it back)")
            }
            if let missing = b.sure.subtracting(got).subtracting(changed).sorted().first {
                return FuzzFailure(
                    .recognizerAdmission, eventIndex: eventIndex,
                    expected: "recognizer \(missing) touchesBegan {\(b.id)}",
                    actual: "none",
                    detail: "\(missing) is enabled, possible and over the view of touch \(b.id), but did not get it")
            }
        }
        return nil
    }

    /// The recognizers a touch beginning on view `v` may reach, and those it surely reaches
    /// (no failure requirement that could keep one waiting for arbitration).
    private func admitted(_ v: Int, rules: ChainRules) -> (Set<String>, Set<String>) {
        var allowed: Set<String> = []
        var sure: Set<String> = []
        var cursor: Int? = v
        var steps = 0
        while let view = cursor, steps <= rules.parents.count {
            for g in recognizersOfView[view] ?? [] {
                guard let r = ledger[g.name], g.isEnabled, !r.state.isFinal, delegateReceives(g, touchOn: v, rules)
                else { continue }
                allowed.insert(g.name)
                if ledger.requirements[g.name]?.isEmpty ?? true { sure.insert(g.name) }
            }
            cursor = rules.parents[view]
            steps += 1
        }
        return (allowed, sure)
    }

    /// A declared delegate's `shouldReceive`: the touch began in a listed view or inside one.
    private func delegateReceives(_ g: GestureRecognizerSpec, touchOn v: Int, _ rules: ChainRules) -> Bool {
        guard let list = g.delegate?.shouldReceiveTouchesIn else { return true }
        var cursor: Int? = v
        var steps = 0
        while let view = cursor, steps <= rules.parents.count {
            if list.contains(scene.views[view].name) { return true }
            cursor = rules.parents[view]
            steps += 1
        }
        return false
    }

    /// A state change: the obligations it meets or breaks, and those a recognition creates.
    private mutating func transition(
        _ name: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, _ entry: TraceEntry,
        _ eventIndex: Int
    ) -> FuzzFailure? {
        if from == .possible, to == .failed, let f = unjustifiedFailure(name, entry, eventIndex) { return f }
        if from == .possible, let (why, property) = mustFail.removeValue(forKey: name), to != .failed {
            return FuzzFailure(
                property, eventIndex: eventIndex, expected: "\(name): possible -> failed", actual: entry.line.trimmed,
                detail: "\(name) must fail at once: \(why)")
        }
        let recognizes = from == .possible && (to == .began || to == .ended)
        if recognizes, let required = doomed[name] {
            return FuzzFailure(
                .failureRequirement, eventIndex: eventIndex, expected: "\(name) fails", actual: entry.line.trimmed,
                detail: "\(name) requires \(required) to fail, and \(required) began or recognized since \(name)'s "
                    + "reset: a cancellation afterwards is not a failure")
        }
        if recognizes, let r = ledger[name], r.spec.delegate?.shouldBegin.allSatisfy({ !$0 }) == true {
            return FuzzFailure(
                .recognizerDelegate, eventIndex: eventIndex, expected: "\(name) fails", actual: entry.line.trimmed,
                detail: "\(name)'s delegate answers gestureRecognizerShouldBegin no: it never begins")
        }
        if recognizes, let r = ledger[name], !scene.views[r.owner].gestureRecognizerShouldBegin {
            return FuzzFailure(
                .recognizerDelegate, eventIndex: eventIndex, expected: "\(name) fails", actual: entry.line.trimmed,
                detail: "\(name)'s view answers gestureRecognizerShouldBegin no: it never begins")
        }
        if recognizes, let r = ledger[name] { oblige(after: r) }
        if to == .possible { doomed[name] = nil }
        ledger.change(name, to: to)
        return nil
    }

    /// A failure whose stated reason (the trace's, where the contract names the rule) does not
    /// hold: "X recognized" or "X is already recognizing" where X may recognize with it, shares
    /// no touch with it or cannot prevent it (`exclusiveRecognition`); "X recognized; … requires
    /// it to fail" where it requires no such thing (`failureRequirement`); a delegate's
    /// `gestureRecognizerShouldBegin` no where the delegate declares no such answer
    /// (`recognizerDelegate`).
    private func unjustifiedFailure(_ name: String, _ entry: TraceEntry, _ eventIndex: Int) -> FuzzFailure? {
        guard case .recognizerState(_, _, _, _, let reason) = entry, let o = ledger[name] else { return nil }
        func fail(_ property: FuzzProperty, _ detail: String) -> FuzzFailure {
            FuzzFailure(
                property, eventIndex: eventIndex, expected: "\(name) stays possible", actual: entry.line.trimmed,
                detail: detail)
        }
        if reason.hasSuffix(" requires it to fail"), let x = reason.split(separator: " ").first.map(String.init),
            ledger[x] != nil
        {
            guard ledger.requirements[name]?.contains(x) == true else {
                return fail(.failureRequirement, "\(name) failed for \(x), which it does not require to fail")
            }
            return nil
        }
        let competitor: String?
        if reason.hasSuffix(" is already recognizing") {
            competitor = String(reason.dropLast(" is already recognizing".count))
        } else if reason.hasSuffix(" recognized"), !reason.containsLiteral(";") {
            competitor = String(reason.dropLast(" recognized".count))
        } else {
            competitor = nil
        }
        if let x = competitor, let r = ledger[x] {
            if ledger.simultaneous(r, o) {
                return fail(
                    .exclusiveRecognition,
                    "\(name) failed because \(x) recognized, but either of them allows the two to recognize "
                        + "simultaneously (simultaneousWith or a delegate's shouldRecognizeSimultaneouslyWith)")
            }
            if r.seen.isDisjoint(with: o.seen) {
                return fail(.exclusiveRecognition, "\(name) failed because \(x) recognized, but they share no touch")
            }
            if !RecognizerLedger.canPrevent(r, o) {
                return fail(.exclusiveRecognition, "\(name) failed because \(x) recognized, but \(x) cannot prevent it")
            }
        }
        if reason == "its delegate's gestureRecognizerShouldBegin answered NO",
            o.spec.delegate?.shouldBegin.contains(false) != true
        {
            return fail(.recognizerDelegate, "\(name)'s delegate does not answer gestureRecognizerShouldBegin no")
        }
        return nil
    }

    /// What `r`'s beginning or recognition demands of the others.
    private mutating func oblige(after r: RecognizerLedger.Recognizer) {
        for o in ledger.all where o.spec.name != r.spec.name && o.state == .possible {
            let name = o.spec.name
            if ledger.requirements[name]?.contains(r.spec.name) == true, !o.seen.isEmpty {
                mustFail[name] = ("it requires \(r.spec.name) to fail, which began or recognized", .failureRequirement)
                doomed[name] = r.spec.name
            } else if !o.seen.isDisjoint(with: r.seen), !ledger.simultaneous(r, o),
                RecognizerLedger.canPrevent(r, o)
            {
                mustFail[name] = (
                    "\(r.spec.name) recognized, shares a touch with it and may not recognize simultaneously",
                    .exclusiveRecognition
                )
            }
        }
    }
}
