import HitChainDelivery
import HitChainKit
import HitChainScene

/// The delivery rules the fuzzer checks independently of the dispatcher: each property
/// works its expectation out from the scene, the event stream and the trace, never from the
/// live state delivery changed — every engine shares the dispatcher, so comparing engines
/// cannot see a dispatcher bug, and an expectation read back from its state agrees with it.
struct DeliveryExpectations {
    var touches = TouchLifecycle()
    var recognizerStates: RecognizerLifecycle
    var tracking = TrackingLifecycle()
    var firstResponder: FirstResponderModel
    var admission: TouchAdmission
    var effects: RecognizerEffects
    var timing: GestureTiming
    var controls: ControlGeometry
    var recognizers: RecognizerRules
    var scrollViews: ScrollViewRules
    var prompt: PromptRecognition
    var scrollDecisions: ScrollViewDecisions
    let questions: DelegateQuestions
    var presses: PressRecognition
    var answers: DeclaredAnswerSequences
    var layout: LayoutBeforeDelivery
    /// Each view's index in the scene, by name.
    let viewIndex: [String: Int]
    /// The `isEnabled` of the control the event being checked changes, before it changes it.
    var enabledBefore: (name: String, value: Bool)?
    /// The responder each press that is down was dispatched to when it began, by press id
    /// (the model's first responder then, else the key window).
    var pressStarts: [Int: String] = [:]

    /// `viewIndex`: each view's index in the scene, by name.
    init(scene: HCScene, application: UIApplication, viewIndex: [String: Int]) {
        // The scene's recognizers and their failure requirements, worked out once for every
        // expectation that needs them (seven of them each worked them out for itself).
        let specs = scene.recognizerSpecs
        let requirements = FailureRequirements.of(specs)
        recognizerStates = RecognizerLifecycle(
            discrete: Dictionary(specs.map { ($0.spec.name, $0.spec.kind.isDiscrete) }, uniquingKeysWith: { a, _ in a })
        )
        // A control that handles touchesEnded or touchesCancelled itself never ends tracking.
        tracking.exempt = Set(
            scene.views.indices.filter {
                scene.views[$0].isControl
                    && (scene.views[$0].responder.handlers.touches[.ended] == .handle
                        || scene.views[$0].responder.handlers.touches[.cancelled] == .handle)
            }.map { scene.views[$0].name })
        firstResponder = FirstResponderModel(
            scene: scene, application: application, viewIndex: viewIndex, specs: specs)
        admission = TouchAdmission(scene: scene, viewIndex: viewIndex)
        effects = RecognizerEffects(scene: scene, specs: specs, requirements: requirements)
        timing = GestureTiming(specs: specs)
        controls = ControlGeometry(scene: scene)
        recognizers = RecognizerRules(
            scene: scene, viewIndex: viewIndex, specs: specs, requirements: requirements)
        scrollViews = ScrollViewRules(scene: scene, viewIndex: viewIndex)
        prompt = PromptRecognition(specs: specs, requirements: requirements)
        scrollDecisions = ScrollViewDecisions(scene: scene)
        questions = DelegateQuestions(scene: scene)
        presses = PressRecognition(specs: specs)
        answers = DeclaredAnswerSequences(specs: specs)
        layout = LayoutBeforeDelivery(scene: scene, application: application)
        self.viewIndex = viewIndex
    }

    /// What a chain-walking message must do, starting where the model's first responder
    /// (else the key window, else the sender) says.
    func messageExpectation(for event: InputEvent, rules: ChainRules, app: UIApplication) -> MessageExpectation? {
        let firstResponder = self.firstResponder.keyFirstResponder.flatMap(app.responder(named:))
        let keyWindow = self.firstResponder.keyWindow.flatMap { app.responder(named: rules.scene.views[$0].name) }
        return MessageExpectation(
            event, application: app, firstResponder: firstResponder, keyWindow: keyWindow,
            declared: self.firstResponder.declared, pressStarts: pressStarts, pressesTaken: presses.taken)
    }

