import HitChainDelivery
import HitChainKit
import HitChainScene

/// Who is first responder of each window, worked out from the scene and the event stream —
/// never read back from the live graph the dispatcher changed — and checked against every
/// become and resign in the trace (docs/semantics.md, "First responder"):
///
/// - a responder becomes it only when its `canBecomeFirstResponder` is true, it is in a
///   window, and the window's current first responder (if any) resigns first, which it does
///   only when its `canResignFirstResponder` is true;
/// - a resign request resigns only the window's first responder, and only when it agrees;
/// - a first responder that leaves its window (removed, or moved to another window) resigns
///   with it, whatever it answers;
/// - every `becomeFirstResponder` / `resignFirstResponder` event asks its responder.
///
/// The model's key-window first responder is where nil-targeted actions, editing-menu
/// queries, motion, remote-control and press events start (`MessageExpectation`), and it
/// checks every action a control or recognizer sends as it is sent.
struct FirstResponderModel {
    private struct Facts {
        var canBecome: Bool
        var canResign: Bool
    }

    private let scene: HCScene
    /// The graph, only for the flags of responders the scene lists apart from views and
    /// controllers (window scenes, the application, the delegate).
    private weak var app: UIApplication?
    /// Each recognizer's view, by name: a recognizer's nil-targeted action starts there when
    /// there is no first responder.
    private let recognizerViews: [String: String]
    /// Each window's first responder: window view index → responder name.
    private(set) var current: [Int: String] = [:]
    /// The key window's view index (nil: none, or it was taken off the screen).
    private(set) var keyWindow: Int?

    private let viewIndex: [String: Int]
    /// What each responder answers to an action (the catalogue's classes by their twins).
    let declared: DeclaredAnswers

    /// `specs`: the scene's recognizers (`HCScene.recognizerSpecs`, worked out once a case).
    init(
        scene: HCScene, application app: UIApplication, viewIndex: [String: Int],
        specs: [(view: Int, spec: GestureRecognizerSpec)]
    ) {
        self.viewIndex = viewIndex
        declared = DeclaredAnswers(expected: scene)
        self.scene = scene
        self.app = app
        recognizerViews = Dictionary(
            specs.map { ($0.spec.name, scene.views[$0.view].name) },
            uniquingKeysWith: { a, _ in a })
        keyWindow = scene.keyWindow.flatMap { $0 < scene.windows.count ? scene.windows[$0].view : nil }
    }

    /// What the scene says of a responder's first-responder flags (nil: no such responder, or
    /// one that never can: a window scene, the application, the delegate).
    private func facts(_ name: String) -> Facts? {
        guard let app else { return nil }
        if let v = viewIndex[name] {
            let spec = scene.views[v]
            return Facts(canBecome: spec.canBecomeFirstResponder, canResign: spec.responder.canResignFirstResponder)
        }
        if let c = scene.viewControllers.first(where: { $0.name == name }) {
            return Facts(
                canBecome: c.responder.canBecomeFirstResponder ?? false, canResign: c.responder.canResignFirstResponder)
        }
        // A window scene, the application, the delegate: their flags as the scene built them.
        return app.responder(named: name).map {
            Facts(canBecome: $0.canBecomeFirstResponder, canResign: $0.canResignFirstResponder)
        }
    }

    /// The responder named `name`: a view by the index, anything else by the rules' search.
    private func node(_ name: String, _ rules: ChainRules) -> ChainRules.Node? {
        viewIndex[name].map(ChainRules.Node.view) ?? rules.node(named: name)
    }

    /// The key window's first responder, by name.
    var keyFirstResponder: String? { keyWindow.flatMap { current[$0] } }

    /// Checks this event's become / resign entries and the actions sent during it, in
    /// trace order, against the model, and moves the model on. `rules` are the chain rules
    /// before and after the event's hierarchy change: entries before its `hierarchy` entry
    /// (a timer that fired first focused a text input) see the hierarchy as it was.
    mutating func observe(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, rules both: (before: ChainRules, after: ChainRules),
        app: UIApplication, eventIndex: Int
    ) -> FuzzFailure? {
        var rules = both.before
        func fail(_ detail: String, expected: String, actual: String) -> FuzzFailure {
            FuzzFailure(.firstResponder, eventIndex: eventIndex, expected: expected, actual: actual, detail: detail)
        }
        var asked = false
        var i = entries.startIndex
        while i < entries.endIndex {
            let entry = entries[i]
            i += 1
            switch entry {
            case .hierarchy:
                rules = both.after
            case .firstResponder(let id, let request, let result):
                if case .becomeFirstResponder(let n) = event, n == id.name, request == .becomeFirstResponder {
                    asked = true
                }
                if case .resignFirstResponder(let n) = event, n == id.name, request == .resignFirstResponder {
                    asked = true
                }
                if let expected = apply(id.name, request, result, rules: rules) {
                    return fail(
                        "\(id.name) \(request.rawValue) breaks the first-responder rules",
                        expected: "\(id) \(request.rawValue) -> \(expected)", actual: entry.line.trimmed)
                }
            case .sendAction(let sender, let selector, let target):
                let calls = entries[i...].prefix { if case .call = $0 { return true } else { return false } }
                if let f = checkAction(sender, selector, target, calls, rules: rules, app: app, eventIndex: eventIndex)
                {
                    return f
                }
            default:
                break
            }
        }
        return finishEvent(event, entries, asked: asked, rules: both.after, eventIndex: eventIndex)
    }

