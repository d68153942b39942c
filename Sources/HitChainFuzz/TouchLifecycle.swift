import HitChainDelivery
import HitChainScene

/// Follows touches through a delivery trace: every touch that was delivered must end or be
/// cancelled exactly once, every delivery of it must start at the view it began in, and
/// nothing may arrive after its end.
struct TouchLifecycle {
    /// Where a touch id stands, from its hit-test to its end.
    private enum Stage {
        /// Hit-tested: bound to a view (nil: it hit nothing); no phase delivered yet.
        case bound(ResponderID?)
        /// touchesBegan delivered to the view.
        case delivered(ResponderID)
        /// touchesEnded or touchesCancelled delivered.
        case finished(ResponderID)
    }

    private var stages: [Int: Stage] = [:]
    /// Delivered touches in the order they began, for `finish`.
    private var order: [Int] = []

    mutating func observe(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        var previous: (responder: ResponderID, message: ResponderMessage)?
        for entry in entries {
            switch entry {
            case .hitTest(let touch, _, let view, _):
                // An id may be used again once its touch is over; not while it is down.
                if case .delivered? = stages[touch] {
                    return FuzzFailure(
                        .touchLifecycle, eventIndex: eventIndex, expected: "touch \(touch) ended or cancelled first",
                        actual: "a new touch \(touch) began",
                        detail: "touch \(touch): its id began again while the touch was still delivered")
                }
                stages[touch] = .bound(view)
                previous = nil
            case .call(let responder, let message, _):
                defer { previous = (responder, message) }
                guard case .touches(let phase, let ids) = message else { continue }
                // The walk goes on up the chain: same message, the next responder.
                if let p = previous, p.message == message, p.responder != responder { continue }
                for id in ids.ids {
                    if let failure = step(id, phase, at: responder, eventIndex: eventIndex) { return failure }
                }
            default:
                previous = nil
            }
        }
        return nil
    }

    private mutating func step(_ id: Int, _ phase: TouchPhase, at responder: ResponderID, eventIndex: Int)
        -> FuzzFailure?
    {
        func fail(_ detail: String, expected: String = "", actual: String = "") -> FuzzFailure {
            FuzzFailure(
                .touchLifecycle, eventIndex: eventIndex, expected: expected, actual: actual,
                detail: "touch \(id): \(detail)")
        }
        let method = phase.methodName
        switch stages[id] {
        case nil:
            return fail("\(method) was delivered for a touch that was never hit-tested")
        case .bound(nil)?:
            return fail("\(method) was delivered although the touch hit no view")
        case .finished?:
            return fail("\(method) arrived after the touch had ended or been cancelled")
        case .bound(let view?)?:
            guard responder.name == view.name else {
                return fail(
                    "\(method) started at another responder than the view the touch began in",
                    expected: view.name, actual: responder.name)
            }
            guard phase == .began else { return fail("\(method) arrived before touchesBegan") }
            stages[id] = .delivered(view)
            order.append(id)
        case .delivered(let view)?:
            guard responder.name == view.name else {
                return fail(
                    "\(method) started at another responder than the view the touch began in",
                    expected: view.name, actual: responder.name)
            }
            switch phase {
            case .began: return fail("touchesBegan arrived twice")
            case .ended, .cancelled: stages[id] = .finished(view)
            case .moved, .stationary: break
            }
        }
        return nil
    }

    /// At the end of the stream, every delivered touch has ended or been cancelled.
    func finish(eventCount: Int) -> FuzzFailure? {
        for id in order {
            guard case .delivered(let view)? = stages[id] else { continue }
            return FuzzFailure(
                .touchLifecycle, eventIndex: eventCount - 1, expected: "touchesEnded or touchesCancelled",
                actual: "neither",
                detail: "touch \(id) began at \(view.name) and never ended or was cancelled")
        }
        return nil
    }
}
