import HitChainGeometry
public import HitChainKit
import HitChainScene

/// UIApplication's `sendEvent`: takes events from a FIFO queue and delivers each one —
/// touches to the view they were hit-tested to, motion, remote-control and press events to
/// the first responder, actions and router messages along the chain — recording every
/// step in a `DeliveryTrace`.
///
/// The hit-test is pluggable (`HitTesting`), so the same events can be delivered through
/// the reference and through every engine and their traces compared.
///
/// Exclusivity: the state delivery touches for every event and entry (marked below) is read and
/// written by the dispatcher's own methods only, each access ending before any call into user
/// code, so no two accesses overlap. Builds with the `InvariantChecks` trait (the test suite, as
/// CI runs it) keep Swift's run-time exclusivity checks on it, which trap on any overlap; other
/// builds leave them out (`@exclusivity(unchecked)`): they were about a sixth of the
/// instructions a replayed event cost (docs/engines.md).
public final class EventDispatcher: ActionDelivery {
    /// Whether this build keeps Swift's run-time exclusivity checks on the dispatcher's hot state
    /// (the `InvariantChecks` trait): the test suite runs with them, so an overlap traps there.
    #if HITCHAIN_CHECKS
        package static let checksExclusivity = true
    #else
        package static let checksExclusivity = false
    #endif
    /// The application whose windows, first responder and recognizers it delivers to.
    public let application: UIApplication
    /// The hit-test every touch-down asks: the reference walk, an engine, or a mutant.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    public var hitTester: any HitTesting
    /// The delivery decisions beyond hit-testing: UIKit's, or a delivery mutant's.
    package let rules: any DeliveryRules
    /// Everything delivered so far, in order (`DeliveryTrace`).
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    public private(set) var trace = DeliveryTrace()
    /// Receives every trace entry as it is made (a recorder writes them out).
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    public var traceSink: ((TraceEntry) -> Void)?
    /// Whether `trace` keeps the entries; turn off for streams too long to hold in memory.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    public var retainsTrace = true
    /// Whether the trace lists the questions delivery asks of user code when it asks them —
    /// a recognizer delegate's, a view's `gestureRecognizerShouldBegin(_:)`, a scroll view's
    /// `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)` — with the answer
    /// (`asked feed touchesShouldBegin(touch 1, in: window/root/feed/row) -> YES`). Off by
    /// default: a trace without them is the one recordings and conformance probes compare.
    public var tracesQuestions = false {
        didSet {
            application.questionSink =
                tracesQuestions
                ? { [weak self] asked, question, answer in
                    self?.record(.asked(responder: asked, question: question, answer: answer))
                } : nil
        }
    }
    /// Whether `stepEntries` collects the entries, for a `DeliveryStepper`: appended here
    /// directly, because going through `traceSink` cost a closure call per entry.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    var collectsStepEntries = false
    /// The entries a `DeliveryStepper` has not dropped yet (empty unless `collectsStepEntries`).
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    var stepEntries: [TraceEntry] = []
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    private var queue: [TimedEvent] = []
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    private var queueHead = 0
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    private var nextEventIndex = 0
    /// Touches that are down, by id, in the order they began.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    var touches = TouchTable()
    /// The `UIPress` objects user code has been given, by press id, while the press lasts.
    var pressObjects: [Int: UIPress] = [:]
    /// The responder each press that is down was first dispatched to, by press id.
    var pressResponders: [Int: WeakResponder] = [:]
    /// The recognizers each press that is down was offered to as it began, by press id.
    var pressRecognizers: [Int: [UIGestureRecognizer]] = [:]
    /// The presses whose responder has had `pressesBegan`.
    var pressesAtResponder: Set<Int> = []
    /// The presses a recognizer took from their responder (`cancelsTouchesInView`).
    var pressesTaken: Set<Int> = []

