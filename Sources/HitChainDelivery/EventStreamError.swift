/// Why a sequence of events cannot be delivered: it would make no physical sense.
public struct EventStreamError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule the stream breaks.
    public enum Kind: String, Hashable, Sendable {
        case timeGoesBackwards
        case nonFiniteNumber
        case beganTwice
        case notBegun
        case duplicateInEvent
        case unknownResponder
        case empty
        case tooMany
    }

    /// The rule broken.
    public var kind: Kind
    /// The index of the offending event in the stream.
    public var event: Int
    /// What is wrong, in a sentence.
    public var problem: String

    /// The error `kind` at event `event`, saying `problem`.
    public init(_ kind: Kind, event: Int, _ problem: String) {
        self.kind = kind
        self.event = event
        self.problem = problem
    }

    /// `event N: problem`.
    public var description: String { "event \(event): \(problem)" }
}

extension EventStreamValidator {
    /// Checks that `events` could have happened: time never goes backwards, every number
    /// is finite, a touch (or press) begins once and moves, ends or is cancelled only while
    /// it is down, no id appears twice in one event, at most `EventStreamValidator.maxDown`
    /// touches or presses are down at once, and every named responder exists (`names`;
    /// pass nil to skip that check).
    ///
    /// - Complexity: O(n) in the number of samples.
    public static func validate(
        _ events: some Sequence<TimedEvent>, responderNames names: Set<String>? = nil
    ) throws(EventStreamError) {
        var validator = EventStreamValidator(responderNames: names)
        for timed in events { try validator.check(timed) }
    }
}

/// `validate(_:responderNames:)`'s checks one event at a time, for a stream too long to hold: replay
/// checks every decoded event before delivering it.
public struct EventStreamValidator: Sendable {
    /// The most touches (or presses) down at once: more fingers than any screen reports.
    public static let maxDown = 64
    let names: Set<String>?
    var last = -Double.infinity
    var touchesDown = DownIDs()
    var pressesDown = DownIDs()
    /// The index of the next event.
    public private(set) var index = 0

    /// A validator for a new stream; with `names`, every responder an event names must be one of them.
    public init(responderNames names: Set<String>? = nil) {
        self.names = names
    }

    /// Checks the next event against those before it.
    public mutating func check(_ timed: TimedEvent) throws(EventStreamError) {
        let i = index
        index += 1
        try checkTime(timed.time, event: i)
        switch timed.event {
        case .touches(let touches):
            try checkTouches(touches, event: i)
        case .presses(let presses):
            try checkPresses(presses, event: i)
        default:
            try checkResponderNames(in: timed.event, event: i)
        }
        if touchesDown.count > Self.maxDown || pressesDown.count > Self.maxDown {
            throw EventStreamError(.tooMany, event: i, "more than \(Self.maxDown) touches or presses are down at once")
        }
    }

    /// Checks that the time is finite and not before the previous event's, and remembers it.
    private mutating func checkTime(_ time: Double, event i: Int) throws(EventStreamError) {
        guard time.isFinite else {
            throw EventStreamError(.nonFiniteNumber, event: i, "the time is not a finite number")
        }
        guard time >= last else {
            throw EventStreamError(
                .timeGoesBackwards, event: i, "time goes backwards: \(time) s comes after \(last) s")
        }
        last = time
    }

    /// Checks a touch event's samples in order (no duplicate id, finite numbers, a lifecycle
    /// that follows the touches down) and updates the touches that are down.
    private mutating func checkTouches(_ touches: [TouchSample], event i: Int) throws(EventStreamError) {
        guard !touches.isEmpty else {
            throw EventStreamError(
                .empty, event: i, "a touch event needs at least one touch (is anything down to cancel?)")
        }
        // A few samples (nearly every event) are searched, building no set; many are hashed.
        let searches = touches.count <= 16
        var seen: Set<Int> = []
        for (k, t) in touches.enumerated() {
            let repeated = searches ? touches[..<k].contains { $0.id == t.id } : !seen.insert(t.id).inserted
            guard !repeated else {
                throw EventStreamError(.duplicateInEvent, event: i, "touch \(t.id) appears twice in one event")
            }
            guard t.location.isFinite, t.force.isFinite, t.majorRadius.isFinite else {
                throw EventStreamError(
                    .nonFiniteNumber, event: i,
                    "touch \(t.id) has a coordinate, force or radius that is not finite")
            }
            let step: Lifecycle =
                t.phase == .began ? .begin : (t.phase == .ended || t.phase == .cancelled ? .end : .continue)
            try track(t.id, "touch", t.phase.rawValue, step, &touchesDown, event: i)
        }
    }

