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
                ?? Touch(identifier: s.id, phase: .began, at: s.location, tapCount: s.tapCount, timestamp: clock)
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
            let event = Event(type: .touches, timestamp: clock, allTouches: [touch])
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
            let event = Event(type: .touches, timestamp: clock, allTouches: [touch])
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
    func scroll(_ pan: ScrollViewPanGestureRecognizer, _ state: GestureState) {
        guard let scrollView = pan.scrollView else { return }
        switch state {
        case .began:
            pan.startOffset = scrollView.geometry.boundsOrigin
            pan.beginDrag { self.binding($0)?.location }
            // UIScrollViewDelegate: "when the scroll view is about to start scrolling the content".
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
            return
        case .ended, .cancelled:
            endDrag(scrollView)
            return
        case .possible, .failed:
            return
        case .changed:
            break
        }
        let raw = rules.contentOffset(from: pan.startOffset, translation: pan.dragged)
        let range = scrollView.offsetRange
        let target = Point(
            x: rules.draggedOffset(raw.x, within: range.x, elastic: scrollView.isElastic(horizontally: true)),
            y: rules.draggedOffset(raw.y, within: range.y, elastic: scrollView.isElastic(horizontally: false)))
        move(scrollView, to: target)
    }

    /// The finger lifted (or the drag was cancelled): content past its edge returns to it, or goes
    /// where the delegate's `scrollViewWillEndDragging` puts the target, at once — the model has
    /// no deceleration (docs/semantics.md, "Decision: bounce", "Decision: no deceleration").
    private func endDrag(_ scrollView: ScrollView) {
        let now = scrollView.geometry.boundsOrigin
        var target = rules.returnsToEdgeOnLift ? scrollView.clampedOffset(now) : now
        if let delegate = scrollView.delegate {
            var wanted = target.cgPoint
            delegate.scrollViewWillEndDragging(scrollView, withVelocity: .zero, targetContentOffset: &wanted)
            if wanted != target.cgPoint { target = scrollView.clampedOffset(Point(wanted)) }
        }
        move(scrollView, to: target)
        scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
    }

    /// Sets `scrollView`'s content offset and records the change, when it moves.
    private func move(_ scrollView: ScrollView, to target: Point) {
        guard target != scrollView.geometry.boundsOrigin else { return }
        scrollView.bounds = Rect(origin: target, size: scrollView.geometry.size).cgRect
        record(.hierarchy(.changed(view: ResponderID(scrollView), change: ViewChange.boundsOrigin(target).summary)))
    }
}
