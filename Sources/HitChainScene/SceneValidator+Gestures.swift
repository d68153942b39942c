/// Checks of gesture recognizers and controls: unique recognizer names (shared with
/// responders, since traces name both), relations and targets that resolve, no loop in
/// `requiresFailureOf`, parameters in range, control fields only on controls, scroll views
/// that are not windows.
extension SceneValidator {
    func checkGestures() throws(SceneError) {
        let responders = responderNames()
        var recognizers: Set<String> = []
        // Each view passed where it lies in the array: a `ViewSpec` copy retains its every field.
        for i in scene.views.indices {
            try checkRecognizers(ofView: i, responders: responders, recognizers: &recognizers)
            try checkControl(ofView: i, responders: responders)
        }
        try checkRecognizerRelations(recognizers: recognizers)
        try checkFailureRequirementCycles()
    }

    /// The names of every responder: the application, its delegate, window scenes, views and
    /// view controllers.
    private func responderNames() -> Set<String> {
        var responders: Set<String> = [scene.application.name]
        if let d = scene.appDelegate { responders.insert(d.name) }
        for s in scene.windowScenes { responders.insert(s.name) }
        for i in scene.views.indices { responders.insert(scene.views[i].name) }
        for c in scene.viewControllers { responders.insert(c.name) }
        return responders
    }

    /// Checks the recognizers of view `i`: names that are valid and unused, parameters in
    /// range, a target that resolves. Adds each name to `recognizers`.
    private func checkRecognizers(
        ofView i: Int, responders: Set<String>, recognizers: inout Set<String>
    ) throws(SceneError) {
        if scene.views[i].scrollView != nil, scene.windows.contains(where: { $0.view == i }) {
            throw SceneError(
                .inconsistent, "a window cannot be a scroll view", node: label(view: i), field: "scrollView")
        }
        for r in scene.allGestureRecognizers(ofView: i) {
            var node: String { "gesture recognizer \"\(r.name)\"" }
            guard !r.name.isEmpty else {
                throw SceneError(
                    .invalidValue, "a recognizer name must not be empty", node: label(view: i),
                    field: "gestureRecognizers")
            }
            guard Self.isValidName(r.name) else {
                throw SceneError(
                    .invalidValue, "a name cannot contain \"/\" or control characters", node: node, field: "name")
            }
            if responders.contains(r.name) || !recognizers.insert(r.name).inserted {
                throw SceneError(
                    .duplicateName,
                    "the name \"\(r.name)\" is already used (recognizers and responders share names)", node: node,
                    field: "name")
            }
            try checkKind(r)
            if let t = r.target, !responders.contains(t) {
                throw SceneError(.unknownReference, "no responder is named \"\(t)\"", node: node, field: "target")
            }
        }
    }

    /// Checks the control fields of view `i`: only controls set them, the tolerance and value
    /// are in range, every target-action resolves and is complete.
    private func checkControl(ofView i: Int, responders: Set<String>) throws(SceneError) {
        let c = scene.views[i].control
        if !scene.views[i].isControl, c != ControlSpec() {
            throw SceneError(
                .inconsistent, "only controls have target-actions, a tolerance or a value", node: label(view: i),
                field: "targetActions")
        }
        guard c.insideTolerance.isFinite, c.insideTolerance >= 0 else {
            throw SceneError(
                .outOfRange, "insideTolerance must be finite and not negative", node: label(view: i),
                field: "insideTolerance")
        }
        guard c.value.isFinite, c.value >= 0, c.value <= 1 else {
            throw SceneError(.outOfRange, "value is between 0 and 1", node: label(view: i), field: "value")
        }
        for t in c.targetActions {
            if let target = t.target, !responders.contains(target) {
                throw SceneError(
                    .unknownReference, "no responder is named \"\(target)\"", node: label(view: i),
                    field: "targetActions")
            }
            if t.events.isEmpty || t.action.isEmpty {
                throw SceneError(
                    .invalidValue, "a target-action needs control events and a selector", node: label(view: i),
                    field: "targetActions")
            }
        }
    }

    /// Checks that `simultaneousWith` and `requiresFailureOf` name only known recognizers,
    /// never the recognizer itself.
    private func checkRecognizerRelations(recognizers: Set<String>) throws(SceneError) {
        var viewNames: Set<String>?
        for i in scene.views.indices {
            for r in scene.views[i].gestureRecognizers {
                var node: String { "gesture recognizer \"\(r.name)\"" }
                func check(_ list: [String], _ field: String) throws(SceneError) {
                    for other in list where !recognizers.contains(other) {
                        throw SceneError(
                            .unknownReference, "no gesture recognizer is named \"\(other)\"", node: node, field: field)
                    }
                    if list.contains(r.name) {
                        throw SceneError(
                            .inconsistent, "a recognizer cannot name itself in \(field)", node: node, field: field)
                    }
                }
                if let names = r.delegate?.shouldReceiveTouchesIn {
                    let known = viewNames ?? Set(scene.views.map(\.name))
                    viewNames = known
                    for name in names where !known.contains(name) {
                        throw SceneError(
                            .unknownReference, "no view is named \"\(name)\"", node: node,
                            field: "delegate.shouldReceiveTouchesIn")
                    }
                }
                try check(r.simultaneousWith, "simultaneousWith")
                try check(r.requiresFailureOf, "requiresFailureOf")
                guard let d = r.delegate else { continue }
                try check(d.shouldRecognizeSimultaneouslyWith, "delegate.shouldRecognizeSimultaneouslyWith")
                try check(d.shouldRequireFailureOf, "delegate.shouldRequireFailureOf")
                try check(d.shouldBeRequiredToFailBy, "delegate.shouldBeRequiredToFailBy")
            }
        }
    }

    private func checkKind(_ r: GestureRecognizerSpec) throws(SceneError) {
        var node: String { "gesture recognizer \"\(r.name)\"" }
        func count(_ n: Int, _ field: String) throws(SceneError) {
            guard n >= 1, n <= 10 else {
                throw SceneError(.outOfRange, "\(field) is a whole number from 1 to 10", node: node, field: field)
            }
        }
        switch r.kind {
        case .tap(let taps, let touches):
            try count(taps, "numberOfTapsRequired")
            try count(touches, "numberOfTouchesRequired")
        case .longPress(let duration, let movement, let touches):
            guard duration.isFinite, duration >= 0, duration <= 3600 else {
                throw SceneError(
                    .outOfRange, "minimumPressDuration is a number of seconds from 0 to 3600", node: node,
                    field: "minimumPressDuration")
            }
            guard movement.isFinite, movement >= 0 else {
                throw SceneError(
                    .outOfRange, "allowableMovement is a finite number of points, not negative", node: node,
                    field: "allowableMovement")
            }
            try count(touches, "numberOfTouchesRequired")
        case .pan(let minimum, let maximum):
            try count(minimum, "minimumNumberOfTouches")
            if let maximum {
                try count(maximum, "maximumNumberOfTouches")
                guard maximum >= minimum else {
                    throw SceneError(
                        .inconsistent, "maximumNumberOfTouches is below minimumNumberOfTouches", node: node,
                        field: "maximumNumberOfTouches")
                }
            }
        case .swipe(_, let touches):
            try count(touches, "numberOfTouchesRequired")
        case .pinch, .rotation, .custom:
            break
        }
    }
}
