import HitChainDelivery
import HitChainKit

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
    init?(_ event: InputEvent, application app: Application) {
        switch event {
        case .routerMessage(let from, let name):
            what = "router message \"\(name)\" from \(from)"
            calls = []
            belongs = { if case .routerEvent = $0 { return true } else { return false } }
            guard let sender = app.responder(named: from) else { return }
            for r in sender.responderChain {
                let handling = r.handlers.router[name]
                let outcome: CallOutcome =
                    switch handling {
                    case .handle?: .handled
                    case .handleAndCallSuper?: .handledAndCalledSuper
                    case nil: .forwarded
                    }
                calls.append(Call(responder: r.name, message: .routerEvent(name), outcome: outcome))
                if handling == .handle { return }
            }
        case .action(let selector, let target?, _):
            what = "action \(selector) to \(target)"
            calls = []
            belongs = { $0 == .action(selector) }
            if let r = app.responder(named: target), r.handlers.actions.contains(selector) {
                calls = [Call(responder: r.name, message: .action(selector), outcome: .handled)]
            }
        case .action(let selector, nil, let sender):
            what = "nil-targeted action \(selector)"
            calls = Self.walk(selector, sender: sender, app: app, perform: true)
            belongs = { $0 == .action(selector) || $0 == .canPerformAction(selector) }
        case .editingMenu(let selector, let sender):
            what = "editing menu \(selector)"
            calls = Self.walk(selector, sender: sender, app: app, perform: false)
            belongs = { $0 == .canPerformAction(selector) }
        default:
            return nil
        }
    }

    /// From the key window's first responder (else the sender) up to the first responder
    /// that implements the action.
    static func walk(_ selector: String, sender: String?, app: Application, perform: Bool) -> [Call] {
        guard let start = app.keyWindow?.firstResponder ?? sender.flatMap({ app.responder(named: $0) }) else {
            return []
        }
        var calls: [Call] = []
        for r in start.responderChain {
            let can = r.handlers.actions.contains(selector)
            calls.append(
                Call(
                    responder: r.name, message: .canPerformAction(selector), outcome: can ? .canPerform : .cannotPerform
                ))
            if can {
                if perform { calls.append(Call(responder: r.name, message: .action(selector), outcome: .handled)) }
                break
            }
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
            detail: "the \(what) did not visit the sender's chain up to the first interested responder")
    }
}
