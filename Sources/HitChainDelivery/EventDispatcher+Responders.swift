import Foundation
import HitChainKit
import HitChainScene

/// Delivery of everything that is not a touch: motion, remote control and presses go to the
/// first responder; router messages start at their sender; actions go to their target or
/// walk from the first responder; first-responder requests and hierarchy changes act on the
/// graph.
extension EventDispatcher {
    /// The key window's first responder, else the key window (docs/semantics.md).
    var eventTarget: UIResponder? { rules.eventTarget(application) }

    func deliverMotion(_ phase: MotionPhase) {
        sendToKeyWindow(.motion, .motionShake)
        guard let target = eventTarget else {
            return record(.dropped(what: "shake \(phase.rawValue)", reason: "there is no key window"))
        }
        walk(from: target, .motion(phase), handling: { $0.handlers.motion[phase] }) { r in
            self.callUser(r, UIEvent(type: .motion, subtype: .motionShake, timestamp: self.clock)) { event in
                switch phase {
                case .began: r.motionBegan(.motionShake, with: event)
                case .ended: r.motionEnded(.motionShake, with: event)
                case .cancelled: r.motionCancelled(.motionShake, with: event)
                }
            }
        } handled: { _ in
        }
    }

    func deliverRemoteControl(_ subtype: RemoteControlSubtype) {
        sendToKeyWindow(.remoteControl, UIEvent.EventSubtype(subtype))
        guard let target = eventTarget else {
            return record(.dropped(what: "remote control \(subtype.rawValue)", reason: "there is no key window"))
        }
        walk(from: target, .remoteControl(subtype), handling: { $0.handlers.remoteControl[subtype] }) { r in
            let event = UIEvent(type: .remoteControl, subtype: UIEvent.EventSubtype(subtype), timestamp: self.clock)
            return self.callUser(r, event) { r.remoteControlReceived(with: $0) }
        } handled: { _ in
        }
    }

    /// Presses go, phase by phase, to the responder each press was first dispatched to: the
    /// key window's first responder (else the key window) when it began (Apple: UIPress.responder,
    /// "the isFirstResponder object in the window when UIApplication originally dispatched the
    /// press event"). A press whose began the model never saw starts where a new one would.
    func deliverPresses(_ presses: [PressSample]) {
        sendPressesToKeyWindow(presses)
        let current = eventTarget
        if current == nil, presses.allSatisfy({ pressResponders[$0.id]?.responder == nil }) {
            for p in presses where p.phase == .ended || p.phase == .cancelled { pressResponders[p.id] = nil }
            return record(.dropped(what: "presses", reason: "there is no key window"))
        }
        for p in presses where p.phase == .began {
            let responder = rules.pressResponder(bound: nil, current: current)
            pressResponders[p.id] = WeakResponder(responder)
            if let responder { bindPressRecognizers(p, to: responder) }
        }
        for phase in PressPhase.allCases where phase != .stationary {
            let delivered = presses.filter { rules.deliveredPhase($0.phase) == phase }
            guard !delivered.isEmpty else { continue }
            // Recognizers on the responder's chain get the presses first (docs/semantics.md).
            if !pressRecognizers.isEmpty { deliverPressesToRecognizers(phase, delivered) }
            let these = pressesForResponder(delivered, phase)
            let answering = rules.pressHandlerPhase(phase)
            // One walk per responder the presses belong to, in the order the presses come.
            var starts: [UIResponder] = []
            var groups: [[PressSample]] = []
            for p in these {
                let bound = pressResponders[p.id]?.responder
                guard let start = rules.pressResponder(bound: bound, current: current) else {
                    record(.dropped(what: "press \(p.id) \(phase.rawValue)", reason: "there is no key window"))
                    continue
                }
                if let i = starts.firstIndex(where: { $0 === start }) {
                    groups[i].append(p)
                } else {
                    starts.append(start)
                    groups.append([p])
                }
            }
            for (start, group) in zip(starts, groups) {
                if phase == .began { for p in group { pressesAtResponder.insert(p.id) } }
                walk(from: start, .presses(phase, group), handling: { $0.handlers.presses[answering] }) { r in
                    self.callPresses(r, phase, group)
                } handled: { _ in
                }
            }
        }
        for p in presses where p.phase == .ended || p.phase == .cancelled {
            pressResponders[p.id] = nil
            pressObjects[p.id] = nil
        }
        forgetPressRecognizers(presses)
        if !involved.isEmpty { resetFinishedRecognizers() }
    }