    /// Where a touch went when it began. It stays bound there until it ends or is
    /// cancelled, even when it moves outside.
    /// A touch that is down: where it is bound and what its view has been given. A class,
    /// as UIKit's `UITouch` is: one object per touch, changed in place as the touch moves
    /// (copying the binding out of the table and back for every change was most of the
    /// cost of delivering a moved touch).
    final class TouchBinding {
        var view: UIView?
        var window: UIWindow?
        /// Why the touch reaches neither the view nor its recognizers (nil when it does).
        var suppressed: TouchBlock?
        /// Why the view does not get the touch although its recognizers do
        /// (`isMultipleTouchEnabled`: "this property does not affect the gesture recognizers").
        var viewSuppressed: TouchBlock?
        /// Why the view's touch methods are not called for it, if they are not.
        var notForView: TouchBlock? { suppressed ?? viewSuppressed }
        /// The recognizers of the hit view and its ancestors, nearest first.
        var recognizers: [UIGestureRecognizer] = []
        var location: HCPoint = .zero
        var tapCount = 1
        /// What the view has been given so far.
        var delivery = ViewDelivery.pending
        /// The `UITouch` user code sees, made when a user's responder is first given this
        /// touch, then kept up to date.
        var touch: UITouch?
        /// Scroll views around the view with `delaysContentTouches` whose
        /// `touchesShouldBegin(_:with:in:)` is asked when the view's touchesBegan is delivered,
        /// not at touch-down (empty for most touches).
        var deferredContentQuestions: [UIScrollView] = []

        init(view: UIView?, window: UIWindow?, suppressed: TouchBlock?, location: HCPoint = .zero, tapCount: Int = 1) {
            self.view = view
            self.window = window
            self.suppressed = suppressed
            self.location = location
            self.tapCount = tapCount
        }
    }
    /// Touches that ended while their touchesEnded is held, by id, in the order they ended.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    var lingering: [(id: Int, binding: TouchBinding)] = []
    /// Scroll views whose content moves on after a lift (`isDecelerating`), weakly: one removed
    /// and released meanwhile simply drops out.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    var decelerating: [WeakView] = []
    /// Recognizers that received touches since their last reset, in the order they first did.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    var involved: [UIGestureRecognizer] = []
    /// The touches whose cancellation the recognizers are being given (empty otherwise).
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    var cancellingTouches: Set<Int> = []
    /// The virtual clock: the time of the event being delivered, or of the timer firing.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    public internal(set) var clock = -Double.infinity

    /// A dispatcher over `application`, hit-testing with `hitTester`, deciding as UIKit does.
    public convenience init(application: UIApplication, hitTester: any HitTesting = ReferenceHitTester()) {
        self.init(application: application, hitTester: hitTester, rules: UIKitDeliveryRules())
    }

    /// A dispatcher that delivers with `rules` (a delivery mutant's, for the fuzzer's self-check).
    package init(application: UIApplication, hitTester: any HitTesting, rules: any DeliveryRules) {
        self.application = application
        self.hitTester = hitTester
        self.rules = rules
        application.actionDelivery = self
        // A dispatcher that takes the application over hears its questions only if it asks.
        application.questionSink = nil
        if !rules.honorsDeclaredNext {
            for r in application.allResponders { r.declaredNext = nil }
        }
    }

    /// An action sent from user code (`UIApplication.sendAction(_:to:from:for:)`,
    /// `UIControl.sendActions(for:)`): traced, then delivered as the scene's actions are.
    public func deliverAction(_ selector: String, target: String?, sender: String?) -> Bool {
        record(.sendAction(sender: sender ?? "(code)", selector: selector, target: target))
        return sendAction(selector, target: target, sender: sender)
    }

    /// An action user code sends to an object that is not a responder: traced, then delivered.
    public func deliverAction(_ selector: String, toObject target: AnyObject, sender: String?) -> Bool {
        let name = ActionTarget.printedName(of: target)
        record(.sendAction(sender: sender ?? "(code)", selector: selector, target: name))
        sendAction(selector, toObject: name)
        return true
    }

    /// A `UIAction` a control sends from user code (`sendActions(for:)`): traced, then run.
    public func deliverHandler(_ action: UIAction, sender control: UIControl) {
        record(.sendAction(sender: control.name, selector: action.printedName, target: Self.handlerTarget))
        action.perform(sender: control)
    }

