import HitChainDelivery
import HitChainKit
import HitChainScene

/// When, and how often, delivery asks user code its questions (docs/semantics.md, "Delegates"
/// and "Scroll views"), read from the `asked` entries the fuzzer's traces list — worked out from
/// the events and the trace's own order, never by asking the dispatcher:
///
/// - a delegate's `gestureRecognizer(_:shouldReceive:)` for touch N is asked in the event where
///   N began, once per recognizer, right after the same delegate's question for the event;
/// - a scroll view with `delaysContentTouches` asks `touchesShouldBegin(_:with:in:)` about a
///   touch only once it hands the touch-down on — never before the touch's recognizers have
///   seen it in the event it began;
/// - a failure-requirement question (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`)
///   about the same pair is asked at most once per attempt to recognize: an attempt ends with a
///   reset, which happens only at the end of an event or of a timer firing, so no pair is asked
///   twice between two `event` or `timer` entries.
struct DelegateQuestions {
    /// The scroll views (by name) with `delaysContentTouches`.
    let delaying: Set<String>

    init(scene: HCScene) {
        delaying = Set(scene.views.filter { $0.scrollView?.delaysContentTouches == true }.map(\.name))
    }

    /// Checks one event's entries.
    // Over the line limit: one pass over the event's entries, each kind of question checked as it
    // comes, in trace order.
    func observe(_ event: InputEvent, _ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        var began: Set<Int> = []
        if case .touches(let samples) = event {
            for s in samples where s.phase == .began { began.insert(s.id) }
        }
        var asked: Set<String> = []
        var previous: TraceEntry?
        // The touches a delaying scroll view was asked about at touch-down, before a recognizer
        // had the touch: with `delaysContentTouches` it may ask only once it hands the
        // touch-down on, after its pan (and every recognizer) has seen the touch.
        var askedEarly: [Int: String] = [:]
        for entry in entries {
            defer { previous = entry }
            switch entry {
            case .event, .timer:
                asked = []
            case .recognizerTouches(_, .began, let ids):
                for id in ids.ids {
                    if let line = askedEarly[id] {
                        return FuzzFailure(
                            .delegateQuestions, eventIndex: eventIndex,
                            expected: "touchesShouldBegin for touch \(id) asked once the touch-down is handed on",
                            actual: "asked as the finger came down, before its recognizers saw it", detail: line)
                    }
                }
            case .asked(let responder, let question, _) where question.hasPrefix("touchesShouldBegin(touch "):
                let name = responder.split(separator: "/").last.map(String.init) ?? responder
                if delaying.contains(name), let touch = Self.touchAsked(question, after: "touchesShouldBegin(touch "),
                    began.contains(touch)
                {
                    askedEarly[touch] = entry.line.trimmed
                }
            case .asked(let responder, let question, _):
                if question.containsLiteral("shouldRequireFailureOf:")
                    || question.containsLiteral("shouldBeRequiredToFailBy:")
                {
                    let key = responder + " " + question
                    if !asked.insert(key).inserted {
                        return fail(
                            eventIndex, expected: "\(responder) asked \(question) once in this attempt",
                            actual: "asked again before the recognizer was reset", entry)
                    }
                }
                if let touch = Self.touchAsked(question) {
                    guard began.contains(touch) else {
                        return fail(
                            eventIndex, expected: "shouldReceive for touch \(touch) asked as it begins",
                            actual: "asked in an event where touch \(touch) does not begin", entry)
                    }
                    let eventQuestion = question.replacingOccurrences(
                        of: "shouldReceive: touch \(touch))", with: "shouldReceive: event)")
                    guard case .asked(responder, eventQuestion, true)? = previous else {
                        return fail(
                            eventIndex, expected: "\(responder) asked about the event (yes) just before the touch",
                            actual: previous.map { $0.line.trimmed } ?? "nothing before it", entry)
                    }
                }
            default:
                break
            }
        }
        return nil
    }

    /// The touch a `shouldReceive: touch N)` question is about.
    static func touchAsked(_ question: String) -> Int? {
        guard let r = question.literalRange(of: "shouldReceive: touch "), question.hasSuffix(")") else { return nil }
        return Int(question[r.upperBound...].dropLast())
    }

    /// The touch a `touchesShouldBegin(touch N, in: …)` question is about.
    static func touchAsked(_ question: String, after prefix: String) -> Int? {
        guard question.hasPrefix(prefix) else { return nil }
        return Int(question.dropFirst(prefix.count).prefix { $0.isNumber })
    }

    private func fail(_ i: Int, expected: String, actual: String, _ entry: TraceEntry) -> FuzzFailure {
        FuzzFailure(.delegateQuestions, eventIndex: i, expected: expected, actual: actual, detail: entry.line.trimmed)
    }
}
