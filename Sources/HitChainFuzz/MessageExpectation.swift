import HitChainDelivery
import HitChainKit

/// What a router message, action or editing-menu query must do, worked out from the
/// sender's chain and the handlers each responder declares — before the message is
/// sent — and compared with the calls delivery actually made.
struct MessageExpectation {
    /// (responder name, method, outcome) in order.
    var calls: [String]
    var what: String
    /// The methods this message's walk calls (other calls in the same event come from
    /// timers that fired first: released touches, recognizer actions).
    var methods: Set<String> = []

    /// The expectation for `event`, or nil when it is not a chain-walking message.
    init?(_ event: InputEvent, application app: Application) {
        switch event {
        case .routerMessage(let from, let name):
            what = "router message \"\(name)\" from \(from)"
            calls = []
            methods = ["routerEvent"]
            guard let sender = app.responder(named: from) else { return }
            for r in sender.responderChain {
                switch r.handlers.router[name] {
                case .handle?:
                    calls.append("\(r.name) routerEvent handled")
                    return
                case .handleAndCallSuper?: calls.append("\(r.name) routerEvent handledAndCalledSuper")
                case nil: calls.append("\(r.name) routerEvent forwarded")
                }
            }
        case .action(let selector, let target?, _):
            what = "action \(selector) to \(target)"
            calls = []
            methods = [selector]
            if let r = app.responder(named: target), r.handlers.actions.contains(selector) { calls = ["\(r.name) \(selector) handled"] }
        case .action(let selector, nil, let sender):
            what = "nil-targeted action \(selector)"
            calls = Self.walk(selector, sender: sender, app: app, perform: true)
            methods = ["canPerformAction", selector]
        case .editingMenu(let selector, let sender):
            what = "editing menu \(selector)"
            calls = Self.walk(selector, sender: sender, app: app, perform: false)
            methods = ["canPerformAction"]
        default:
            return nil
        }
    }

    /// From the key window's first responder (else the sender) up to the first responder
    /// that implements the action.
    static func walk(_ selector: String, sender: String?, app: Application, perform: Bool) -> [String] {
        guard let start = app.keyWindow?.firstResponder ?? sender.flatMap({ app.responder(named: $0) }) else { return [] }
        var calls: [String] = []
        for r in start.responderChain {
            let can = r.handlers.actions.contains(selector)
            calls.append("\(r.name) canPerformAction \(can ? "canPerform" : "cannotPerform")")
            if can {
                if perform { calls.append("\(r.name) \(selector) handled") }
                break
            }
        }
        return calls
    }

    /// The calls delivery made with `methods`, in the same form — leaving out the walks of
    /// actions that recognizers and controls sent in the same event (after a timer fired),
    /// which follow their `.sendAction` entry.
    static func actualCalls(_ entries: ArraySlice<TraceEntry>, methods: Set<String>) -> [String] {
        var calls: [String] = []
        var skipping: (selector: String, targeted: Bool)?
        for entry in entries {
            if case .sendAction(_, let selector, let target) = entry {
                skipping = (selector, target != nil)
                continue
            }
            guard case .call(let responder, let method, _, let outcome) = entry else {
                skipping = nil
                continue
            }
            if let s = skipping {
                if method == s.selector || s.targeted { skipping = nil }  // the action's last call
                if method == s.selector || method == "canPerformAction" { continue }
                skipping = nil
            }
            guard methods.contains(method) else { continue }
            calls.append("\(lastComponent(responder)) \(method) \(outcome.rawValue)")
        }
        return calls
    }

    func check(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        let actual = Self.actualCalls(entries, methods: methods)
        guard actual != calls else { return nil }
        return FuzzFailure(
            .messageRouting, eventIndex: eventIndex, expected: calls.joined(separator: " → "), actual: actual.joined(separator: " → "),
            detail: "the \(what) did not visit the sender's chain up to the first interested responder")
    }
}

/// A view's name from its trace path (`window/root/button` → `button`); names cannot
/// contain `/`, and other responders are named without a path.
func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
}
