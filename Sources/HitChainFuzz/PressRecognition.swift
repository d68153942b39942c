import HitChainDelivery
import HitChainKit
import HitChainScene

/// Recognizers that receive presses (docs/semantics.md, "Recognizers and presses"), worked out
/// from the scene's recognizer specs, the events and the responder each press was dispatched to
/// (`FirstResponderModel`, through `DeliveryExpectations.pressStarts`) — never by asking the
/// dispatcher:
///
/// - a press reaches only recognizers attached to a view on its responder's chain, whose
///   `allowedPressTypes` list its type and whose declared delegate does not refuse presses;
/// - a recognizer that saw a press still down recognizes with `cancelsTouchesInView`: the press is
///   taken from its responder — `pressesCancelled` in that event when the responder had
///   `pressesBegan`, and none of its later phases.
struct PressRecognition {
    /// Each recognizer's spec, by name, as the scene declares it.
    let specs: [String: GestureRecognizerSpec]
    /// The type of each press that is down, by id.
    var types: [Int: PressType] = [:]
    /// The recognizers each press that is down was given to, by press id.
    var seenBy: [Int: Set<String>] = [:]
    /// The presses whose responder had `pressesBegan`.
    var atResponder: Set<Int> = []
    /// The presses a recognition took from their responder, those that ended in the last
    /// event observed included (`messageRouting` leaves them to this property).
    private(set) var taken: Set<Int> = []
    /// The presses that ended or were cancelled in the last event observed, forgotten at the
    /// start of the next.
    private var ending: [Int] = []

    /// `specs`: the scene's recognizers (`HCScene.recognizerSpecs`).
    init(specs: [(view: Int, spec: GestureRecognizerSpec)]) {
        self.specs = Dictionary(specs.map { ($0.spec.name, $0.spec) }, uniquingKeysWith: { a, _ in a })
    }

    /// The spec of recognizer `name`: the scene's, else (a recognizer made in code by a user's
    /// class) the one it was made with.
    func spec(_ name: String, app: UIApplication) -> GestureRecognizerSpec? {
        specs[name] ?? app.gestureRecognizer(named: name)?.spec
    }

    /// The names of the views on the chain of responder `name`: a view and its superviews; for
    /// a view controller, its view's superview and above.
    static func chainViews(of name: String?, app: UIApplication) -> Set<String> {
        guard let name, let r = app.responder(named: name) else { return [] }
        var cursor: UIView? = (r as? UIView) ?? (r as? UIViewController)?.view.superview
        var out: Set<String> = []
        while let v = cursor {
            out.insert(v.name)
            cursor = v.superview
        }
        return out
    }

    /// Checks one event's entries; `starts` is the responder each press was dispatched to.
    mutating func observe(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, starts: [Int: String], app: UIApplication,
        eventIndex: Int
    ) -> FuzzFailure? {
        for id in ending {
            types[id] = nil
            seenBy[id] = nil
            atResponder.remove(id)
            taken.remove(id)
        }
        var samples: [PressSample] = []
        if case .presses(let presses) = event { samples = presses }
        ending = samples.filter { $0.phase == .ended || $0.phase == .cancelled }.map(\.id)
        for p in samples where p.phase == .began { types[p.id] = p.type }
        var owed: [Int: String] = [:]
        for entry in entries {
            switch entry {
            case .recognizerPresses(let name, .began, let ids):
                for id in ids.ids {
                    if let f = checkAdmission(name, id, starts: starts, app: app, eventIndex) { return f }
                    seenBy[id, default: []].insert(name)
                }
            case .recognizerState(let name, _, .possible, let to, _) where to == .began || to == .ended:
                guard spec(name, app: app)?.cancelsTouchesInView == true else { continue }
                for (id, names) in seenBy where names.contains(name) && !taken.contains(id) {
                    taken.insert(id)
                    if atResponder.contains(id) { owed[id] = entry.line.trimmed }
                }
            case .call(_, .presses(let phase, let list), _):
                for p in list {
                    if phase == .began { atResponder.insert(p.id) }
                    if phase == .cancelled, owed[p.id] != nil { owed[p.id] = nil }
                    if taken.contains(p.id), phase != .cancelled {
                        return FuzzFailure(
                            .pressRecognition, eventIndex: eventIndex,
                            expected: "no presses\(phase.rawValue.capitalized) for press \(p.id)",
                            actual: entry.line.trimmed,
                            detail: "a recognizer that received press \(p.id) recognized with cancelsTouchesInView")
                    }
                }
            default:
                break
            }
        }
        if let (id, line) = owed.min(by: { $0.key < $1.key }) {
            return FuzzFailure(
                .pressRecognition, eventIndex: eventIndex,
                expected: "pressesCancelled for press \(id) at the responder it was dispatched to",
                actual: "none in this event", detail: line)
        }
        return nil
    }

    /// Whether recognizer `name` may have been given press `id`: on its responder's chain,
    /// allowing its type, not refused by its declared delegate.
    private func checkAdmission(
        _ name: String, _ id: Int, starts: [Int: String], app: UIApplication, _ eventIndex: Int
    ) -> FuzzFailure? {
        guard let type = types[id], let spec = spec(name, app: app) else { return nil }
        func fail(_ why: String) -> FuzzFailure {
            FuzzFailure(
                .pressRecognition, eventIndex: eventIndex, expected: "\(name) does not receive press \(id) (\(type))",
                actual: "recognizer \(name) pressesBegan {\(id)}", detail: why)
        }
        if !spec.allowedPressTypes.contains(type) {
            return fail("its allowedPressTypes are \(spec.allowedPressTypes.map(\.rawValue))")
        }
        if spec.delegate?.shouldReceivePress == [false] { return fail("its delegate answers shouldReceive press no") }
        let owner = app.gestureRecognizer(named: name)?.view?.name
        if let owner, !Self.chainViews(of: starts[id], app: app).contains(owner) {
            return fail("its view \(owner) is not on the chain of \(starts[id] ?? "nobody")")
        }
        return nil
    }
}
