public import HitChainKit
public import HitChainScene

/// The questions a test asks of what was delivered, answered from the trace: what a responder
/// received, which actions were sent, what a recognizer did, where a touch went, which chain a
/// message walked. A trace prints itself (`description` is `text`), so a failed
/// `#expect(trace.received("touchesBegan", by: view))` shows the whole trace beside it.
extension DeliveryTrace: CustomStringConvertible {
    /// The trace as text, one entry a line.
    public var description: String { text }

    /// An action as the trace records it: who sent it, the selector (or `UIAction "Title"`), and
    /// its target (a responder's name, `<Class>` for another object, `<handler>` for a
    /// `UIAction`, nil for the responder chain).
    public struct SentAction: Hashable, Sendable, CustomStringConvertible {
        /// The responder or control that sent it.
        public let sender: String
        /// The selector, or `UIAction "Title"`.
        public let selector: String
        /// The target, nil for the responder chain.
        public let target: String?

        /// `sender sendAction selector to target`.
        public var description: String { "\(sender) sendAction \(selector) to \(target ?? "nil")" }
    }

    /// The messages `responder` was sent (touches, presses, motion, remote control, router
    /// events, actions, `layoutSubviews`), in order, whatever it did with them.
    public func messages(to responder: UIResponder) -> [ResponderMessage] {
        entries.compactMap { entry in
            guard case .call(let who, let message, let outcome) = entry, who.name == responder.name,
                outcome != .canPerform, outcome != .cannotPerform
            else { return nil }
            return message
        }
    }

    /// Whether `responder` was sent `method`: a `UIResponder` method's name (`touchesBegan`,
    /// `pressesEnded`, `layoutSubviews`) or an action's selector (`buyTapped:`).
    public func received(_ method: String, by responder: UIResponder) -> Bool {
        messages(to: responder).contains { $0.method == method }
    }

    /// Whether `responder` handled `method` itself (did not only pass it to its next responder).
    public func handled(_ method: String, by responder: UIResponder) -> Bool {
        entries.contains { entry in
            guard case .call(let who, let message, let outcome) = entry else { return false }
            return who.name == responder.name && message.method == method
                && (outcome == .handled || outcome == .handledAndCalledSuper)
        }
    }

    /// The actions sent, in order; only those of `selector` when given.
    public func actions(sent selector: String? = nil) -> [SentAction] {
        entries.compactMap { entry in
            guard case .sendAction(let sender, let s, let target) = entry, selector == nil || s == selector else {
                return nil
            }
            return SentAction(sender: sender, selector: s, target: target)
        }
    }

    /// The control events `control` sent (`touchDown`, `touchUpInside`, `valueChanged`, …), in
    /// order.
    public func controlEvents(of control: UIView) -> [ControlEvent] {
        entries.compactMap { entry in
            guard case .controlEvent(let who, let event) = entry, who.name == control.name else { return nil }
            return event
        }
    }

    /// Whether `recognizer` recognized its gesture: a discrete one ended, a continuous one began.
    public func recognized(_ recognizer: UIGestureRecognizer) -> Bool {
        states(of: recognizer).contains { $0 == .began || $0 == .ended }
    }

    /// Every state `recognizer` entered, in order.
    public func states(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        entries.compactMap { entry in
            guard case .recognizerState(let name, _, _, let to, _) = entry, name == recognizer.name else { return nil }
            return to
        }
    }

    /// The view the hit-test bound a touch to: touch `touch` (by its id in the trace), or the
    /// first touch in the trace when nil; nil when it found none or no such touch came down.
    public func hitView(for touch: Int? = nil) -> ResponderID? {
        for entry in entries {
            if case .hitTest(let id, _, let view, _) = entry, touch == nil || id == touch { return view }
        }
        return nil
    }

    /// The responders `method` was sent to in the first event that sent it, in order: the
    /// chain it walked (`touchesBegan` from the hit view up to where it was handled or
    /// dropped; an action up from the first responder).
    public func chain(walkedBy method: String) -> [ResponderID] {
        var chain: [ResponderID] = []
        for entry in entries {
            if case .event = entry, !chain.isEmpty { break }
            if case .call(let who, let message, _) = entry, message.method == method { chain.append(who) }
        }
        return chain
    }
}
