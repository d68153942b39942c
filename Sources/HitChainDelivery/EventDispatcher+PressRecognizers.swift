import Foundation
import HitChainKit
import HitChainScene

/// Gesture recognizers and presses (docs/semantics.md, "Recognizers and presses"): a press is
/// offered, as it begins, to the recognizers of the views on the chain of the responder it is
/// dispatched to whose `allowedPressTypes` list its type (and whose delegate agrees); they get
/// each of its phases before that responder does. A recognizer that recognizes with
/// `cancelsTouchesInView` takes the press from the responder: `pressesCancelled` if it had
/// `pressesBegan`, and none of the press's later phases.
extension EventDispatcher {
    /// The recognizers of the views on `responder`'s chain, nearest first: a view's own and its
    /// superviews'; for a view controller, those of its view's superview and above (its own view
    /// is not on its chain); none for a window scene or the application.
    func recognizers(onChainOf responder: UIResponder) -> [UIGestureRecognizer] {
        if let view = responder as? UIView { return Self.recognizers(over: view) }
        if let vc = responder as? UIViewController, let above = vc.view.superview {
            return Self.recognizers(over: above)
        }
        return []
    }

    /// Fixes, as press `p` begins, the recognizers that receive it: admitted (enabled, not
    /// awaiting a reset), allowing its type, and — with a delegate — its answers for the event
    /// and the press both yes (Apple: the event question comes "once before either" the
    /// touch's or the press's).
    func bindPressRecognizers(_ p: PressSample, to responder: UIResponder) {
        let candidates = recognizers(onChainOf: responder)
        guard !candidates.isEmpty else { return }
        let press = pressObject(p, .began)
        let event = UIPressesEvent(timestamp: clock, allPresses: Set(pressObjects.values))
        var bound: [UIGestureRecognizer] = []
        for r in candidates where rules.admits(r) && rules.receivesPress(r, p.type) {
            r.rules = rules
            guard r.delegate == nil || rules.delegateAllowsReceive(r, press, in: event) else { continue }
            bound.append(r)
        }
        guard !bound.isEmpty else { return }
        pressRecognizers[p.id] = bound
        press.gestureRecognizers = bound
    }

    /// Gives this phase's presses to their recognizers, one call per recognizer with all its
    /// presses in the phase, and arbitrates after each call.
    func deliverPressesToRecognizers(_ phase: PressPhase, _ these: [PressSample]) {
        var calls: [(UIGestureRecognizer, [PressSample])] = []
        for p in these {
            for r in pressRecognizers[p.id] ?? [] {
                let takes = phase == .began ? rules.admits(r) : r.trackedPresses.contains(p.id)
                guard takes else { continue }
                if let i = calls.firstIndex(where: { $0.0 === r }) {
                    calls[i].1.append(p)
                } else {
                    calls.append((r, [p]))
                }
            }
        }
        for (r, list) in calls {
            if phase == .began, !rules.admits(r) { continue }
            let ids = list.map(\.id)
            if r.isListening || phase == .cancelled {
                record(.recognizerPresses(recognizer: r.label, phase: phase, presses: TouchIDs(ids)))
            }
            if !involved.contains(where: { $0 === r }) { join(r) }
            let objects = Set(list.map { pressObject($0, phase) })
            let event = UIPressesEvent(timestamp: clock, allPresses: Set(pressObjects.values))
            r.receivePresses(phase, ids, at: clock, presses: objects, event: event)
            settle()
        }
    }

    /// The presses of `these` their responder still gets in `phase`; a press a recognizer took
    /// is noted as dropped.
    func pressesForResponder(_ these: [PressSample], _ phase: PressPhase) -> [PressSample] {
        guard !pressesTaken.isEmpty else { return these }
        return these.filter { p in
            guard pressesTaken.contains(p.id) else { return true }
            record(.dropped(what: "press \(p.id) \(phase.rawValue)", reason: "a recognizer took it from its responder"))
            return false
        }
    }

    /// cancelsTouchesInView for presses: every press `r` saw that is still down (or ending in
    /// this event) is taken from its responder, which gets `pressesCancelled` if it had
    /// `pressesBegan` — one walk per responder.
    func cancelPresses(of r: UIGestureRecognizer) {
        let reason = "\(r.label) recognized (cancelsTouchesInView)"
        var starts: [UIResponder] = []
        var groups: [[PressSample]] = []
        for id in r.seenPresses where pressResponders[id] != nil && !pressesTaken.contains(id) {
            pressesTaken.insert(id)
            guard pressesAtResponder.contains(id), let responder = pressResponders[id]?.responder,
                let press = pressObjects[id]
            else {
                record(.dropped(what: "press \(id)", reason: "\(reason) before its responder had it"))
                continue
            }
            let sample = PressSample(id: id, type: press.type, phase: .cancelled, force: 0)
            if let i = starts.firstIndex(where: { $0 === responder }) {
                groups[i].append(sample)
            } else {
                starts.append(responder)
                groups.append([sample])
            }
        }
        for (start, group) in zip(starts, groups) {
            record(.dropped(what: "presses \(TouchIDs(group.map(\.id))) for \(ResponderID(start))", reason: reason))
            let answering = rules.pressHandlerPhase(.cancelled)
            walk(from: start, .presses(.cancelled, group), handling: { $0.handlers.presses[answering] }) { responder in
                self.callPresses(responder, .cancelled, group, keepsObjects: true)
            } handled: { _ in
            }
        }
    }

    /// The `UIPress` object of sample `p`, brought up to `phase` (one object per press, from its
    /// beginning to its end).
    func pressObject(_ p: PressSample, _ phase: PressPhase) -> UIPress {
        let press = pressObjects[p.id] ?? UIPress(identifier: p.id, type: p.type, phase: phase, timestamp: clock)
        press.responder = pressResponders[p.id]?.responder
        press.phase = phase
        press.timestamp = clock
        press.force = CGFloat(p.force ?? (phase == .ended || phase == .cancelled ? 0 : 1))
        pressObjects[p.id] = press
        return press
    }

    /// Forgets what the recognizers had of the presses that ended or were cancelled.
    func forgetPressRecognizers(_ presses: [PressSample]) {
        for p in presses where p.phase == .ended || p.phase == .cancelled {
            pressRecognizers[p.id] = nil
            pressesTaken.remove(p.id)
            pressesAtResponder.remove(p.id)
        }
    }
}
