/// Reading gesture recognizers and control fields of a view (docs/scene-format.md).
extension SceneReader {
    static let recognizerKeys: Set<String> = [
        "kind", "name", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "action",
        "target",
        "simultaneousWith", "requiresFailureOf", "delegate", "allowedPressTypes",
    ]
    static let kindKeys: [String: Set<String>] = [
        "tap": ["numberOfTapsRequired", "numberOfTouchesRequired"],
        "longPress": ["minimumPressDuration", "allowableMovement", "numberOfTouchesRequired"],
        "pan": ["minimumNumberOfTouches", "maximumNumberOfTouches"],
        "swipe": ["direction", "numberOfTouchesRequired"],
        "pinch": [],
        "rotation": [],
        "custom": [],
    ]

    /// The recognizers of view `viewName`, from its `gestureRecognizers` array.
    mutating func readRecognizers(owner: JSONObjectReader, viewName: String) throws(SceneError)
        -> [GestureRecognizerSpec]
    {
        guard let items = try owner.array("gestureRecognizers") else { return [] }
        var out: [GestureRecognizerSpec] = []
        var perKind: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            out.append(try readRecognizer(item, at: i, owner: owner, viewName: viewName, perKind: &perKind))
        }
        return out
    }

    /// Recognizer `i` of the `gestureRecognizers` array, recorded in the source map. An
    /// unnamed recognizer is named after its view and kind, numbered from the second of a
    /// kind (`perKind` counts them).
    private mutating func readRecognizer(
        _ item: Int, at i: Int, owner: JSONObjectReader, viewName: String, perKind: inout [String: Int]
    ) throws(SceneError) -> GestureRecognizerSpec {
        var f = try JSONObjectReader(
            doc, item, path: owner.path.child(".gestureRecognizers[\(i)]"), label: owner.label)
        guard let kindName = try f.string("kind") else {
            throw f.error(
                .missingField,
                "a gesture recognizer needs \"kind\": one of \(GestureKind.names.joined(separator: ", "))")
        }
        guard let kind = GestureKind.withDefaults(kindName), let extra = Self.kindKeys[kindName] else {
            throw f.error(
                .invalidValue,
                "unknown recognizer kind \"\(kindName)\" (known kinds: \(GestureKind.names.joined(separator: ", ")))",
                field: "kind")
        }
        perKind[kindName, default: 0] += 1
        let count = perKind[kindName] ?? 1
        let name = try f.string("name") ?? "\(viewName).\(kindName)\(count == 1 ? "" : String(count))"
        f.label = "gesture recognizer \"\(name)\""
        try f.allow(Self.recognizerKeys.union(extra))
        let parameterized = try readKindParameters(kind, f)
        var spec = GestureRecognizerSpec(
            name: name, kind: parameterized, action: try nonEmpty(f, "action"), target: try nonEmpty(f, "target"))
        spec.isEnabled = try f.bool("enabled") ?? true
        spec.cancelsTouchesInView = try f.bool("cancelsTouchesInView") ?? true
        spec.delaysTouchesBegan = try f.bool("delaysTouchesBegan") ?? false
        spec.delaysTouchesEnded = try f.bool("delaysTouchesEnded") ?? true
        spec.simultaneousWith = try names(f, "simultaneousWith")
        spec.requiresFailureOf = try names(f, "requiresFailureOf")
        if let d = f.value("delegate") { spec.delegate = try readDelegate(d, f) }
        if f.has("allowedPressTypes") { spec.allowedPressTypes = try pressTypes(f, "allowedPressTypes") }
        if spec.target != nil, spec.action == nil {
            throw f.error(
                .missingField, "a recognizer with a \"target\" also needs an \"action\" selector", field: "target")
        }
        sources.byName[name, default: []].append(
            .init(path: f.path, location: doc[item].location, fields: fieldLocations(f)))
        return spec
    }

    /// A recognizer's `delegate`: its answers, each defaulting to UIKit's.
    private func readDelegate(_ node: Int, _ f: JSONObjectReader) throws(SceneError) -> GestureDelegateSpec {
        let o = try JSONObjectReader(doc, node, path: f.path.child(".delegate"), label: f.label)
        try o.allow([
            "shouldBegin", "shouldReceiveTouchesIn", "shouldRecognizeSimultaneouslyWith", "shouldRequireFailureOf",
            "shouldBeRequiredToFailBy", "shouldReceivePress",
        ])
        var d = GestureDelegateSpec()
        d.shouldBegin = try answers(o, "shouldBegin")
        d.shouldReceivePress = try answers(o, "shouldReceivePress")
        if o.has("shouldReceiveTouchesIn") {
            d.shouldReceiveTouchesIn = try names(o, "shouldReceiveTouchesIn", what: "view names")
        }
        d.shouldRecognizeSimultaneouslyWith = try names(o, "shouldRecognizeSimultaneouslyWith")
        d.shouldRequireFailureOf = try names(o, "shouldRequireFailureOf")
        d.shouldBeRequiredToFailBy = try names(o, "shouldBeRequiredToFailBy")
        return d
    }

    /// `kind` with the parameters its kind takes read from `f`, each defaulting to the value
    /// already in `kind`.
    private func readKindParameters(_ kind: GestureKind, _ f: JSONObjectReader) throws(SceneError) -> GestureKind {
        switch kind {
        case .tap(let taps, let touches):
            return .tap(
                taps: try whole(f, "numberOfTapsRequired") ?? taps,
                touches: try whole(f, "numberOfTouchesRequired") ?? touches)
        case .longPress(let duration, let movement, let touches):
            return .longPress(
                minimumPressDuration: try seconds(f, "minimumPressDuration") ?? duration,
                allowableMovement: try distance(f, "allowableMovement") ?? movement,
                touches: try whole(f, "numberOfTouchesRequired") ?? touches)
        case .pan(let minimum, let maximum):
            let lo = try whole(f, "minimumNumberOfTouches") ?? minimum
            let hi = try whole(f, "maximumNumberOfTouches") ?? maximum
            if let hi, hi < lo {
                throw f.error(
                    .inconsistent, "maximumNumberOfTouches \(hi) is below minimumNumberOfTouches \(lo)",
                    field: "maximumNumberOfTouches")
            }
            return .pan(minimumTouches: lo, maximumTouches: hi)
        case .swipe(let direction, let touches):
            var d = direction
            if let s = try f.string("direction") {
                guard let parsed = SwipeDirection(rawValue: s) else {
                    throw f.error(.invalidValue, "direction is one of: right, left, up, down", field: "direction")
                }
                d = parsed
            }
            return .swipe(direction: d, touches: try whole(f, "numberOfTouchesRequired") ?? touches)
        case .pinch, .rotation, .custom:
            return kind
        }
    }

    /// A control's `targetActions`: `[{"for": "touchUpInside", "action": "buy:", "target": "vc"}]`.
    func readTargetActions(_ owner: JSONObjectReader) throws(SceneError) -> [ControlTargetAction] {
        guard let items = try owner.array("targetActions") else { return [] }
        var out: [ControlTargetAction] = []
        let known = ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")
        for (i, item) in items.enumerated() {
            let f = try JSONObjectReader(doc, item, path: owner.path.child(".targetActions[\(i)]"), label: owner.label)
            try f.allow(["for", "action", "target"])
            var events: [ControlEvent] = []
            if let one = try? f.string("for") {
                guard let e = ControlEvent(rawValue: one) else {
                    throw f.error(.invalidValue, "\"\(one)\" is not a control event (\(known))", field: "for")
                }
                events = [e]
            } else if let list = try? f.array("for") {
                for node in list {
                    guard case .string(let s) = doc[node].value, let e = ControlEvent(rawValue: s) else {
                        throw f.error(.invalidValue, "expected control event names (\(known))", field: "for")
                    }
                    events.append(e)
                }
            }
            guard !events.isEmpty else {
                throw f.error(
                    .missingField, "missing \"for\": a control event or a list of them (\(known))",
                    field: f.has("for") ? "for" : nil)
            }
            guard let action = try nonEmpty(f, "action") else {
                throw f.error(.missingField, "missing \"action\": a selector such as \"buy:\"")
            }
            out.append(ControlTargetAction(events: events, action: action, target: try nonEmpty(f, "target")))
        }
        return out
    }

    /// The control fields of a view.
    func readControl(_ f: JSONObjectReader) throws(SceneError) -> ControlSpec {
        var c = ControlSpec()
        if let t = try f.number("insideTolerance") {
            guard t.isFinite, t >= 0, t <= 1e6 else {
                throw f.error(
                    .outOfRange, "insideTolerance is a finite number of points, not negative", field: "insideTolerance")
            }
            c.insideTolerance = t
        }
        c.isOn = try f.bool("on") ?? false
        if let v = try f.number("value") {
            guard v.isFinite, v >= 0, v <= 1 else {
                throw f.error(.outOfRange, "value is between 0 and 1", field: "value")
            }
            c.value = v
        }
        c.targetActions = try readTargetActions(f)
        return c
    }

    private func fieldLocations(_ f: JSONObjectReader) -> [String: JSONDocument.Location] {
        var out: [String: JSONDocument.Location] = [:]
        out.reserveCapacity(f.orderedKeys.count)
        for m in f.orderedKeys { out[m.key] = doc[m.value].location }
        return out
    }

    private func whole(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> Int? {
        guard let n = try f.number(key) else { return nil }
        guard n == n.rounded(), n >= 1, n <= 10 else {
            throw f.error(.outOfRange, "\(key) is a whole number from 1 to 10", field: key)
        }
        return Int(n)
    }

    private func seconds(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> Double? {
        guard let n = try f.number(key) else { return nil }
        guard n.isFinite, n >= 0, n <= 3600 else {
            throw f.error(.outOfRange, "\(key) is a number of seconds from 0 to 3600", field: key)
        }
        return n
    }

    private func distance(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> Double? {
        guard let n = try f.number(key) else { return nil }
        guard n.isFinite, n >= 0, n <= 1e6 else {
            throw f.error(.outOfRange, "\(key) is a finite number of points, not negative", field: key)
        }
        return n
    }

    private func nonEmpty(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> String? {
        guard let s = try f.string(key) else { return nil }
        guard !s.isEmpty else { throw f.error(.invalidValue, "\(key) must not be empty", field: key) }
        return s
    }

    /// A question's declared answers: a bool (the same answer every time) or a list of bools,
    /// one per time it is asked, the last repeated after the list ends; `[true]` when absent.
    private func answers(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> [Bool] {
        guard let node = o.value(key) else { return [true] }
        let items: [Int]
        switch doc[node].value {
        case .bool(let one): return [one]
        case .array(let list): items = list
        default:
            throw o.error(
                .wrongType, "expected true, false or a list of them (\(key): one answer per time it is asked)",
                field: key)
        }
        guard !items.isEmpty, items.count <= 1000 else {
            throw o.error(.invalidValue, "expected 1 to 1000 answers in \(key), one per time it is asked", field: key)
        }
        var out: [Bool] = []
        for item in items {
            guard case .bool(let b) = doc[item].value else {
                throw o.error(
                    .wrongType, "expected true or false in \(key), one answer per time it is asked", field: key)
            }
            out.append(b)
        }
        return out
    }

    /// A list of press type names (`["select", "playPause"]`), each once; an empty list is
    /// allowed (a recognizer that receives no presses).
    private func pressTypes(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> [PressType] {
        let known = PressType.allCases.map(\.rawValue).joined(separator: ", ")
        guard let items = try f.array(key) else {
            throw f.error(.wrongType, "expected a list of press types (\(known))", field: key)
        }
        var out: [PressType] = []
        for item in items {
            guard case .string(let s) = doc[item].value, let t = PressType(rawValue: s) else {
                throw f.error(.invalidValue, "expected a list of press types (\(known))", field: key)
            }
            guard !out.contains(t) else {
                throw f.error(.invalidValue, "press type \"\(s)\" is listed twice", field: key)
            }
            out.append(t)
        }
        return out
    }

    private func names(_ f: JSONObjectReader, _ key: String, what: String = "recognizer names") throws(SceneError)
        -> [String]
    {
        guard let items = try f.array(key) else { return [] }
        var out: [String] = []
        for item in items {
            guard case .string(let s) = doc[item].value, !s.isEmpty else {
                throw f.error(.wrongType, "expected a list of \(what)", field: key)
            }
            out.append(s)
        }
        return out
    }
}
