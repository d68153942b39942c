import HitChainDelivery
import HitChainKit
import HitChainScene

/// What recognizers do to their view's touches, from each recognizer's declared flags and
/// the trace's record of what each recognizer saw and became (docs/semantics.md, "Gesture
/// recognizers") — never from the dispatcher's live state:
///
/// - `delaysTouchesBegan` / `delaysTouchesEnded`: while a recognizer that saw a touch may
///   still recognize, the view is not given that touch's touchesBegan / touchesEnded;
/// - `cancelsTouchesInView`: when it recognizes, every touch it saw that the view began and
///   has not finished is cancelled at the view in the same event, and the view gets nothing
///   else for it; a touch whose touchesBegan was held is never begun (nor is it when the
///   recognizer only delays touchesBegan);
/// - a view's touchesCancelled comes only from a cancelled touch or such a recognizer;
/// - `requiresFailureOf`: a recognizer recognizes only once each recognizer it requires to
///   fail has failed or is not deciding (no touch of its down, no tap sequence open) — or
///   failed during its own attempt, since when it may have reset and begun deciding anew.
struct RecognizerEffects {
    private struct Recognizer {
        let spec: GestureRecognizerSpec
        var state = UIGestureRecognizer.State.possible
        /// Its touches that are down, in the order it got them.
        var tracked: [Int] = []
        /// Every touch it saw since its last reset.
        var seen: Set<Int> = []
        /// A multi-tap between taps: it may still recognize, though no touch is down.
        var awaitingTap = false
        /// A scroll view's pan whose delay timer has fired: it no longer holds touchesBegan.
        var delayOver = false
        /// Whether it got a press since its last reset (presses count in an attempt as touches).
        var sawPress = false
        /// On the count of failures: when its attempt began (its first touch or press since its
        /// reset), and when it last failed (kept across resets). A recognizer it requires that
        /// failed since its attempt began no longer holds it, whatever that one does after its
        /// reset (docs/semantics.md, "Decision: require to fail").
        var attemptSince = 0
        var failedAt = 0

        var isMultiTap: Bool {
            if case .tap(let taps, _) = spec.kind { return taps > 1 }
            return false
        }
        /// Still possible and still deciding: a touch down or a tap sequence open.
        var isDeciding: Bool { state == .possible && (!tracked.isEmpty || awaitingTap) }
        /// Still possible after seeing touches: deciding, or — its touches gone — waiting for
        /// arbitration (every kind fails when its last finger lifts before it is complete, so
        /// one still possible then has asked to recognize).
        var mayRecognize: Bool { state == .possible && !seen.isEmpty }
        /// In an attempt to recognize: possible, after a touch or a press since its reset.
        var inAttempt: Bool { state == .possible && (!seen.isEmpty || sawPress || awaitingTap) }
    }

    /// What the view has had of a touch.
    private enum ViewStage { case began, finished }

    private var recognizers: [String: Recognizer]
    private var stages: [Int: ViewStage] = [:]
    /// Touches a recognizer's recognition cancelled: the view owes touchesCancelled.
    private var owedCancel: [Int: String] = [:]
    /// Touches whose touchesBegan the view must never get, and the recognizer that said so.
    private var neverBegin: [Int: String] = [:]
    /// Touches whose touchesBegan a recognizer holds back from the view (the trace's `held`).
    private var heldBegan: Set<Int> = []
    /// Touches whose touchesEnded a recognizer holds back from the view.
    private var heldEnded: Set<Int> = []
    /// For each recognizer, those it waits for: its `requiresFailureOf`, its delegate's
    /// `shouldRequireFailureOf`, and those whose delegates name it in `shouldBeRequiredToFailBy`.
    private let requirements: [String: Set<String>]
    /// Touches cancelled at their view in this event (the rest of the walk up the chain).
    private var cancelledNow: Set<Int> = []
    /// How many times a recognizer failed so far: the clock of `attemptSince` and `failedAt`.
    private var failures = 0

    /// The scroll views' own pans: they hold touchesBegan only until their timer fires
    /// (`delaysContentTouches`, docs/semantics.md).
    private let scrollPans: Set<String>

