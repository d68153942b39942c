import HitChainDelivery
import HitChainScene

/// A scene's declared delegate answers that change from one attempt to the next
/// (docs/semantics.md, "Decision: declared delegates"), worked out from the scene's specs and the
/// `asked` entries the fuzzer's traces list — never by asking the dispatcher:
///
/// - the Nth time (from the first) a recognizer's declared `gestureRecognizerShouldBegin` is
///   asked, the answer is its list's Nth, or its last once the list is used up;
/// - after a no, the recognizer neither begins nor recognizes until it has failed (or reset).
struct DeclaredAnswerSequences {
    /// Each recognizer's declared `shouldBegin` answers, by name, for those with several.
    let shouldBegin: [String: [Bool]]
    /// How many times each recognizer's delegate was asked `gestureRecognizerShouldBegin`.
    var asked: [String: Int] = [:]
    /// The recognizers whose delegate said no in their current attempt.
    var refused: Set<String> = []

    /// `specs`: the scene's recognizers (`HCScene.recognizerSpecs`).
    init(specs: [(view: Int, spec: GestureRecognizerSpec)]) {
        var answers: [String: [Bool]] = [:]
        for (_, spec) in specs {
            if let d = spec.delegate, d.shouldBegin.count > 1 { answers[spec.name] = d.shouldBegin }
        }
        shouldBegin = answers
    }

    /// Checks one event's entries.
    mutating func observe(_ entries: ArraySlice<TraceEntry>, eventIndex: Int) -> FuzzFailure? {
        guard !shouldBegin.isEmpty else { return nil }
        for entry in entries {
            switch entry {
            case .asked(let responder, let question, let answer):
                guard let name = Self.recognizer(asked: responder), let answers = shouldBegin[name],
                    question == "gestureRecognizerShouldBegin(\(name))"
                else { continue }
                let time = asked[name, default: 0]
                asked[name] = time + 1
                let expected = GestureDelegateSpec.answer(answers, time: time)
                if answer != expected {
                    return FuzzFailure(
                        .declaredAnswers, eventIndex: eventIndex,
                        expected: "answer \(time + 1) of \(answers): \(expected ? "YES" : "NO")",
                        actual: entry.line.trimmed,
                        detail: "the declared answers are given one per time the question is asked, the last repeated")
                }
                if !answer { refused.insert(name) }
            case .recognizerState(let name, _, let from, let to, _) where refused.contains(name):
                if to == .began || (from == .possible && to == .ended) {
                    return FuzzFailure(
                        .declaredAnswers, eventIndex: eventIndex, expected: "\(name) fails",
                        actual: entry.line.trimmed, detail: "its delegate answered gestureRecognizerShouldBegin no")
                }
                if to == .failed || to == .possible { refused.remove(name) }
            default:
                break
            }
        }
        return nil
    }

    /// The recognizer whose delegate `responder` names (`photoTap.delegate` → `photoTap`).
    static func recognizer(asked responder: String) -> String? {
        let suffix = ".delegate"
        guard responder.hasSuffix(suffix) else { return nil }
        return String(responder.dropLast(suffix.count))
    }
}
