import HitChainDelivery
import HitChainKit
import HitChainScene

/// Each recognizer's state, touches and relations, followed through the delivery trace
/// alone (never the dispatcher's live state): what the recognizer properties
/// (`RecognizerRules`) judge against.
struct RecognizerLedger {
    struct Recognizer {
        let spec: GestureRecognizerSpec
        /// The scene index of the view it is attached to.
        let owner: Int
        var state = UIGestureRecognizer.State.possible
        /// Its touches that are down, in the order it got them.
        var tracked: [Int] = []
        /// Every touch it got since its reset.
        var seen: Set<Int> = []
        /// A multi-tap between taps: it still waits for a tap though no touch is down.
        var awaitingTap = false

        var isMultiTap: Bool {
            if case .tap(let taps, _) = spec.kind { return taps > 1 }
            return false
        }
    }

    /// In scene order (each view's own pan first).
    private var recognizers: [Recognizer] = []
    /// Each recognizer's position in `recognizers`, by name.
    private let index: [String: Int]
    /// For each recognizer, the recognizers it waits for: its `requiresFailureOf`, its
    /// delegate's `shouldRequireFailureOf`, and those whose delegates name it in
    /// `shouldBeRequiredToFailBy`.
    let requirements: [String: Set<String>]

    /// `specs`: the scene's recognizers (`HCScene.recognizerSpecs`); `requirements`:
    /// `FailureRequirements.of(specs)`.
    init(specs: [(view: Int, spec: GestureRecognizerSpec)], requirements: [String: Set<String>]) {
        var index: [String: Int] = [:]
        for (owner, g) in specs where index[g.name] == nil {
            index[g.name] = recognizers.count
            recognizers.append(Recognizer(spec: g, owner: owner))
        }
        self.index = index
        self.requirements = requirements
    }

    var isEmpty: Bool { recognizers.isEmpty }

    /// Every recognizer, in scene order.
    var all: [Recognizer] { recognizers }

    subscript(name: String) -> Recognizer? { index[name].map { recognizers[$0] } }

    /// Whether `a` and `b` may recognize together: either lists the other as simultaneous,
    /// or either's declared delegate says so.
    func simultaneous(_ a: Recognizer, _ b: Recognizer) -> Bool {
        func allows(_ x: Recognizer, _ y: Recognizer) -> Bool {
            x.spec.simultaneousWith.contains(y.spec.name)
                || x.spec.delegate?.shouldRecognizeSimultaneouslyWith.contains(y.spec.name) == true
        }
        return allows(a, b) || allows(b, a)
    }

    /// UIKit's `canPrevent(_:)`: a tap cannot prevent a tap that needs more taps.
    static func canPrevent(_ r: Recognizer, _ other: Recognizer) -> Bool {
        if case .tap(let taps, _) = r.spec.kind, case .tap(let otherTaps, _) = other.spec.kind, otherTaps > taps {
            return false
        }
        return true
    }

    /// The id a press is tracked under, as a touch (negative: never a touch's).
    static func pressID(_ id: Int) -> Int { -1 - id }

    /// The touch phase a press phase is tracked as.
    static func touchPhase(_ phase: PressPhase) -> TouchPhase {
        switch phase {
        case .began: return .began
        case .changed: return .moved
        case .stationary: return .stationary
        case .ended: return .ended
        case .cancelled: return .cancelled
        }
    }

    /// Follows a `recognizerTouches` entry.
    mutating func see(_ name: String, _ phase: TouchPhase, _ ids: [Int]) {
        guard let k = index[name] else { return }
        switch phase {
        case .began:
            // A possible recognizer with nothing down and no tap open was reset silently.
            if recognizers[k].state == .possible, recognizers[k].tracked.isEmpty, !recognizers[k].awaitingTap {
                recognizers[k].seen = []
            }
            for id in ids where !recognizers[k].tracked.contains(id) { recognizers[k].tracked.append(id) }
            recognizers[k].seen.formUnion(ids)
            recognizers[k].awaitingTap = false
        case .ended, .cancelled:
            recognizers[k].tracked.removeAll { ids.contains($0) }
            let r = recognizers[k]
            recognizers[k].awaitingTap = phase == .ended && r.isMultiTap && r.tracked.isEmpty && r.state == .possible
        default:
            break
        }
    }

    /// Follows a `recognizerState` entry; a reset forgets everything.
    mutating func change(_ name: String, to: UIGestureRecognizer.State) {
        guard let k = index[name] else { return }
        if to == .possible {
            recognizers[k] = Recognizer(spec: recognizers[k].spec, owner: recognizers[k].owner)
        } else {
            recognizers[k].state = to
            recognizers[k].awaitingTap = false
        }
    }

    /// A touch ended or was cancelled in the input: every recognizer tracking it lets it go
    /// (the model gives it the end whether or not the trace shows the call: a recognizer
    /// waiting for its reset is not listening, and its calls are not traced).
    mutating func lift(_ id: Int) {
        for k in recognizers.indices where recognizers[k].tracked.contains(id) {
            recognizers[k].tracked.removeAll { $0 == id }
        }
    }

    /// The first recognizer in a final state that tracks no touch: each such one is reset by
    /// the end of the event.
    var finishedAndIdle: String? {
        // By index: a closure over the elements would copy each recognizer.
        for k in recognizers.indices where recognizers[k].state.isFinal && recognizers[k].tracked.isEmpty {
            return recognizers[k].spec.name
        }
        return nil
    }

    /// A timer fired for `name`: a multi-tap's wait is over (it fails, traced separately).
    mutating func timerFired(_ name: String) {
        if let k = index[name] { recognizers[k].awaitingTap = false }
    }
}