    /// Checks a press event's samples in order (no duplicate id, a lifecycle that follows the
    /// presses down) and updates the presses that are down.
    private mutating func checkPresses(_ presses: [PressSample], event i: Int) throws(EventStreamError) {
        guard !presses.isEmpty else {
            throw EventStreamError(.empty, event: i, "a press event needs at least one press")
        }
        var seen: Set<Int> = []
        for p in presses {
            guard seen.insert(p.id).inserted else {
                throw EventStreamError(.duplicateInEvent, event: i, "press \(p.id) appears twice in one event")
            }
            if let f = p.force, !(f >= 0 && f <= 1) {
                throw EventStreamError(
                    .nonFiniteNumber, event: i, "press \(p.id) has force \(f); a force is from 0 to 1")
            }
            let step: Lifecycle =
                p.phase == .began ? .begin : (p.phase == .ended || p.phase == .cancelled ? .end : .continue)
            try track(p.id, "press", p.phase.rawValue, step, &pressesDown, event: i)
        }
    }

    /// Checks that every responder an event names exists, in the order the event names them,
    /// and that a change's numbers are finite. Touches and presses name no responder.
    private func checkResponderNames(in event: InputEvent, event i: Int) throws(EventStreamError) {
        switch event {
        case .touches, .presses, .motion, .remoteControl, .idle:
            break
        case .routerMessage(let from, _):
            try requireKnown(from, event: i)
        case .action(_, let target, let sender):
            try requireKnown(target, event: i)
            try requireKnown(sender, event: i)
        case .editingMenu(_, let sender):
            try requireKnown(sender, event: i)
        case .becomeFirstResponder(let name), .resignFirstResponder(let name), .removeFromSuperview(let name):
            try requireKnown(name, event: i)
        case .addSubview(let view, let superview, _):
            try requireKnown(view, event: i)
            try requireKnown(superview, event: i)
        case .change(let view, let change):
            try requireKnown(view, event: i)
            switch change {
            case .hitTest(.forward(let target)), .hitTest(.redirect(let target)), .pointInside(.boundsOf(let target)):
                try requireKnown(target, event: i)
            case .hitTest(.onlySubviews(let names)):
                for n in names { try requireKnown(n, event: i) }
            default: break
            }
            guard change.isFinite else {
                throw EventStreamError(
                    .nonFiniteNumber, event: i, "a change to \(view) has a number that is not finite")
            }
        }
    }

    /// Throws unless `name` is nil, names are not checked, or a responder has that name.
    private func requireKnown(_ name: String?, event i: Int) throws(EventStreamError) {
        guard let name, let names else { return }
        guard names.contains(name) else {
            throw EventStreamError(.unknownResponder, event: i, "no responder is named \"\(name)\"")
        }
    }
}

/// Where a touch or press sample sits in its life.
enum Lifecycle {
    case begin, `continue`, end
}

/// Checks one sample against the ids that are down, and updates them: a begin must be new,
/// anything else must follow a begin, an end lifts the id.
private func track(_ id: Int, _ what: String, _ phase: String, _ step: Lifecycle, _ down: inout DownIDs, event i: Int)
    throws(EventStreamError)
{
    switch step {
    case .begin:
        guard down.insert(id) else {
            throw EventStreamError(.beganTwice, event: i, "\(what) \(id) begins again before it ended")
        }
    case .continue:
        guard down.contains(id) else {
            throw EventStreamError(.notBegun, event: i, "\(what) \(id) \(phase) before it began")
        }
    case .end:
        guard down.remove(id) else {
            throw EventStreamError(.notBegun, event: i, "\(what) \(id) \(phase) before it began")
        }
    }
}