    /// `specs` and `requirements`: the scene's recognizers (`HCScene.recognizerSpecs`) and
    /// `FailureRequirements.of(specs)`, worked out once a case.
    init(scene: HCScene, specs: [(view: Int, spec: GestureRecognizerSpec)], requirements: [String: Set<String>]) {
        self.requirements = requirements
        // The pans alone: the other recognizers of a scroll view delay as their flags say.
        scrollPans = Set(
            scene.views.indices.filter { scene.views[$0].scrollView != nil }.map {
                ScrollViewSpec.panName(ofView: scene.views[$0].name)
            })
        recognizers = Dictionary(
            specs.map { ($0.spec.name, Recognizer(spec: $0.spec)) },
            uniquingKeysWith: { a, _ in a })
    }

    mutating func observe(_ event: InputEvent, _ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        var inputCancelled: Set<Int> = []
        // Ids beginning again: until their hit-test, what arrives for them is the old touch's
        // held end, released whatever recognizer still delays it.
        var rebinding: Set<Int> = []
        cancelledNow = []
        if case .touches(let samples) = event {
            for s in samples {
                if s.phase == .cancelled { inputCancelled.insert(s.id) }
                if s.phase == .began { rebinding.insert(s.id) }
            }
        }
        for entry in entries {
            var problem: (String, String)?
            switch entry {
            case .hitTest(let id, _, _, _):
                rebinding.remove(id)
                newTouch(id)
            case .recognizerTouches(let name, let phase, let ids):
                see(name, phase, ids.ids)
            case .recognizerPresses(let name, .began, _):
                pressBegan(name)
            case .timer(_, let name) where scrollPans.contains(name):
                recognizers[name]?.delayOver = true
            case .recognizerState(let name, _, let from, let to, _):
                problem = change(name, from: from, to: to)
            case .call(_, .touches(let phase, let ids), _):
                for id in ids.ids where problem == nil && !rebinding.contains(id) {
                    problem = deliver(phase, id, inputCancelled: inputCancelled)
                }
                for id in ids.ids {
                    stages[id] = phase == .began ? .began : (phase == .moved ? stages[id] : .finished)
                    if phase == .cancelled {
                        owedCancel[id] = nil
                        cancelledNow.insert(id)
                    }
                }
            case .delivery(let action, .began?, let ids, _, _):
                if action == .held { heldBegan.formUnion(ids.ids) } else { heldBegan.subtract(ids.ids) }
            case .delivery(let action, .ended?, let ids, _, _):
                if action == .held { heldEnded.formUnion(ids.ids) } else { heldEnded.subtract(ids.ids) }
            default:
                break
            }
            if let (expected, detail) = problem {
                return FuzzFailure(
                    .recognizerEffects, eventIndex: eventIndex, expected: expected, actual: entry.line.trimmed,
                    detail: detail)
            }
        }
        if let (id, name) = owedCancel.min(by: { $0.key < $1.key }) {
            return FuzzFailure(
                .recognizerEffects, eventIndex: eventIndex, expected: "touchesCancelled {\(id)} at its view",
                actual: "none", detail: "\(name) recognized (cancelsTouchesInView) but its view kept touch \(id)")
        }
        return stillHeld(eventIndex)
    }

    /// A phase still held at the end of an event though no recognizer delays it any more: it
    /// is released as soon as the last one that delays it stops deciding (docs/semantics.md,
    /// "Decision: delays").
    private func stillHeld(_ eventIndex: Int) -> FuzzFailure? {
        for (held, began) in [(heldBegan, true), (heldEnded, false)] {
            guard let id = held.sorted().first(where: { blocker($0, delaysTouchesBegan: began) == nil }) else {
                continue
            }
            let phase = began ? "touchesBegan" : "touchesEnded"
            return FuzzFailure(
                .recognizerEffects, eventIndex: eventIndex, expected: "\(phase) {\(id)} released to its view",
                actual: "still held",
                detail: "no recognizer that saw touch \(id) delays its \(phase) and may still recognize, yet it is held"
            )
        }
        return nil
    }

    /// A touch hit-tested: what was known of an earlier touch with its id is forgotten.
    private mutating func newTouch(_ id: Int) {
        stages[id] = nil
        owedCancel[id] = nil
        neverBegin[id] = nil
        heldBegan.remove(id)
        heldEnded.remove(id)
        // Only recognizers that see the new touch hold it back. (The generator never reuses
        // an id; a recognizer that saw the old touch and then recognizes still cancels the new
        // one in the dispatcher — not modelled.)
        // In place, by index: iterating the keys while changing the values copied the whole
        // dictionary for every new touch.
        for i in recognizers.values.indices { recognizers.values[i].seen.remove(id) }
    }

