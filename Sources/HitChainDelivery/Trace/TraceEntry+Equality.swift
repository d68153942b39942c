extension TraceEntry {
    /// Same case, equal payloads: what the derived `==` answers, written out (`matches(_:_:)`).
    /// `hash(into:)` stays derived.
    public static func == (a: TraceEntry, b: TraceEntry) -> Bool {
        var a = a
        var b = b
        return matches(&a, &b)
    }

    /// `==` on two entries lying in memory, neither copied: replay compares every replayed
    /// entry with the recorded one, and copying both whole entries first (a retain of every
    /// reference in them, and a release after) was most of that cost. The operands are
    /// `inout` because an entry passed by address is lent in place, where one passed
    /// borrowed from memory the compiler cannot see is loaded as a copy; nothing is written.
    /// They must not be the same entry.
    ///
    /// - Complexity: O(the payloads' size).
    // Over the line limit: one case per trace entry, binding payloads in place (the point of writing it by hand).
    static func matches(_ a: inout TraceEntry, _ b: inout TraceEntry) -> Bool {
        switch a {
        case .event(let index, let time, let summary):
            switch b {
            case .event(let index2, let time2, let summary2):
                return index == index2 && time == time2 && summary == summary2
            default: return false
            }
        case .hitTest(let touch, let point, let view, let window):
            switch b {
            case .hitTest(let touch2, let point2, let view2, let window2):
                return touch == touch2 && point == point2 && same(view, view2) && same(window, window2)
            default: return false
            }
        case .call(let responder, let message, let outcome):
            switch b {
            case .call(let responder2, let message2, let outcome2):
                return outcome == outcome2 && responder == responder2 && message == message2
            default: return false
            }
        case .dropped(let what, let reason):
            switch b {
            case .dropped(let what2, let reason2): return what == what2 && reason == reason2
            default: return false
            }
        case .firstResponder(let responder, let request, let result):
            switch b {
            case .firstResponder(let responder2, let request2, let result2):
                return request == request2 && responder == responder2 && result == result2
            default: return false
            }
        case .hierarchy(let event):
            switch b {
            case .hierarchy(let event2): return event == event2
            default: return false
            }
        case .recognizerTouches(let recognizer, let phase, let touches):
            switch b {
            case .recognizerTouches(let recognizer2, let phase2, let touches2):
                return phase == phase2 && recognizer == recognizer2 && touches == touches2
            default: return false
            }
        case .recognizerPresses(let recognizer, let phase, let presses):
            switch b {
            case .recognizerPresses(let recognizer2, let phase2, let presses2):
                return phase == phase2 && recognizer == recognizer2 && presses == presses2
            default: return false
            }
        case .recognizerState(let recognizer, let view, let from, let to, let reason):
            switch b {
            case .recognizerState(let recognizer2, let view2, let from2, let to2, let reason2):
                return from == from2 && to == to2 && recognizer == recognizer2 && same(view, view2) && reason == reason2
            default: return false
            }
        case .timer(let time, let recognizer):
            switch b {
            case .timer(let time2, let recognizer2): return time == time2 && recognizer == recognizer2
            default: return false
            }
        case .delivery(let action, let phase, let touches, let view, let reason):
            switch b {
            case .delivery(let action2, let phase2, let touches2, let view2, let reason2):
                return action == action2 && phase == phase2 && touches == touches2 && same(view, view2)
                    && reason == reason2
            default: return false
            }
        case .tracking(let control, let step, let touch):
            switch b {
            case .tracking(let control2, let step2, let touch2):
                return step == step2 && touch == touch2 && control == control2
            default: return false
            }
        case .controlEvent(let control, let event):
            switch b {
            case .controlEvent(let control2, let event2): return event == event2 && control == control2
            default: return false
            }
        case .sendAction(let sender, let selector, let target):
            switch b {
            case .sendAction(let sender2, let selector2, let target2):
                return sender == sender2 && selector == selector2 && same(target, target2)
            default: return false
            }
        case .asked(let responder, let question, let answer):
            switch b {
            case .asked(let responder2, let question2, let answer2):
                return answer == answer2 && question == question2 && responder == responder2
            default: return false
            }
        case .told(let responder, let message):
            switch b {
            case .told(let responder2, let message2): return message == message2 && responder == responder2
            default: return false
            }
        }
    }
}

/// Two optionals equal as `==` says, without the copies Optional's `==` makes of both
/// (it switches over a tuple of them).
@inline(__always)
private func same<T: Equatable>(_ a: T?, _ b: T?) -> Bool {
    switch a {
    case .some(let x):
        switch b {
        case .some(let y): return x == y
        case .none: return false
        }
    case .none:
        switch b {
        case .some: return false
        case .none: return true
        }
    }
}
