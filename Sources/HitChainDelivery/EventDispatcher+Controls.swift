import HitChainGeometry
import HitChainKit
import HitChainScene

/// UIControl's touch handling: a control that receives a touch phase tracks the touch —
/// begin, continue, end or cancel tracking — and sends control events, each to the
/// target-actions registered for it, through the application's `sendAction`.
extension EventDispatcher {
    // Over the line limit: UIControl's tracking cycle by phase, as docs/semantics.md states it, in one place.
    func track(_ control: UIView, _ phase: TouchPhase, _ ids: [Int]) {
        var state = control.controlState
        switch phase {
        case .began:
            guard !state.isTracking, let id = ids.first else { return }
            record(.tracking(control: ResponderID(control), step: .beginTracking, touch: id))
            state.isTracking = true
            state.trackingTouch = id
            state.isTouchInside = true
            control.controlState = state
            sendControlEvent(control, .touchDown)
            if (binding(id)?.tapCount ?? 1) > 1 { sendControlEvent(control, .touchDownRepeat) }
            if let user = userControl(control), let touch = touchObject(id, .began),
                !user.beginTracking(touch, with: UIEvent(type: .touches, timestamp: clock))
            {
                stopTracking(control, id)
            }
        case .moved:
            guard state.isTracking, let id = state.trackingTouch, ids.contains(id), let b = binding(id) else { return }
            record(.tracking(control: ResponderID(control), step: .continueTracking, touch: id))
            let inside = isInside(control, b.location)
            let event: ControlEvent =
                inside
                ? (state.isTouchInside ? .touchDragInside : .touchDragEnter)
                : (state.isTouchInside ? .touchDragExit : .touchDragOutside)
            state.isTouchInside = inside
            var valueChanged = false
            if control.controlKind?.tracksValueAlongWidth == true, let local = control.convertFromScreen(b.location) {
                let bounds = control.geometry.bounds
                let value = bounds.width > 0 ? min(max((local.x - bounds.minX) / bounds.width, 0), 1) : state.value
                valueChanged = value != state.value
                state.value = value
            }
            control.controlState = state
            sendControlEvent(control, event)
            if valueChanged { sendControlEvent(control, .valueChanged) }
            if let user = userControl(control), let touch = touchObject(id, .moved),
                !user.continueTracking(touch, with: UIEvent(type: .touches, timestamp: clock))
            {
                stopTracking(control, id)
            }
        case .ended:
            guard state.isTracking, let id = state.trackingTouch, ids.contains(id), let b = binding(id) else { return }
            record(.tracking(control: ResponderID(control), step: .endTracking, touch: id))
            let inside = isInside(control, b.location)
            state.stopTracking()
            if let user = userControl(control) {
                user.endTracking(touchObject(id, .ended), with: UIEvent(type: .touches, timestamp: clock))
            }
            let kind = control.controlKind ?? .control
            if inside, kind.togglesOnTouchUpInside { state.isOn.toggle() }
            control.controlState = state
            guard inside else { return sendControlEvent(control, .touchUpOutside) }
            sendControlEvent(control, .touchUpInside)
            if kind.togglesOnTouchUpInside { sendControlEvent(control, .valueChanged) }
            if kind.primaryActionOnTouchUpInside { sendControlEvent(control, .primaryActionTriggered) }
        case .cancelled:
            guard state.isTracking, let id = state.trackingTouch, ids.contains(id) else { return }
            record(.tracking(control: ResponderID(control), step: .cancelTracking, touch: id))
            state.stopTracking()
            control.controlState = state
            userControl(control)?.cancelTracking(with: UIEvent(type: .touches, timestamp: clock))
            sendControlEvent(control, .touchCancel)
        case .stationary:
            break
        }
    }

    /// A control disabled while it tracks a touch stops tracking at once: `cancelTracking`,
    /// and no control event (a disabled control sends none). The touch's later phases still
    /// reach it, as every touch stays with its view, but it no longer tracks them
    /// (docs/semantics.md, "Controls").
    func controlWasDisabled(_ control: UIView) {
        var state = control.controlState
        guard state.isTracking, let id = state.trackingTouch else { return }
        record(.tracking(control: ResponderID(control), step: .cancelTracking, touch: id))
        state.stopTracking()
        control.controlState = state
    }

    /// Whether a screen point is within the control's bounds grown by its inside tolerance.
    func isInside(_ control: UIView, _ screenPoint: HCPoint) -> Bool {
        guard let local = control.convertFromScreen(screenPoint) else { return false }
        let b = control.geometry.bounds
        let t = rules.insideTolerance(control)
        return HCRect(x: b.minX - t, y: b.minY - t, width: b.width + 2 * t, height: b.height + 2 * t).contains(local)
    }

    /// `sendActions(for:)`: records the event and sends each registered action.
    func sendControlEvent(_ control: UIView, _ event: ControlEvent) {
        record(.controlEvent(control: ResponderID(control), event: event))
        for ta in control.controlState.targetActions(for: event) {
            record(.sendAction(sender: control.name, selector: ta.action, target: ta.target))
            sendAction(ta.action, target: ta.target, sender: control.name)
        }
        guard let c = control as? UIControl else { return }
        for action in c.addedActions(for: event) { deliver(action, from: c) }
    }

    /// A control of a user's class, whose tracking methods are called.
    private func userControl(_ view: UIView) -> UIControl? {
        guard view.isUserClass else { return nil }
        return view as? UIControl
    }

    /// The control stops following its touch at its own request (its `beginTracking` or
    /// `continueTracking` answered false): `endTracking` in the trace.
    private func stopTracking(_ control: UIView, _ id: Int) {
        var state = control.controlState
        guard state.isTracking else { return }
        record(.tracking(control: ResponderID(control), step: .endTracking, touch: id))
        state.stopTracking()
        control.controlState = state
    }
}
