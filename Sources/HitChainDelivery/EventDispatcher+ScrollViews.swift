import Foundation
import HitChainGeometry
import HitChainKit
import HitChainScene

/// Scroll views in delivery (docs/semantics.md, "Scroll views"): a scroll view's pan is an
/// ordinary recognizer over its content, holding the content's touchesBegan while it may
/// still become a scroll; these are the three things it does beyond a pan — it asks
/// `touchesShouldBegin(_:with:in:)` when a touch begins in the content, it does not begin
/// while the content tracks a touch it may not cancel, and once begun it moves the content.
extension EventDispatcher {
    /// Why the view of a touch beginning in a scroll view's content does not get it: the
    /// nearest scroll view around it that answers `touchesShouldBegin` no, or nil.
    func contentRefusal(_ binding: TouchBinding, _ s: TouchSample) -> TouchBlock? {
        guard let view = binding.view else { return nil }
        for r in binding.recognizers {
            guard let pan = r as? ScrollViewPanGestureRecognizer, let scrollView = pan.scrollView,
                scrollView !== view
            else { continue }
            let touch =
                binding.touch
                ?? UITouch(identifier: s.id, phase: .began, at: s.location, tapCount: s.tapCount, timestamp: clock)
            touch.view = view
            touch.window = binding.window
            binding.touch = touch
            // With delaysContentTouches the scroll view asks only once it hands the touch-down on
            // (Apple: "If the value is false, the scroll view immediately calls
            // touchesShouldBegin(_:with:in:)").
            if rules.asksContentQuestionOnDelivery(scrollView) {
                binding.deferredContentQuestions.append(scrollView)
                continue
            }
            let event = UIEvent(type: .touches, timestamp: clock, allTouches: [touch])
            if !rules.contentMayBegin(scrollView, touch, event, in: view) {
                binding.deferredContentQuestions = []
                return .contentRefused(scrollView: scrollView.name, content: view.name)
            }
        }
        return nil
    }

    /// Asks the questions a touch's scroll views with `delaysContentTouches` kept for the moment
    /// its touchesBegan reaches the view: now. Returns whether the view may have it; a no keeps
    /// every phase of the touch from the view (its recognizers still see it).
    func askDeferredContentQuestions(_ b: TouchBinding, _ id: Int) -> Bool {
        guard !b.deferredContentQuestions.isEmpty, let view = b.view else { return true }
        let scrollViews = b.deferredContentQuestions
        b.deferredContentQuestions = []
        guard let touch = touchObject(id, .began) else { return true }
        for scrollView in scrollViews {
            let event = UIEvent(type: .touches, timestamp: clock, allTouches: [touch])
            if !rules.contentMayBegin(scrollView, touch, event, in: view) {
                let refusal = TouchBlock.contentRefused(scrollView: scrollView.name, content: view.name)
                b.viewSuppressed = refusal
                record(
                    .dropped(what: "touch \(id) began", reason: refusal.description + "; its recognizers still see it"))
                return false
            }
        }
        return true
    }

    /// Why a scroll view's pan may not begin: its content is tracking one of its touches and
    /// the scroll view may not cancel that (`canCancelContentTouches` false, or
    /// `touchesShouldCancel(in:)` no — by default for a control), or nil. Every touch the pan
    /// saw counts while its view still has it — one ending in this event too, which a pan
    /// waiting for arbitration has already let go of.
    func contentKeeps(_ pan: ScrollViewPanGestureRecognizer) -> String? {
        guard let scrollView = pan.scrollView else { return nil }
        for id in pan.seenTouches.sorted() {
            guard let b = binding(id), let view = b.view, view !== scrollView, b.notForView == nil,
                b.delivery.viewBegan, !rules.scrollMayCancel(scrollView, tracking: view)
            else { continue }
            if !scrollView.canCancelContentTouches {
                return "\(view.name) is tracking touch \(id) and \(scrollView.name) has canCancelContentTouches = false"
            }
            return "\(scrollView.name).touchesShouldCancel(in: \(view.name)) answered NO"
        }
        return nil
    }

    /// Moves a scroll view's content with its pan: when the pan begins, notes the offset;
    /// as it changes, sets the offset to that less the fingers' drag since, kept within the
    /// content, and records the change.
    func scroll(_ pan: ScrollViewPanGestureRecognizer, _ state: UIGestureRecognizer.State) {
        guard let scrollView = pan.scrollView else { return }
        switch state {
        case .began:
            pan.startOffset = scrollView.geometry.boundsOrigin
            pan.beginDrag { self.binding($0)?.location }
            // UIScrollViewDelegate: "when the scroll view is about to start scrolling the content".
            tell(scrollView, "scrollViewWillBeginDragging(_:)")
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
            return
        case .ended, .cancelled:
            endDrag(pan, scrollView, cancelled: state == .cancelled)
            return
        case .possible, .failed:
            return
        case .changed:
            break
        }
        let raw = rules.contentOffset(from: pan.startOffset, translation: pan.dragged)
        let range = scrollView.offsetRange
        let target = HCPoint(
            x: rules.draggedOffset(raw.x, within: range.x, elastic: scrollView.isElastic(horizontally: true)),
            y: rules.draggedOffset(raw.y, within: range.y, elastic: scrollView.isElastic(horizontally: false)))
        move(scrollView, to: target)
    }

