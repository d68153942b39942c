/// Writing gesture recognizers and control fields: only what differs from the defaults.
extension SceneEncoder {
    func writeGestureFields(_ view: ViewSpec, _ w: inout JSONWriter) {
        if !view.gestureRecognizers.isEmpty {
            w.key("gestureRecognizers")
            w.beginArray()
            for r in view.gestureRecognizers { writeRecognizer(r, &w) }
            w.endArray()
        }
        let c = view.control
        if c.insideTolerance != ControlSpec.defaultInsideTolerance { w.field("insideTolerance", c.insideTolerance) }
        if c.isOn { w.field("on", true) }
        if c.value != 0 { w.field("value", c.value) }
        if !c.targetActions.isEmpty {
            w.key("targetActions")
            w.beginArray()
            for t in c.targetActions {
                w.beginObject()
                if t.events.count == 1, let e = t.events.first {
                    w.field("for", e.rawValue)
                } else {
                    w.key("for")
                    w.beginArray(inline: true)
                    for e in t.events { w.string(e.rawValue) }
                    w.endArray()
                }
                w.field("action", t.action)
                if let target = t.target { w.field("target", target) }
                w.endObject()
            }
            w.endArray()
        }
    }

    private func writeRecognizer(_ r: GestureRecognizerSpec, _ w: inout JSONWriter) {
        w.beginObject()
        w.field("kind", r.kind.name)
        w.field("name", r.name)
        switch r.kind {
        case .tap(let taps, let touches):
            if taps != 1 { w.field("numberOfTapsRequired", Double(taps)) }
            if touches != 1 { w.field("numberOfTouchesRequired", Double(touches)) }
        case .longPress(let duration, let movement, let touches):
            if duration != 0.5 { w.field("minimumPressDuration", duration) }
            if movement != 10 { w.field("allowableMovement", movement) }
            if touches != 1 { w.field("numberOfTouchesRequired", Double(touches)) }
        case .pan(let minimum, let maximum):
            if minimum != 1 { w.field("minimumNumberOfTouches", Double(minimum)) }
            if let maximum { w.field("maximumNumberOfTouches", Double(maximum)) }
        case .swipe(let direction, let touches):
            if direction != .right { w.field("direction", direction.rawValue) }
            if touches != 1 { w.field("numberOfTouchesRequired", Double(touches)) }
        case .pinch, .rotation, .custom:
            break
        }
        if !r.isEnabled { w.field("enabled", false) }
        if !r.cancelsTouchesInView { w.field("cancelsTouchesInView", false) }
        if r.delaysTouchesBegan { w.field("delaysTouchesBegan", true) }
        if !r.delaysTouchesEnded { w.field("delaysTouchesEnded", false) }
        if let a = r.action { w.field("action", a) }
        if let t = r.target { w.field("target", t) }
        for (key, list) in [("simultaneousWith", r.simultaneousWith), ("requiresFailureOf", r.requiresFailureOf)]
        where !list.isEmpty {
            w.key(key)
            w.beginArray(inline: true)
            for name in list { w.string(name) }
            w.endArray()
        }
        if r.allowedPressTypes != GestureRecognizerSpec.defaultPressTypes {
            w.key("allowedPressTypes")
            w.beginArray(inline: true)
            for t in r.allowedPressTypes { w.string(t.rawValue) }
            w.endArray()
        }
        if let d = r.delegate { writeDelegate(d, &w) }
        w.endObject()
    }

    private func writeDelegate(_ d: GestureDelegateSpec, _ w: inout JSONWriter) {
        w.key("delegate")
        w.beginObject()
        for (key, answers) in [("shouldBegin", d.shouldBegin), ("shouldReceivePress", d.shouldReceivePress)]
        where answers != [true] {
            if answers.count == 1 {
                w.field(key, answers[0])
            } else {
                w.key(key)
                w.beginArray(inline: true)
                for a in answers { w.bool(a) }
                w.endArray()
            }
        }
        let lists = [
            ("shouldReceiveTouchesIn", d.shouldReceiveTouchesIn),
            ("shouldRecognizeSimultaneouslyWith", d.shouldRecognizeSimultaneouslyWith),
            ("shouldRequireFailureOf", d.shouldRequireFailureOf),
            ("shouldBeRequiredToFailBy", d.shouldBeRequiredToFailBy),
        ]
        for (key, list) in lists {
            guard let list, key == "shouldReceiveTouchesIn" || !list.isEmpty else { continue }
            w.key(key)
            w.beginArray(inline: true)
            for name in list { w.string(name) }
            w.endArray()
        }
        w.endObject()
    }
}
