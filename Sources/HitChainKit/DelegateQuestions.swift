// Named for its concept: the questions asked of user code, on the three types that ask them.

/// The questions delivery asks of user code — a recognizer's delegate, a view about a
/// recognizer, a scroll view about its content — each noted, with its answer, for a trace that
/// asks for them (`UIApplication.questionSink`, set by `EventDispatcher.tracesQuestions`). When
/// nobody listens a question costs one load more than asking it.
extension UIApplication {
    /// Notes a question and its answer when a trace listens; returns the answer.
    @inline(__always)
    package func note(_ asked: @autoclosure () -> String, _ question: @autoclosure () -> String, _ answer: Bool)
        -> Bool
    {
        if let sink = questionSink { sink(asked(), question(), answer) }
        return answer
    }
}

extension UIView {
    /// The application that listens to this view's questions, if any.
    var questionListener: UIApplication? { hasChangeSink ? changeSink : nil }

    /// Notes a question asked of this view and its answer; returns the answer.
    package func note(_ question: @autoclosure () -> String, _ answer: Bool) -> Bool {
        guard let app = questionListener, app.questionSink != nil else { return answer }
        return app.note(name, question(), answer)
    }
}

extension UIGestureRecognizer {
    /// Notes a question asked of this recognizer's delegate and its answer; returns the answer.
    package func noteDelegate(_ question: @autoclosure () -> String, _ answer: Bool) -> Bool {
        guard let app = view?.questionListener, app.questionSink != nil else { return answer }
        return app.note("\(label).delegate", question(), answer)
    }

    /// The delegate's `gestureRecognizerShouldBegin(_:)`, noted (true without a delegate).
    package func askShouldBegin() -> Bool {
        guard let d = delegate else { return true }
        return noteDelegate("gestureRecognizerShouldBegin(\(label))", d.gestureRecognizerShouldBegin(self))
    }

    /// The delegate's `gestureRecognizer(_:shouldReceive:)` for `event` (iOS 13.4), then for
    /// `touch`, each noted (true without a delegate): either no keeps the touch from it.
    package func askShouldReceive(_ touch: UITouch, in event: UIEvent) -> Bool {
        guard let d = delegate else { return true }
        let id = touch.identifier
        guard
            noteDelegate(
                "gestureRecognizer(\(label), shouldReceive: event)", d.gestureRecognizer(self, shouldReceive: event))
        else { return false }
        return noteDelegate(
            "gestureRecognizer(\(label), shouldReceive: touch \(id))", d.gestureRecognizer(self, shouldReceive: touch))
    }

    /// The delegate's `gestureRecognizer(_:shouldReceive:)` for `event`, then for `press`, each
    /// noted (true without a delegate): either no keeps the press from it (Apple: the event
    /// question is asked "once before either" the touch's or the press's).
    package func askShouldReceive(_ press: UIPress, in event: UIPressesEvent) -> Bool {
        guard let d = delegate else { return true }
        guard
            noteDelegate(
                "gestureRecognizer(\(label), shouldReceive: event)", d.gestureRecognizer(self, shouldReceive: event))
        else { return false }
        return noteDelegate(
            "gestureRecognizer(\(label), shouldReceive: press \(press.identifier))",
            d.gestureRecognizer(self, shouldReceive: press))
    }

    /// The delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, noted (false
    /// without a delegate).
    package func askSimultaneous(with other: UIGestureRecognizer) -> Bool {
        guard let d = delegate else { return false }
        return noteDelegate(
            "gestureRecognizer(\(label), shouldRecognizeSimultaneouslyWith: \(other.label))",
            d.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other))
    }

    /// The delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`, noted.
    package func askRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        guard let d = delegate else { return false }
        return noteDelegate(
            "gestureRecognizer(\(label), shouldRequireFailureOf: \(other.label))",
            d.gestureRecognizer(self, shouldRequireFailureOf: other))
    }

    /// The delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, noted.
    package func askRequiredToFail(by other: UIGestureRecognizer) -> Bool {
        guard let d = delegate else { return false }
        return noteDelegate(
            "gestureRecognizer(\(label), shouldBeRequiredToFailBy: \(other.label))",
            d.gestureRecognizer(self, shouldBeRequiredToFailBy: other))
    }
}
