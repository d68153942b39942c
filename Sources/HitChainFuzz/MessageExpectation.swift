import HitChainDelivery
import HitChainKit
import HitChainScene

/// What a router message, action or editing-menu query must do, worked out from the
/// sender's chain and the handlers each responder declares — before the message is
/// sent — and compared with the calls delivery actually made.
struct MessageExpectation {
    /// One call of the walk: who was sent which message, and what it did.
    struct Call: Equatable {
        var responder: String
        var message: ResponderMessage
        var outcome: CallOutcome

        var text: String { "\(responder) \(message.method) \(outcome.rawValue)" }
    }

    /// The calls the walk must make, in order.
    var calls: [Call]
    var what: String
    /// Which messages belong to this walk (other calls in the same event come from timers
    /// that fired first: released touches, recognizer actions).
    let belongs: @Sendable (ResponderMessage) -> Bool
}

extension MessageExpectation {
    /// The expectation for `event`, or nil when it is not a chain-walking message.
    /// `firstResponder` is the key window's first responder and `keyWindow` the key window,
    /// as `FirstResponderModel` worked them out — not as the live graph says.
    // Over the line limit: one case per kind of chain-walking message, each a short walk; split, the
    // kinds would be read in several places.
    init?(
        _ event: InputEvent, application app: UIApplication, firstResponder: UIResponder?, keyWindow: UIResponder?,
        declared: DeclaredAnswers, pressStarts: [Int: String] = [:], pressesTaken: Set<Int> = []
    ) {
        let eventTarget = firstResponder ?? keyWindow
        switch event {
        case .routerMessage(let from, let name):
            what = "router message \"\(name)\" from \(from)"
            belongs = { if case .routerEvent = $0 { return true } else { return false } }
            calls = Self.chainWalk(from: app.responder(named: from), .routerEvent(name)) {
                declared.handlers($0).router[name]
            }
        case .action(let selector, let target?, _):
            what = "action \(selector) to \(target)"
            calls = []
            belongs = { $0 == .action(selector) }
            // A user's class implements what its canPerformAction says yes to (semantics.md,
            // "canPerformAction and action targets"); the package's classes what the scene lists.
            if let r = app.responder(named: target),
                declared.handlers(r).actions.contains(selector) || (r.isUserClass && declared.canPerform(r, selector))
            {
                calls = [Call(responder: r.name, message: .action(selector), outcome: .handled)]
            }
        case .action(let selector, nil, let sender):
            what = "nil-targeted action \(selector)"
            let start = firstResponder ?? sender.flatMap { app.responder(named: $0) }
            calls = Self.walk(selector, from: start, perform: true, declared: declared)
            belongs = { $0 == .action(selector) || $0 == .canPerformAction(selector) }
        case .editingMenu(let selector, let sender):
            what = "editing menu \(selector)"
            let start = firstResponder ?? sender.flatMap { app.responder(named: $0) }
            calls = Self.walk(selector, from: start, perform: false, declared: declared)
            belongs = { $0 == .canPerformAction(selector) }
        case .motion(let phase):
            what = "shake \(phase.rawValue)"
            calls = Self.chainWalk(from: eventTarget, .motion(phase)) { declared.handlers($0).motion[phase] }
            belongs = { if case .motion = $0 { return true } else { return false } }
        case .remoteControl(let subtype):
            what = "remote control \(subtype.rawValue)"
            calls = Self.chainWalk(from: eventTarget, .remoteControl(subtype)) {
                declared.handlers($0).remoteControl[subtype]
            }
            belongs = { if case .remoteControl = $0 { return true } else { return false } }
        case .presses(let presses):
            what = "presses"
            calls = []
            // Each press walks from the responder it was dispatched to when it began (Apple:
            // UIPress.responder), one walk per such responder in the order the presses come.
            for phase in PressPhase.allCases where phase != .stationary {
                // A press a recognizer took is `pressRecognition`'s: no walk of it is expected.
                let these = presses.filter { $0.phase == phase && !pressesTaken.contains($0.id) }
                var starts: [UIResponder?] = []
                var groups: [[PressSample]] = []
                for p in these {
                    let start = pressStarts[p.id].flatMap(app.responder(named:)) ?? eventTarget
                    if let i = starts.firstIndex(where: { $0 === start }) {
                        groups[i].append(p)
                    } else {
                        starts.append(start)
                        groups.append([p])
                    }
                }
                for (start, group) in zip(starts, groups) {
                    calls += Self.chainWalk(from: start, .presses(phase, group)) {
                        declared.handlers($0).presses[phase]
                    }
                }
            }
            belongs = {
                guard case .presses(let phase, let list) = $0 else { return false }
                return phase != .cancelled || !list.allSatisfy { pressesTaken.contains($0.id) }
            }
        default:
            return nil
        }
    }

