import HitChainGeometry
import HitChainScene

/// The scenario inputs made of touches: taps, presses held, swipes, pinches, rotations,
/// drags, raw touch samples and cancels (`docs/scenario-format.md`).
extension ScenarioDecoder {
    /// The touch action `verb` names, or nil when `verb` is not a touch verb.
    func readTouchAction(_ verb: String, _ f: JSONObjectReader) throws(SceneError) -> ScenarioAction? {
        switch verb {
        case "tap":
            let p = try point(f, "tap")
            let count = try f.number("count") ?? 1
            guard count >= 1, count <= 10, count == count.rounded() else {
                throw f.error(.outOfRange, "count is a whole number of taps, 1 to 10", field: "count")
            }
            return .tap(p, count: Int(count), duration: try duration(f, default: ScenarioExpander.defaultTapDuration))
        case "longPress":
            return .longPress(try point(f, "longPress"), duration: try duration(f, default: 0.8))
        case "swipe": return try readSwipe(try object(f, "swipe"))
        case "pinch": return try readPinch(try object(f, "pinch"))
        case "rotation": return try readRotation(try object(f, "rotation"))
        case "drag":
            let o = try object(f, "drag")
            try o.allow(["from", "to", "duration", "samples"])
            return .drag(
                from: try point(o, "from"), to: try point(o, "to"), duration: try duration(o, default: 0.3),
                samples: try samples(o))
        case "twoFingerDrag":
            let o = try object(f, "twoFingerDrag")
            try o.allow(["from", "to", "duration", "samples"])
            return .twoFingerDrag(
                from: try points(o, "from"), to: try points(o, "to"), duration: try duration(o, default: 0.3),
                samples: try samples(o))
        case "touch": return .touch(try readTouch(try object(f, "touch")))
        case "cancel": return try readCancel(f)
        default: return nil
        }
    }

    private func readSwipe(_ o: JSONObjectReader) throws(SceneError) -> ScenarioAction {
        try o.allow(["from", "direction", "distance", "duration", "samples"])
        let from = try point(o, "from")
        let name = try o.string("direction") ?? "right"
        guard let direction = SwipeDirection(rawValue: name) else {
            throw o.error(.invalidValue, "direction is one of: right, left, up, down", field: "direction")
        }
        let d = try o.number("distance") ?? 100
        guard d.isFinite, d > 0, d <= 1e6 else {
            throw o.error(.outOfRange, "distance is a positive number of points", field: "distance")
        }
        let to: HCPoint
        switch direction {
        case .right: to = HCPoint(x: from.x + d, y: from.y)
        case .left: to = HCPoint(x: from.x - d, y: from.y)
        case .down: to = HCPoint(x: from.x, y: from.y + d)
        case .up: to = HCPoint(x: from.x, y: from.y - d)
        }
        let samples = o.has("samples") ? try samples(o) : 5
        return .drag(from: from, to: to, duration: try duration(o, default: 0.15), samples: samples)
    }

    private func readPinch(_ o: JSONObjectReader) throws(SceneError) -> ScenarioAction {
        try o.allow(["center", "from", "to", "duration", "samples"])
        let c = try point(o, "center")
        var spans: [Double] = []
        for key in ["from", "to"] {
            guard let v = try o.number(key) else {
                throw o.error(.missingField, "missing \"\(key)\": the distance between the fingers, in points")
            }
            guard v.isFinite, v >= 0, v <= 1e6 else {
                throw o.error(.outOfRange, "\(key) is a distance in points, not negative", field: key)
            }
            spans.append(v / 2)
        }
        return .twoFingerDrag(
            from: [HCPoint(x: c.x - spans[0], y: c.y), HCPoint(x: c.x + spans[0], y: c.y)],
            to: [HCPoint(x: c.x - spans[1], y: c.y), HCPoint(x: c.x + spans[1], y: c.y)],
            duration: try duration(o, default: 0.3), samples: try samples(o))
    }

    private func readRotation(_ o: JSONObjectReader) throws(SceneError) -> ScenarioAction {
        try o.allow(["center", "radius", "degrees", "duration", "samples"])
        let r = try o.number("radius") ?? 50
        guard r.isFinite, r > 0, r <= 1e6 else {
            throw o.error(.outOfRange, "radius is a positive number of points", field: "radius")
        }
        guard let deg = try o.number("degrees") else {
            throw o.error(.missingField, "missing \"degrees\": how far the fingers turn")
        }
        guard deg.isFinite, abs(deg) <= 3600 else {
            throw o.error(.outOfRange, "degrees is a finite angle up to ±3600", field: "degrees")
        }
        return .rotation(
            center: try point(o, "center"), radius: r, degrees: deg, duration: try duration(o, default: 0.3),
            samples: try samples(o))
    }

    private func readTouch(_ o: JSONObjectReader) throws(SceneError) -> TouchSample {
        try o.allow(["id", "phase", "point", "tapCount", "force", "majorRadius"])
        guard let id = try o.number("id"), id == id.rounded(), id >= 1, id < 1e9 else {
            throw o.error(.invalidValue, "id is a whole number from 1", field: "id")
        }
        guard let phaseName = try o.string("phase"), let phase = TouchPhase(rawValue: phaseName) else {
            let phases = TouchPhase.allCases.map(\.rawValue).joined(separator: ", ")
            throw o.error(.invalidValue, "phase is one of: \(phases)", field: "phase")
        }
        let tapCount = try o.number("tapCount") ?? 1
        guard tapCount == tapCount.rounded(), tapCount >= 0, tapCount <= 100 else {
            throw o.error(.outOfRange, "tapCount is a whole number from 0 to 100", field: "tapCount")
        }
        let force = try o.number("force") ?? 0
        let radius = try o.number("majorRadius") ?? 20
        guard force.isFinite, force >= 0, radius.isFinite, radius >= 0 else {
            throw o.error(
                .outOfRange, "force and majorRadius are finite numbers, not negative",
                field: o.has("force") ? "force" : "majorRadius")
        }
        return TouchSample(
            id: Int(id), phase: phase, location: try point(o, "point"), tapCount: Int(tapCount), force: force,
            majorRadius: radius)
    }

    private func readCancel(_ f: JSONObjectReader) throws(SceneError) -> ScenarioAction {
        if case .string("all")? = f.value("cancel").map({ f.doc[$0].value }) { return .cancel(nil) }
        guard let items = try? f.array("cancel") else {
            throw f.error(.invalidValue, "cancel is \"all\" or a list of touch ids", field: "cancel")
        }
        var ids: [Int] = []
        for item in items {
            guard case .number(let d) = f.doc[item].value, d == d.rounded(), d >= 1, d < 1e9 else {
                throw f.error(.invalidValue, "cancel is \"all\" or a list of touch ids", field: "cancel")
            }
            ids.append(Int(d))
        }
        return .cancel(ids)
    }
}
