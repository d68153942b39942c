import HitChainDelivery

/// Follows touches through a delivery trace: every touch that was delivered must end or be
/// cancelled exactly once, every delivery of it must start at the view it began in, and
/// nothing may arrive after its end.
struct TouchLifecycle {
    /// Touch id → the name of the view it was bound to when it began (nil: hit nothing).
    private var boundView: [Int: String?] = [:]
    private var begun: Set<Int> = []
    private var finished: Set<Int> = []
    private var order: [Int] = []

    static let phases: [String: String] = [
        "touchesBegan": "began", "touchesMoved": "moved", "touchesEnded": "ended", "touchesCancelled": "cancelled",
    ]

    mutating func observe(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        var previous: (responder: String, method: String, argument: String)?
        for entry in entries {
            switch entry {
            case .hitTest(let touch, _, let view, _):
                // An id may be used again once its touch is over; not while it is down.
                if begun.contains(touch), !finished.contains(touch) {
                    return FuzzFailure(
                        .touchLifecycle, eventIndex: eventIndex, expected: "touch \(touch) ended or cancelled first", actual: "a new touch \(touch) began",
                        detail: "touch \(touch): its id began again while the touch was still delivered")
                }
                begun.remove(touch)
                finished.remove(touch)
                boundView[touch] = view.map(lastComponent)
                previous = nil
            case .call(let responder, let method, let argument, _):
                defer { previous = (responder, method, argument) }
                guard let phase = Self.phases[method] else { continue }
                // The walk goes on up the chain: same message, the next responder.
                if let p = previous, p.method == method, p.argument == argument, p.responder != responder { continue }
                for id in Self.ids(argument) {
                    if let failure = step(id, phase, at: lastComponent(responder), eventIndex: eventIndex) { return failure }
                }
            default:
                previous = nil
            }
        }
        return nil
    }

    private mutating func step(_ id: Int, _ phase: String, at responder: String, eventIndex: Int) -> FuzzFailure? {
        func fail(_ detail: String, expected: String = "", actual: String = "") -> FuzzFailure {
            FuzzFailure(.touchLifecycle, eventIndex: eventIndex, expected: expected, actual: actual, detail: "touch \(id): \(detail)")
        }
        guard let bound = boundView[id] else { return fail("touches\(phase) was delivered for a touch that was never hit-tested") }
        guard let view = bound else { return fail("touches\(phase) was delivered although the touch hit no view") }
        guard responder == view else {
            return fail("touches\(phase) started at another responder than the view the touch began in", expected: view, actual: responder)
        }
        if finished.contains(id) { return fail("touches\(phase) arrived after the touch had ended or been cancelled") }
        switch phase {
        case "began":
            guard begun.insert(id).inserted else { return fail("touchesBegan arrived twice") }
            order.append(id)
        case "ended", "cancelled":
            guard begun.contains(id) else { return fail("touches\(phase) arrived before touchesBegan") }
            finished.insert(id)
        default:
            guard begun.contains(id) else { return fail("touches\(phase) arrived before touchesBegan") }
        }
        return nil
    }

    /// At the end of the stream, every delivered touch has ended or been cancelled.
    func finish(eventCount: Int) -> FuzzFailure? {
        for id in order where !finished.contains(id) {
            return FuzzFailure(
                .touchLifecycle, eventIndex: eventCount - 1, expected: "touchesEnded or touchesCancelled", actual: "neither",
                detail: "touch \(id) began at \((boundView[id] ?? nil) ?? "?") and never ended or was cancelled")
        }
        return nil
    }

    static func ids(_ argument: String) -> [Int] {
        argument.split(whereSeparator: { !$0.isNumber && $0 != "-" }).compactMap { Int($0) }
    }
}