    /// Calls a user's press method for `phase` with the `UIPress` objects of `samples` (one
    /// object per press, from its beginning to its end).
    /// `keepsObjects`: the presses go on for their recognizers (taken from the responder by a
    /// recognition), so their objects are kept until they end.
    func callPresses(_ r: UIResponder, _ phase: PressPhase, _ samples: [PressSample], keepsObjects: Bool = false)
        -> Bool
    {
        var set = Set<UIPress>()
        for p in samples { set.insert(pressObject(p, phase)) }
        let event = UIPressesEvent(timestamp: clock, allPresses: Set(pressObjects.values))
        let reached = callUser(r, event) { _ in
            switch phase {
            case .began: r.pressesBegan(set, with: event)
            case .changed, .stationary: r.pressesChanged(set, with: event)
            case .ended: r.pressesEnded(set, with: event)
            case .cancelled: r.pressesCancelled(set, with: event)
            }
        }
        if !keepsObjects, phase == .ended || phase == .cancelled { for p in samples { pressObjects[p.id] = nil } }
        return reached
    }

    /// `routerEvent(name:userInfo:)`: starts at the sender and walks `next`; the visited
    /// responders are always a prefix of the sender's chain.
    func sendRouterMessage(from sender: String, name: String) {
        guard let start = application.responder(named: sender) else {
            return record(.dropped(what: "router message \"\(name)\"", reason: "no responder is named \"\(sender)\""))
        }
        walk(from: start, .routerEvent(name)) { $0.handlers.router[name] }
    }

    /// `sendAction(_:to:from:for:)`. With a target, the action goes to it. With none, it goes
    /// to the first responder (or the sender when there is none) and walks up to the first
    /// responder whose `canPerformAction` is true — one that implements the action.
    @discardableResult
    func sendAction(_ selector: String, target: String?, sender: String?) -> Bool {
        if let target {
            guard let r = application.responder(named: target) else {
                record(.dropped(what: "action \(selector)", reason: "no responder is named \"\(target)\""))
                return false
            }
            // A user's class says which actions it implements by its canPerformAction (there is
            // no Objective-C runtime to ask); the package's classes by the scene.
            let implements =
                r.handlers.actions.contains(selector)
                || (rules.callsOverrides(of: r) && r.canPerformAction(Selector(selector), withSender: nil))
            guard implements else {
                record(
                    .dropped(what: "action \(selector)", reason: "the target \(ResponderID(r)) does not implement it"))
                return false
            }
            record(.call(responder: ResponderID(r), message: .action(selector), outcome: .handled))
            return true
        }
        guard let r = findActionTarget(selector, sender: sender, what: "action \(selector)") else { return false }
        // A declared canPerformAction may allow an action the responder does not implement.
        guard rules.callsOverrides(of: r) || r.handlers.actions.contains(selector) else {
            let reason = "\(ResponderID(r)) answered canPerformAction yes but does not implement it"
            record(.dropped(what: "action \(selector)", reason: reason))
            return false
        }
        record(.call(responder: ResponderID(r), message: .action(selector), outcome: .handled))
        return true
    }

    /// An action sent straight to an object that is not a responder, named by its class: UIKit
    /// sends it without asking whether the object implements it.
    func sendAction(_ selector: String, toObject printedName: String) {
        record(.call(responder: ResponderID(printed: printedName), message: .action(selector), outcome: .handled))
    }

    /// How the trace names the target of a `UIAction`: its handler.
    static let handlerTarget = "<handler>"

    /// The editing-menu walk: which responder would perform `selector`.
    func queryEditingMenu(_ selector: String, sender: String?) {
        _ = findActionTarget(selector, sender: sender, what: "editing menu \(selector)")
    }