    /// The finger lifted (or the drag was cancelled): the content moves on with the fingers'
    /// velocity (none after a cancelled drag) to where that takes it within its content — back
    /// to its edge after a bounce — or to where the delegate's `scrollViewWillEndDragging` puts
    /// the target; it decelerates there unless it is less than half a point away
    /// (docs/semantics.md, "Decision: deceleration").
    private func endDrag(_ pan: ScrollViewPanGestureRecognizer, _ scrollView: UIScrollView, cancelled: Bool) {
        let now = scrollView.geometry.boundsOrigin
        let rate = Double(scrollView.decelerationRate.rawValue)
        var velocity = HCPoint.zero
        if !cancelled {
            let v = rules.contentVelocity(afterLiftAt: pan.screenVelocityNow)
            let lock = pan.lock
            velocity = HCPoint(
                x: lock != .vertical && rules.scrollsAlong(scrollView, horizontally: true) ? v.x : 0,
                y: lock != .horizontal && rules.scrollsAlong(scrollView, horizontally: false) ? v.y : 0)
        }
        var target: HCPoint
        if !rules.returnsToEdgeOnLift, scrollView.clampedOffset(now) != now {
            target = now
        } else {
            let reach = ScrollDeceleration.projection(of: velocity, rate: rate)
            target = scrollView.clampedOffset(HCPoint(x: now.x + reach.x, y: now.y + reach.y))
        }
        let perMillisecond = HCPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        tell(scrollView, "scrollViewWillEndDragging(withVelocity: \(perMillisecond), targetContentOffset: \(target))")
        if let delegate = scrollView.delegate {
            var wanted = target.cgPoint
            delegate.scrollViewWillEndDragging(
                scrollView, withVelocity: perMillisecond.cgPoint, targetContentOffset: &wanted)
            if wanted != target.cgPoint { target = scrollView.clampedOffset(HCPoint(wanted)) }
        }
        guard let deceleration = ScrollDeceleration(from: now, to: target, at: clock, rate: rate) else {
            move(scrollView, to: target)
            tell(scrollView, "scrollViewDidEndDragging(willDecelerate: NO)")
            scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
            return
        }
        scrollView.deceleration = deceleration
        decelerating.append(WeakView(scrollView))
        tell(scrollView, "scrollViewDidEndDragging(willDecelerate: YES)")
        scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: true)
        tell(scrollView, "scrollViewWillBeginDecelerating(_:)")
        scrollView.delegate?.scrollViewWillBeginDecelerating(scrollView)
    }

    /// Records what a scroll view's delegate is told, when the trace lists questions (whether
    /// or not it has a delegate: the moments are the scroll view's).
    private func tell(_ scrollView: UIScrollView, _ message: String) {
        if tracesQuestions { record(.told(responder: scrollView.name, message: message)) }
    }

    /// Brings every decelerating scroll view to where its content is at `time`: those that come
    /// to rest by then, in the order they do, with a timer at that moment; the others on
    /// their way. One no longer in a window stops where it is.
    func advanceDecelerations(to time: Double) {
        for case let scrollView as UIScrollView in decelerating.map(\.view) where scrollView.window == nil {
            stopDeceleration(scrollView)
        }
        decelerating.removeAll { ($0.view as? UIScrollView)?.deceleration == nil }
        while let next = decelerating.compactMap({ $0.view as? UIScrollView }).min(by: Self.endsFirst),
            let d = next.deceleration, d.endTime <= time
        {
            clock = max(clock, d.endTime)
            record(.timer(time: d.endTime, recognizer: "\(next.name) deceleration"))
            move(next, to: d.target)
            stopDeceleration(next)
        }
        for case let scrollView as UIScrollView in decelerating.map(\.view) {
            guard let d = scrollView.deceleration else { continue }
            move(scrollView, to: d.offset(at: time))
        }
    }

    /// Whether `a` comes to rest before `b` (by end time, then by name).
    private static func endsFirst(_ a: UIScrollView, _ b: UIScrollView) -> Bool {
        let ea = a.deceleration?.endTime ?? .infinity
        let eb = b.deceleration?.endTime ?? .infinity
        return ea != eb ? ea < eb : a.name < b.name
    }

    /// A touch landed on `view`: every decelerating scroll view it is in (or is) stops where its
    /// content is. Returns the nearest, or nil.
    func stopDecelerations(around view: UIView) -> UIScrollView? {
        guard rules.touchStopsDeceleration else { return nil }
        var nearest: UIScrollView?
        var cursor: UIView? = view
        var steps = 0
        while let v = cursor, steps < 100_000 {
            if let scrollView = v as? UIScrollView, scrollView.deceleration != nil {
                stopDeceleration(scrollView)
                nearest = nearest ?? scrollView
            }
            cursor = v.superview
            steps += 1
        }
        return nearest
    }

    /// Ends `scrollView`'s deceleration where its content is now and tells its delegate.
    func stopDeceleration(_ scrollView: UIScrollView) {
        scrollView.deceleration = nil
        decelerating.removeAll { $0.view === scrollView || $0.view == nil }
        tell(scrollView, "scrollViewDidEndDecelerating(_:)")
        scrollView.delegate?.scrollViewDidEndDecelerating(scrollView)
    }

    /// Sets `scrollView`'s content offset and records the change, when it moves.
    func move(_ scrollView: UIScrollView, to target: HCPoint) {
        guard target != scrollView.geometry.boundsOrigin else { return }
        scrollView.bounds = HCRect(origin: target, size: scrollView.geometry.size).cgRect
        record(.hierarchy(.changed(view: ResponderID(scrollView), change: ViewChange.boundsOrigin(target).summary)))
    }
}