    /// From `start` (the key window's first responder, else the sender) up to the first
    /// responder that can perform the action: the scene's declared answer, else whether it
    /// implements it (as `declared` tells); one allowed without implementing it drops it.
    static func walk(_ selector: String, from start: UIResponder?, perform: Bool, declared: DeclaredAnswers) -> [Call] {
        guard let start else { return [] }
        var calls: [Call] = []
        for r in start.responderChain {
            let can = declared.canPerform(r, selector)
            calls.append(
                Call(
                    responder: r.name, message: .canPerformAction(selector), outcome: can ? .canPerform : .cannotPerform
                ))
            if can {
                if perform, declared.implements(r, selector) {
                    calls.append(Call(responder: r.name, message: .action(selector), outcome: .handled))
                }
                break
            }
        }
        return calls
    }

    /// The same walk along a chain of responder names (`ChainRules.chain`), each asked
    /// `canPerformAction` from the handlers the scene gave it.
    static func walk(
        _ selector: String, along chain: [String], app: UIApplication, perform: Bool, declared: DeclaredAnswers
    ) -> [Call] {
        var calls: [Call] = []
        for name in chain {
            let r = app.responder(named: name)
            let can = r.map { declared.canPerform($0, selector) } == true
            calls.append(
                Call(responder: name, message: .canPerformAction(selector), outcome: can ? .canPerform : .cannotPerform)
            )
            if can {
                if perform, let r, declared.implements(r, selector) {
                    calls.append(Call(responder: name, message: .action(selector), outcome: .handled))
                }
                break
            }
        }
        return calls
    }

    /// UIResponder's default walk of `message` from `start` (nil: no key window): each
    /// responder as it declares, forwarding up `next` until one handles it without super.
    static func chainWalk(from start: UIResponder?, _ message: ResponderMessage, handling: (UIResponder) -> Handling?)
        -> [Call]
    {
        guard let start else { return [] }
        var calls: [Call] = []
        for r in start.responderChain {
            let h = handling(r)
            let outcome: CallOutcome =
                switch h {
                case .handle?: .handled
                case .handleAndCallSuper?: .handledAndCalledSuper
                case nil: .forwarded
                }
            calls.append(Call(responder: r.name, message: message, outcome: outcome))
            if h == .handle { break }
        }
        return calls
    }

    /// The calls delivery made that belong to this walk — leaving out the walks of actions
    /// that recognizers and controls sent in the same event (after a timer fired), which
    /// follow their `.sendAction` entry.
    func actualCalls(_ entries: ArraySlice<TraceEntry>) -> [Call] {
        var calls: [Call] = []
        var skipping: (selector: String, targeted: Bool)?
        for entry in entries {
            if case .sendAction(_, let selector, let target) = entry {
                skipping = (selector, target != nil)
                continue
            }
            guard case .call(let responder, let message, let outcome) = entry else {
                skipping = nil
                continue
            }
            if let s = skipping {
                let isAction = message == .action(s.selector)
                if isAction || s.targeted { skipping = nil }  // the action's last call
                if isAction { continue }
                if case .canPerformAction = message { continue }
                skipping = nil
            }
            guard belongs(message) else { continue }
            calls.append(Call(responder: responder.name, message: message, outcome: outcome))
        }
        return calls
    }

    func check(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        let actual = actualCalls(entries)
        guard actual != calls else { return nil }
        return FuzzFailure(
            .messageRouting, eventIndex: eventIndex, expected: calls.map(\.text).joined(separator: " → "),
            actual: actual.map(\.text).joined(separator: " → "),
            detail:
                "the \(what) did not walk its chain (from the sender, or the first responder) up to the first "
                + "interested responder")
    }
}