    /// `target(forAction:withSender:)` from the first responder (else the sender), asking
    /// `canPerformAction` of each responder up the chain.
    private func findActionTarget(_ selector: String, sender: String?, what: String) -> UIResponder? {
        let senderResponder = sender.flatMap { application.responder(named: $0) }
        guard let start = rules.actionStart(application, sender: senderResponder) else {
            record(.dropped(what: what, reason: "there is no first responder and no sender to start from"))
            return nil
        }
        for r in start.responderChain {
            // A user's class answers through its override; the package's from the scene.
            let can =
                rules.callsOverrides(of: r)
                ? r.canPerformAction(Selector(selector), withSender: senderResponder)
                : rules.canPerform(r, selector)
            record(
                .call(
                    responder: ResponderID(r), message: .canPerformAction(selector),
                    outcome: can ? .canPerform : .cannotPerform))
            if can { return r }
        }
        record(.dropped(what: what, reason: "no responder in the chain can perform it"))
        return nil
    }

    // MARK: First responder

    func requestFirstResponder(_ name: String) {
        guard let r = application.responder(named: name) else {
            return record(.dropped(what: "becomeFirstResponder", reason: "no responder is named \"\(name)\""))
        }
        requestFirstResponder(r)
    }

    func requestFirstResponder(_ r: UIResponder) {
        let previous = r.windowForFirstResponder?.firstResponder
        switch r.becomeFirstResponder(rules: rules) {
        case .became(let previousName):
            if previousName != nil, let previous {
                record(
                    .firstResponder(responder: ResponderID(previous), request: .resignFirstResponder, result: .resigned)
                )
            }
            record(.firstResponder(responder: ResponderID(r), request: .becomeFirstResponder, result: .became))
        case .unchanged:
            record(
                .firstResponder(
                    responder: ResponderID(r), request: .becomeFirstResponder, result: .alreadyFirstResponder))
        case .refused(let why):
            record(.firstResponder(responder: ResponderID(r), request: .becomeFirstResponder, result: .refused(why)))
        }
    }

    func requestResign(_ name: String) {
        guard let r = application.responder(named: name) else {
            return record(.dropped(what: "resignFirstResponder", reason: "no responder is named \"\(name)\""))
        }
        let was = r.isFirstResponder
        let ok = r.resignFirstResponder(rules: rules)
        let result: FirstResponderResult =
            !was ? .wasNotFirstResponder : (ok ? .resigned : .refused(.cannotResign))
        record(.firstResponder(responder: ResponderID(r), request: .resignFirstResponder, result: result))
    }

    // MARK: Hierarchy

    func addSubview(_ viewName: String, to superviewName: String, at index: Int?) {
        guard let view = application.view(named: viewName), let superview = application.view(named: superviewName)
        else {
            return record(
                .dropped(what: "addSubview", reason: "\"\(viewName)\" and \"\(superviewName)\" must both be views"))
        }
        let before = firstResponders()
        do {
            try superview.checkedInsertSubview(
                view, at: index ?? superview.subviews.count - (view.superview === superview ? 1 : 0))
            record(.hierarchy(.added(view: ResponderID(view), superview: ResponderID(superview))))
        } catch {
            record(.hierarchy(.refused(subject: superviewName, change: "addSubview \(viewName)", reason: "\(error)")))
        }
        recordForcedResigns(before)
    }

    func removeFromSuperview(_ name: String) {
        guard let view = application.view(named: name) else {
            return record(.dropped(what: "removeFromSuperview", reason: "no view is named \"\(name)\""))
        }
        let before = firstResponders()
        let id = ResponderID(view)
        view.removeFromSuperview()
        record(.hierarchy(.removed(view: id)))
        recordForcedResigns(before)
    }

    private func firstResponders() -> [(UIWindow, UIResponder)] {
        application.windows.compactMap { w in w.firstResponder.map { (w, $0) } }
    }

    private func recordForcedResigns(_ before: [(UIWindow, UIResponder)]) {
        for (window, responder) in before where window.firstResponder !== responder {
            record(
                .firstResponder(
                    responder: ResponderID(responder), request: .resignFirstResponder,
                    result: .resignedRemovedFromWindow))
        }
    }
}