    /// After the event's entries: a key window taken off the screen is no longer key; a
    /// become / resign event must have asked its responder; a first responder that left its
    /// window must have resigned.
    private mutating func finishEvent(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, asked: Bool, rules: ChainRules, eventIndex: Int
    ) -> FuzzFailure? {
        func fail(_ detail: String, expected: String, actual: String) -> FuzzFailure {
            FuzzFailure(.firstResponder, eventIndex: eventIndex, expected: expected, actual: actual, detail: detail)
        }
        if case .change(let name, .windowRemoved) = event, let k = keyWindow, rules.scene.views[k].name == name,
            entries.contains(where: { if case .hierarchy(.changed) = $0 { return true } else { return false } })
        {
            keyWindow = nil
        }
        switch event {
        case .becomeFirstResponder(let n), .resignFirstResponder(let n):
            if !asked, facts(n) != nil {
                return fail(
                    "the event's request never reached \(n)", expected: "a \(event.summary) entry for \(n)",
                    actual: "none")
            }
        default:
            break
        }
        for (w, name) in current.sorted(by: { $0.key < $1.key }) {
            guard let node = node(name, rules), rules.windowView(of: node) != w else { continue }
            let window = rules.scene.views[w].name
            return fail(
                "\(name) left window \(window) but stayed its first responder",
                expected: "\(name) resignFirstResponder -> \(FirstResponderResult.resignedRemovedFromWindow)",
                actual: "\(window)'s first responder is still \(name)")
        }
        return nil
    }

    /// Moves the model on as `name`'s `request` must go; returns what the result should have
    /// been when `result` is not that (nil: it is, or the responder is unknown).
    private mutating func apply(
        _ name: String, _ request: FirstResponderRequest, _ result: FirstResponderResult, rules: ChainRules
    ) -> String? {
        guard let facts = facts(name), let node = node(name, rules) else { return nil }
        let window = rules.windowView(of: node)
        var expected: FirstResponderResult
        switch request {
        case .becomeFirstResponder:
            if !facts.canBecome {
                expected = .refused(.cannotBecome)
            } else if let w = window {
                if current[w] == name {
                    expected = .alreadyFirstResponder
                } else if let previous = current[w] {
                    guard self.facts(previous)?.canResign == false else {
                        return "\(FirstResponderResult.became), after \(previous) resigns in its own entry"
                    }
                    expected = .refused(.currentWillNotResign(previous))
                } else {
                    expected = .became
                    if result == expected { current[w] = name }
                }
            } else {
                expected = .refused(.notInWindow)
            }
        case .resignFirstResponder:
            if result == .resignedRemovedFromWindow,
                let w = current.first(where: { $0.value == name && $0.key != window })?.key
            {
                current[w] = nil
                return nil
            }
            if let w = window, current[w] == name {
                expected = facts.canResign ? .resigned : .refused(.cannotResign)
                if facts.canResign, result == expected { current[w] = nil }
            } else {
                expected = .wasNotFirstResponder
            }
        }
        return result == expected ? nil : "\(expected)"
    }

    /// An action a control or recognizer sent: to its target when it has one, else from
    /// the key window's first responder (else the sender's view) up to the first responder
    /// that can perform it — the calls that follow the `sendAction` entry.
    ///
    /// The walk follows the chain rules as the hierarchy stands at that point of the event
    /// (a timer may fire, and its recognizer send, before the event's own hierarchy change).
    private func checkAction(
        _ sender: String, _ selector: String, _ target: String?, _ actual: ArraySlice<TraceEntry>,
        rules: ChainRules, app: UIApplication, eventIndex: Int
    ) -> FuzzFailure? {
        var expected: [MessageExpectation.Call] = []
        if let target {
            // As for an action event (`MessageExpectation`): a user's class implements what its
            // canPerformAction says yes to (semantics.md, "canPerformAction and action targets").
            if let r = app.responder(named: target),
                declared.handlers(r).actions.contains(selector) || (r.isUserClass && declared.canPerform(r, selector))
            {
                expected = [.init(responder: target, message: .action(selector), outcome: .handled)]
            }
        } else {
            let senderView = recognizerViews[sender] ?? sender
            let start = keyFirstResponder ?? senderView
            let chain = node(start, rules).map(rules.chain) ?? []
            expected = MessageExpectation.walk(selector, along: chain, app: app, perform: true, declared: declared)
        }
        let calls: [MessageExpectation.Call] = actual.compactMap { entry in
            guard case .call(let r, let message, let outcome) = entry else { return nil }
            guard message == .action(selector) || message == .canPerformAction(selector) else { return nil }
            return .init(responder: r.name, message: message, outcome: outcome)
        }
        guard calls != expected else { return nil }
        return FuzzFailure(
            .messageRouting, eventIndex: eventIndex, expected: expected.map(\.text).joined(separator: " → "),
            actual: calls.map(\.text).joined(separator: " → "),
            detail:
                "\(sender)'s action \(selector) to \(target ?? "nil") did not go "
                + (target == nil ? "from the first responder (else the sender) up the chain" : "to its target"))
    }
}