    private mutating func see(_ name: String, _ phase: TouchPhase, _ ids: [Int]) {
        guard var r = recognizers[name] else { return }
        switch phase {
        case .began:
            if !r.inAttempt { r.attemptSince = failures }
            // A possible recognizer with nothing down and no tap sequence open was reset.
            if r.state == .possible, !r.isDeciding {
                r.seen = []
                r.delayOver = false
            }
            for id in ids where !r.tracked.contains(id) { r.tracked.append(id) }
            r.seen.formUnion(ids)
            r.awaitingTap = false
        case .ended, .cancelled:
            r.tracked.removeAll { ids.contains($0) }
            r.awaitingTap = phase == .ended && r.isMultiTap && r.tracked.isEmpty && r.state == .possible
        default:
            break
        }
        recognizers[name] = r
    }

    /// A press reached `name`: it counts in its attempt as a touch does.
    private mutating func pressBegan(_ name: String) {
        guard var r = recognizers[name] else { return }
        if !r.inAttempt { r.attemptSince = failures }
        r.sawPress = true
        recognizers[name] = r
    }

    /// A recorded state change: a reset, or a recognition and what it owes.
    private mutating func change(_ name: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> (
        String, String
    )? {
        guard var r = recognizers[name] else { return nil }
        defer { recognizers[name] = r }
        if from == .possible, to == .failed {
            failures += 1
            r.failedAt = failures
        }
        r.state = to
        if to == .possible {
            let failedAt = r.failedAt
            r = Recognizer(spec: r.spec)
            r.failedAt = failedAt
            return nil
        }
        if to == .failed { r.awaitingTap = false }
        guard from == .possible, to == .began || to == .ended else { return nil }
        r.awaitingTap = false
        for q in (requirements[name] ?? []).sorted() {
            guard let other = recognizers[q], other.failedAt <= r.attemptSince else { continue }
            if other.mayRecognize || other.state.isActive || other.state == .ended || other.state == .cancelled {
                let what = other.state == .possible ? "was still deciding" : "was \(other.state.rawValue)"
                return (
                    "\(name) waits until \(q) fails",
                    "\(name) recognized while \(q), which it requires to fail, \(what)"
                )
            }
        }
        if r.spec.cancelsTouchesInView {
            for id in r.seen.sorted() where stages[id] == .began { owedCancel[id] = name }
        }
        // Cancelling discards a touchesBegan not yet given; delaying alone, only a held one.
        let cancels = r.spec.cancelsTouchesInView
        let delays = r.spec.delaysTouchesBegan
        for id in r.seen where stages[id] == nil && (cancels || (delays && heldBegan.contains(id))) {
            neverBegin[id] = name
        }
        return nil
    }

    /// A touch method reaching a responder for touch `id`.
    private func deliver(_ phase: TouchPhase, _ id: Int, inputCancelled: Set<Int>) -> (String, String)? {
        switch phase {
        case .began:
            if let name = neverBegin[id] {
                return (
                    "no touchesBegan for touch \(id)", "\(name) recognized, so its view must never begin touch \(id)"
                )
            }
            if let name = blocker(id, delaysTouchesBegan: true) {
                return (
                    "touchesBegan {\(id)} held", "\(name) may still recognize and delays touchesBegan of touch \(id)"
                )
            }
        case .moved, .ended:
            if let name = owedCancel[id] {
                return (
                    "touchesCancelled {\(id)}", "\(name) recognized (cancelsTouchesInView): touch \(id) is cancelled"
                )
            }
            if phase == .ended, let name = blocker(id, delaysTouchesBegan: false) {
                return (
                    "touchesEnded {\(id)} held", "\(name) may still recognize and delays touchesEnded of touch \(id)"
                )
            }
        case .cancelled:
            if owedCancel[id] == nil, !inputCancelled.contains(id), !cancelledNow.contains(id) {
                return (
                    "no touchesCancelled for touch \(id)",
                    "touch \(id) was cancelled at its view, but neither the input nor a recognizer that cancels "
                        + "touches in its view cancelled it"
                )
            }
        case .stationary:
            break
        }
        return nil
    }

    /// A recognizer that saw touch `id`, may still recognize, and delays this phase.
    private func blocker(_ id: Int, delaysTouchesBegan: Bool) -> String? {
        recognizers.filter { _, r in
            r.mayRecognize && r.seen.contains(id)
                && (delaysTouchesBegan ? r.spec.delaysTouchesBegan && !r.delayOver : r.spec.delaysTouchesEnded)
        }.keys.min()
    }
}