    /// Notes what must be known of the graph before `event` changes it.
    mutating func prepare(_ event: InputEvent, app: UIApplication) {
        controls.prepare(event, app: app)
        // A control's `isEnabled` before the event changes it: a walk a timer releases first
        // meets the control as it was.
        enabledBefore = nil
        if case .change(let name, .enabled) = event, let v = app.view(named: name) {
            enabledBefore = (name, v.isControlEnabled)
        }
    }

    /// Checks one event's entries against every expectation; `rules` are the chain rules
    /// before and after the event's hierarchy change.
    mutating func observe(
        _ timed: TimedEvent, _ entries: ArraySlice<TraceEntry>, rules both: (before: ChainRules, after: ChainRules),
        app: UIApplication, eventIndex i: Int
    ) -> FuzzFailure? {
        let rules = both.after
        let event = timed.event
        // Decelerating content moves before anything is delivered; a touch landing on it stops it.
        scrollViews.prepareDecelerations(at: timed.time, before: both.before)
        if let f = layout.observe(event, entries, eventIndex: i) { return f }
        if let f = touches.observe(entries, eventIndex: i) { return f }
        if let f = recognizerStates.observe(entries, eventIndex: i) { return f }
        if let f = tracking.observe(entries, eventIndex: i) { return f }
        if let f = firstResponder.observe(event, entries, rules: both, app: app, eventIndex: i) { return f }
        if let f = admission.observe(
            event, entries, rules: rules, decelerating: scrollViews.decelerating, eventIndex: i)
        {
            return f
        }
        if let f = recognizers.observe(event, entries, rules: rules, admission: admission, eventIndex: i) { return f }
        if let f = scrollDecisions.observe(timed, entries, app: app, eventIndex: i) { return f }
        if let f = scrollViews.observe(
            timed, entries, app: app, eventIndex: i, locks: scrollDecisions.locks, rules: rules)
        {
            return f
        }
        if let f = questions.observe(event, entries, eventIndex: i) { return f }
        if let f = answers.observe(entries, eventIndex: i) { return f }
        if let f = effects.observe(event, entries, eventIndex: i) { return f }
        if let f = timing.observe(timed, entries, eventIndex: i) { return f }
        if let f = prompt.observe(timed, entries, eventIndex: i) { return f }
        if let f = controls.observe(event, entries, app: app, eventIndex: i) { return f }
        // Recognitions outside press events (a timer, a touch) may take a press that is down.
        if case .presses = event {
        } else if !presses.types.isEmpty,
            let f = presses.observe(event, entries, starts: pressStarts, app: app, eventIndex: i)
        {
            return f
        }
        let walks = TouchWalks(declared: firstResponder.declared, viewIndex: viewIndex, enabledBefore: enabledBefore)
        if let f = walks.check(entries, rules: both.before, app: app, eventIndex: i) { return f }
        // The message's own walk comes after any timer that fired first (which may have
        // focused a text input): it starts from the model's first responder after the event.
        if case .presses(let presses) = event {
            let start = firstResponder.keyFirstResponder ?? firstResponder.keyWindow.map { rules.scene.views[$0].name }
            for p in presses where p.phase == .began { pressStarts[p.id] = start }
            defer { for p in presses where p.phase == .ended || p.phase == .cancelled { pressStarts[p.id] = nil } }
            if let f = self.presses.observe(event, entries, starts: pressStarts, app: app, eventIndex: i) { return f }
            return messageExpectation(for: event, rules: rules, app: app)?.check(entries, eventIndex: i)
        }
        return messageExpectation(for: event, rules: rules, app: app)?.check(entries, eventIndex: i)
    }

    /// After the last event, once the stream has settled (every touch lifted, every timer
    /// fired): every delivered touch ended, and every recognizer is back in possible. A stream
    /// that stops sooner (a shrunk case) may still hold a touch's end for a recognizer that can
    /// recognize.
    func finish(_ c: FuzzCase, app: UIApplication) -> FuzzFailure? {
        guard c.isSettled else { return nil }
        if let f = touches.finish(eventCount: c.events.count) { return f }
        let names = c.scene.recognizerSpecs.map(\.spec.name)
        return recognizerStates.finish(app, names: names, eventCount: c.events.count)
    }
}