    /// Delivers `events` to a fresh dispatcher and returns the trace; with `questions`, the
    /// trace lists the questions asked of user code (`tracesQuestions`).
    public static func deliver(
        _ events: [TimedEvent], to application: UIApplication, hitTester: any HitTesting = ReferenceHitTester(),
        questions: Bool = false
    ) -> DeliveryTrace {
        deliver(events, to: application, hitTester: hitTester, rules: UIKitDeliveryRules(), questions: questions)
    }

    /// Delivers `events` with `rules` (a delivery mutant's, for the fuzzer's self-check).
    package static func deliver(
        _ events: [TimedEvent], to application: UIApplication, hitTester: any HitTesting, rules: any DeliveryRules,
        questions: Bool = false
    ) -> DeliveryTrace {
        let dispatcher = EventDispatcher(application: application, hitTester: hitTester, rules: rules)
        dispatcher.tracesQuestions = questions
        for e in events { dispatcher.enqueue(e) }
        dispatcher.drain()
        return dispatcher.trace
    }

    /// Adds an event at the back of the queue.
    public func enqueue(_ event: TimedEvent) {
        queue.append(event)
    }

    /// Delivers every queued event, first in, first out.
    public func drain() {
        while queueHead < queue.count {
            let event = queue[queueHead]
            queueHead += 1
            dispatch(event)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    /// The touch ids currently down, in the order they began.
    public var activeTouchIDs: [Int] { touches.order }

    /// The view a touch that is down is bound to.
    public func view(forTouch id: Int) -> UIView? { touches[id]?.view }

    func record(_ entry: consuming TraceEntry) {
        traceSink?(entry)
        // The entry moves into the last list that keeps it, and is copied only into a first.
        if retainsTrace {
            if collectsStepEntries { stepEntries.append(copy entry) }
            trace.entries.append(entry)
        } else if collectsStepEntries {
            stepEntries.append(entry)
        }
    }

    /// Delivers one event now (after anything already queued).
    public func deliver(_ event: TimedEvent) {
        guard queue.isEmpty else {
            enqueue(event)
            drain()
            return
        }
        // Nothing is queued (nor being drained): the event goes first without a trip
        // through the queue; anything queued while it is delivered follows.
        dispatch(event)
        drain()
    }

    private func dispatch(_ timed: TimedEvent) {
        record(.event(index: nextEventIndex, time: timed.time, summary: EventSummary(timed.event)))
        nextEventIndex += 1
        if application.hasPendingLayout, rules.laysOutBeforeDelivery { layOutPendingViews() }
        fireTimers(upTo: timed.time)
        if !decelerating.isEmpty { advanceDecelerations(to: timed.time) }
        clock = max(clock, timed.time)
        switch timed.event {
        case .idle: break
        case .touches(let samples): deliverTouches(samples)
        case .motion(let phase): deliverMotion(phase)
        case .remoteControl(let subtype): deliverRemoteControl(subtype)
        case .presses(let presses): deliverPresses(presses)
        case .routerMessage(let from, let name): sendRouterMessage(from: from, name: name)
        case .action(let selector, let target, let sender): sendAction(selector, target: target, sender: sender)
        case .editingMenu(let selector, let sender): queryEditingMenu(selector, sender: sender)
        case .becomeFirstResponder(let name): requestFirstResponder(name)
        case .resignFirstResponder(let name): requestResign(name)
        case .addSubview(let view, let superview, let index): addSubview(view, to: superview, at: index)
        case .removeFromSuperview(let name): removeFromSuperview(name)
        case .change(let name, let change): apply(change, to: name)
        }
        // Under the fuzzer's self-check only: a mutant that lays out once the event is delivered.
        if application.hasPendingLayout, !rules.laysOutBeforeDelivery { layOutPendingViews() }
    }

    /// The layout UIKit does at the end of the run-loop turn before this event: a user's
    /// class laid out is traced as a call of its `layoutSubviews()`.
    private func layOutPendingViews() {
        application.layOutPendingViews { view in
            guard view.isUserClass else { return }
            record(.call(responder: ResponderID(view), message: .layoutSubviews, outcome: .handled))
        }
    }

    // MARK: Touches

    private func deliverTouches(_ samples: [TouchSample]) {
        for s in samples where s.phase == .began {
            bindNewTouch(s)
        }
        for s in samples {
            guard let b = touches[s.id] else { continue }
            b.location = s.location
            b.tapCount = s.tapCount
            b.touch?.update(phase: s.phase, at: s.location, tapCount: s.tapCount, timestamp: clock)
        }
        sendTouchesToWindows(samples)
        // Recognizers see every touch first (docs/semantics.md).
        deliverToRecognizers(samples)
        if samples.count == 1, let s = samples.first {
            // One touch, one view: no grouping (most events of a real capture).
            if let view = viewTakes(s), s.phase != .stationary { deliverToView(view, s.phase, TouchIDs(single: s.id)) }
        } else {
            deliverGrouped(samples)
        }
        for s in samples where s.phase == .ended || s.phase == .cancelled {
            // touchesEnded delivered now (not held, not cancelled) may focus a text input.
            if s.phase == .ended, let b = touches[s.id], b.notForView == nil, b.delivery == .began,
                let view = b.view
            {
                focusTextInput(view, touchEndedAt: s.location)
            }
            if let b = touches[s.id], b.delivery.isEndHeld { lingering.append((s.id, b)) }
            touches[s.id] = nil
        }
        resetFinishedRecognizers()
    }

    /// The view whose touch method gets sample `s`, or nil (recorded as dropped, held, or
    /// not the view's).
    private func viewTakes(_ s: TouchSample) -> UIView? {
        guard let binding = touches[s.id] else {
            record(.dropped(what: "touch \(s.id) \(s.phase.rawValue)", reason: "the touch is not down"))
            return nil
        }
        if let reason = binding.notForView {
            if s.phase != .began, s.phase != .stationary {
                record(.dropped(what: "touch \(s.id) \(s.phase.rawValue)", reason: reason.description))
            }
            return nil
        }
        guard let view = binding.view, viewReceives(s, binding) else { return nil }
        return view
    }

    /// Several samples: grouped by view, in the order views first appear in the event, then
    /// by phase, each group's ids in sample order.
    ///
    /// - Complexity: O(samples) (`TouchGrouping`), allocating nothing once its buffers have grown.
    private func deliverGrouped(_ samples: [TouchSample]) {
        // Who takes each sample, decided for every sample before any is delivered; in a buffer
        // kept from event to event (events are delivered one at a time, never nested).
        var grouping = groupingScratch
        groupingScratch = TouchGrouping()
        defer {
            grouping.removeAll()
            groupingScratch = grouping
        }
        for s in samples {
            if let view = viewTakes(s) { grouping.add(view, id: s.id, phase: s.phase) }
        }
        // Each view's group goes out where the view first appears.
        for g in grouping.groups.indices {
            for phase in Self.groupedPhases {
                if let ids = grouping.ids(in: g, phase: phase) { deliverToView(grouping.groups[g].view, phase, ids) }
            }
        }
    }

    /// `deliverGrouped`'s buffer, empty between events.
    private var groupingScratch = TouchGrouping()

    /// The phases a view's group is given, in order (a stationary touch is not delivered).
    private static let groupedPhases: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    /// A tap on a text input makes it first responder: called once the view has been given
    /// touchesEnded (at once, or when a recognizer releases it), never for an end that was
    /// discarded or cancelled; the touch must end inside the view's bounds.
    func focusTextInput(_ view: UIView, touchEndedAt location: HCPoint) {
        guard view.textInput != .none, let local = view.convertFromScreen(location),
            view.geometry.bounds.contains(local)
        else {
            return
        }
        requestFirstResponder(view)
    }

    /// Calls the touch method for `phase` on `view` and up the chain; a control that
    /// handles it tracks the touch (begin, continue, end or cancel tracking).
    func deliverToView(_ view: UIView, _ phase: TouchPhase, _ ids: TouchIDs) {
        // Only the controls are kept (usually none: no array is made).
        var controls: [UIView] = []
        walk(
            from: view, .touches(phase, ids), handling: { Self.touchHandling($0, phase) },
            call: { r in self.callTouches(r, phase, ids) }
        ) { r in
            guard let control = r as? UIView, control.isControl, control.isControlEnabled,
                control.touchHandling(phase) != .handle
            else { return }
            controls.append(control)
        }
        for control in controls { track(control, phase, ids.ids) }
    }

    private func bindNewTouch(_ s: TouchSample) {
        // An id beginning again first settles its old touch: a touchesEnded still held is
        // delivered now, before the new touch is hit-tested.
        if let i = lingering.firstIndex(where: { $0.id == s.id }) {
            releaseLingering(at: i, reason: "touch \(s.id) began again")
        }
        let result = hitTester.hitTest(application, screenPoint: s.location)
        record(
            .hitTest(
                touch: s.id, point: s.location, view: result.view.map(ResponderID.init),
                window: result.window.map(ResponderID.init)))
        guard let view = result.view else {
            touches[s.id] = TouchBinding(view: nil, window: nil, suppressed: .hitNoView(touch: s.id))
            record(.dropped(what: "touch \(s.id) began", reason: "no window has a view at \(s.location)"))
            return
        }
        let binding = TouchBinding(
            view: view, window: result.window, suppressed: nil, location: s.location, tapCount: s.tapCount)
        let tracking = trackingViews(in: result.window)
        binding.viewSuppressed = rules.multipleTouchBlock(view) { deliveredTouch(on: view) }
        binding.suppressed = rules.exclusiveTouchBlock(view, tracking: tracking)
        if !decelerating.isEmpty, let stopped = stopDecelerations(around: view),
            binding.viewSuppressed == nil, stopped !== view, !rules.stoppingTouchReachesContent
        {
            binding.viewSuppressed = .stoppedScroll(scrollView: stopped.name)
        }
        if let reason = binding.suppressed {
            binding.viewSuppressed = nil
            record(.dropped(what: "touch \(s.id) began", reason: reason.description))
        } else {
            // Recognizers receive every touch in their view, whatever the view's
            // isMultipleTouchEnabled (Apple: UIView.isMultipleTouchEnabled).
            binding.recognizers = Self.recognizers(over: view)
            // A delegate may keep the touch from its recognizer (`shouldReceive`).
            if binding.recognizers.contains(where: { $0.delegate != nil }) {
                let touch = UITouch(
                    identifier: s.id, phase: .began, at: s.location, tapCount: s.tapCount, timestamp: clock)
                touch.view = view
                touch.window = result.window
                binding.touch = touch
                let event = UIEvent(type: .touches, timestamp: clock, allTouches: [touch])
                binding.recognizers.removeAll { r in
                    r.delegate != nil && !rules.delegateAllowsReceive(r, touch, in: event)
                }
            }
            // A scroll view around the view may keep the touch from it (`touchesShouldBegin`).
            if !binding.recognizers.isEmpty, binding.viewSuppressed == nil,
                let refusal = contentRefusal(binding, s)
            {
                binding.viewSuppressed = refusal
            }
            if let reason = binding.viewSuppressed {
                let note = binding.recognizers.isEmpty ? "" : "; its recognizers still see it"
                record(.dropped(what: "touch \(s.id) began", reason: reason.description + note))
            }
        }
        touches[s.id] = binding
    }

    /// Views of `window` that have a delivered touch down.
    private func trackingViews(in window: UIWindow?) -> [UIView] {
        var views: [UIView] = []
        for id in touches.order {
            guard let b = touches[id], b.notForView == nil, let v = b.view, b.window === window else { continue }
            if !views.contains(where: { $0 === v }) { views.append(v) }
        }
        return views
    }

    private func deliveredTouch(on view: UIView) -> Int? {
        touches.order.first { id in
            guard let b = touches[id] else { return false }
            return b.notForView == nil && b.view === view
        }
    }

    /// How a responder handles a touch phase: as the scene declares, else — for an enabled
    /// control, which tracks its touches itself (seed 000) — it handles them without calling
    /// super; else UIResponder's default, forwarding.
    static func touchHandling(_ r: UIResponder, _ phase: TouchPhase) -> Handling? {
        if let h = r.touchHandling(phase) { return h }
        if let v = r as? UIView, v.isControl, v.isControlEnabled { return .handle }
        return nil
    }

    /// The `UITouch` of touch `id` in `phase`, made on first use and kept with its binding.
    func touchObject(_ id: Int, _ phase: TouchPhase) -> UITouch? {
        guard let b = touches[id] ?? lingering.last(where: { $0.id == id })?.binding else { return nil }
        let touch =
            b.touch ?? UITouch(identifier: id, phase: phase, at: b.location, tapCount: b.tapCount, timestamp: clock)
        touch.view = b.view
        touch.window = b.window
        touch.update(phase: phase, at: b.location, tapCount: b.tapCount, timestamp: clock)
        b.touch = touch
        return touch
    }

    /// Calls a user's method with an event marked as being delivered to it; returns whether
    /// the method reached the package's implementation (`super`).
    func callUser(_ r: UIResponder, _ event: UIEvent, _ call: (UIEvent) -> Void) -> Bool {
        event.delivering = r
        call(event)
        event.delivering = nil
        return event.superCalled
    }

    /// Calls a user's touch method for `phase` with the `UITouch` objects of `ids`.
    func callTouches(_ r: UIResponder, _ phase: TouchPhase, _ ids: TouchIDs) -> Bool {
        var set = Set<UITouch>()
        for id in ids.ids {
            if let touch = touchObject(id, phase) { set.insert(touch) }
        }
        let all = Set(touches.order.compactMap { touches[$0]?.touch })
        return callUser(r, UIEvent(type: .touches, timestamp: clock, allTouches: all.union(set))) { event in
            switch phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved, .stationary: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            }
        }
    }

    // MARK: The chain walk shared by every responder message

    /// Sends `message` to `start` and, by UIResponder's default, on each next responder,
    /// until one handles it without calling super. Records every call, and a drop when
    /// nobody handled the message before it fell off the end of the chain. Returns the
    /// responders that handled it.
    @discardableResult
    func walk(from start: UIResponder, _ message: ResponderMessage, handling: (UIResponder) -> Handling?)
        -> [UIResponder]
    {
        var handledBy: [UIResponder] = []
        walk(from: start, message, handling: handling) { handledBy.append($0) }
        return handledBy
    }

    /// The walk, telling `handled` about each responder that handled the message, in chain
    /// order, instead of building an array of them. Returns whether any did. `call` runs a
    /// user's class's override and says whether it reached the package's implementation; by
    /// default, none is called. (Not an optional closure: that would escape, and its context
    /// be allocated on the heap for every walk.)
    @discardableResult
    func walk(
        from start: UIResponder, _ message: ResponderMessage, handling: (UIResponder) -> Handling?,
        call: (UIResponder) -> Bool = { _ in true }, handled: (UIResponder) -> Void
    ) -> Bool {
        var anyHandled = false
        for r in start.responderChain {
            if rules.callsOverrides(of: r) {
                // A user's class: its method is called. An override that does not reach the
                // package's implementation handled the message; one that does (through
                // `super`, or by not overriding) gets that implementation: its class's own
                // (a control tracks its touches) or the scene's, else UIResponder's default,
                // which passes the message on.
                if !call(r) {
                    record(.call(responder: ResponderID(r), message: message, outcome: .handled))
                    handled(r)
                    return true
                }
            }
            switch handling(r) {
            case .handle?:
                record(.call(responder: ResponderID(r), message: message, outcome: .handled))
                handled(r)
                return true
            case .handleAndCallSuper?:
                record(.call(responder: ResponderID(r), message: message, outcome: .handledAndCalledSuper))
                handled(r)
                anyHandled = true
            case nil:
                record(.call(responder: ResponderID(r), message: message, outcome: .forwarded))
            }
        }
        if !anyHandled {
            let what = message.argument.isEmpty ? message.method : "\(message.method) \(message.argument)"
            record(.dropped(what: what, reason: "nobody handled it; it fell off the end of the chain"))
        }
        return anyHandled
    }
}
