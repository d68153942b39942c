import HitChainGeometry
public import HitChainScene

/// Reads the scenario format (`docs/scenario-format.md`) and checks that it makes sense:
/// times never go backwards, touches move only after they begin and begin once, every
/// named responder exists. Errors name the file, line and column, the input and the field.
public struct ScenarioDecoder {
    public static let formatName = "hitchain-scenario"
    public static let formatVersion = 1

    /// Reads the scene a scenario names by path (relative to the scenario file).
    public var loadScene: (String) throws(SceneError) -> Scene

    public init(loadScene: @escaping (String) throws(SceneError) -> Scene) {
        self.loadScene = loadScene
    }

    public func decode(_ bytes: [UInt8], file: String? = nil) throws(SceneError) -> (Scenario, [TimedEvent]) {
        do throws(SceneError) {
            let doc = try JSONDocument.parsing(bytes)
            return try read(doc)
        } catch var error {
            if error.file == nil { error.file = file }
            throw error
        }
    }

    private func read(_ doc: JSONDocument) throws(SceneError) -> (Scenario, [TimedEvent]) {
        let top = try JSONObjectReader(doc, doc.root, path: JSONPath("scenario"))
        guard (try? top.string("format")) == Self.formatName else {
            throw top.error(
                .unsupportedFormat, "not a HitChain scenario: expected \"format\": \"\(Self.formatName)\"", field: top.has("format") ? "format" : nil)
        }
        try top.allow(["format", "version", "description", "scene", "inputs"])
        guard try top.number("version") == Double(Self.formatVersion) else {
            throw top.error(.unsupportedFormat, "this reader reads scenario version \(Self.formatVersion)", field: "version")
        }
        guard top.has("scene") else { throw top.error(.missingField, "missing \"scene\": the path of a scene file") }
        guard let scenePath = try? top.string("scene") else {
            throw top.error(.wrongType, "expected the path of a scene file, as a string", field: "scene")
        }
        let scene = try loadScene(scenePath)
        guard let inputNodes = try top.array("inputs") else {
            throw top.error(.missingField, "missing \"inputs\": a list of timed inputs")
        }
        var inputs: [ScenarioInput] = []
        var readers: [JSONObjectReader] = []
        var last = -Double.infinity
        for (i, node) in inputNodes.enumerated() {
            let f = try JSONObjectReader(doc, node, path: JSONPath("inputs[\(i)]"), label: "inputs[\(i)]")
            let input = try readInput(f)
            guard input.time >= last else {
                throw f.error(.timeGoesBackwards, "time goes backwards: at \(formatScalar(input.time)) s comes after \(formatScalar(last)) s", field: "at")
            }
            last = input.time
            inputs.append(input)
            readers.append(f)
        }
        let scenario = Scenario(scene: scene, inputs: inputs, description: try top.string("description"))
        let (events, origins) = ScenarioExpander.expand(inputs)
        var names: Set<String> = [scene.application.name]
        if let d = scene.appDelegate { names.insert(d.name) }
        for s in scene.windowScenes { names.insert(s.name) }
        for v in scene.views { names.insert(v.name) }
        for c in scene.viewControllers { names.insert(c.name) }
        do {
            try events.validate(responderNames: names)
        } catch {
            let reader = readers[origins[error.event]]
            let kind: SceneError.Kind
            switch error.kind {
            case .timeGoesBackwards: kind = .timeGoesBackwards
            case .unknownResponder: kind = .unknownReference
            case .nonFiniteNumber: kind = .nonFiniteNumber
            default: kind = .invalidSequence
            }
            throw reader.error(kind, error.problem)
        }
        return (scenario, events)
    }

    static let verbs = [
        "tap", "drag", "twoFingerDrag", "touch", "cancel", "shake", "motion", "remoteControl", "press", "router",
        "action", "editingMenu", "becomeFirstResponder", "resignFirstResponder", "addSubview", "removeFromSuperview", "change",
        "longPress", "swipe", "pinch", "rotation", "idle",
    ]

    private func readInput(_ f: JSONObjectReader) throws(SceneError) -> ScenarioInput {
        guard let time = try f.number("at") else { throw f.error(.missingField, "missing \"at\": the time in seconds") }
        guard time.isFinite else { throw f.error(.nonFiniteNumber, "the time must be a finite number", field: "at") }
        let present = Self.verbs.filter { f.has($0) }
        guard present.count == 1, let verb = present.first else {
            throw f.error(
                .invalidValue,
                present.isEmpty
                    ? "an input needs one of: \(Self.verbs.joined(separator: ", "))"
                    : "an input does one thing; this one has \(present.joined(separator: " and "))")
        }
        let extra: Set<String>
        let gesture: Gesture
        switch verb {
        case "tap":
            extra = ["duration", "count"]
            let p = try point(f, "tap")
            let count = try f.number("count") ?? 1
            guard count >= 1, count <= 10, count == count.rounded() else {
                throw f.error(.outOfRange, "count is a whole number of taps, 1 to 10", field: "count")
            }
            gesture = .tap(p, count: Int(count), duration: try duration(f, default: ScenarioExpander.defaultTapDuration))
        case "longPress":
            extra = ["duration"]
            gesture = .longPress(try point(f, "longPress"), duration: try duration(f, default: 0.8))
        case "swipe":
            extra = []
            let o = try object(f, "swipe")
            try o.allow(["from", "direction", "distance", "duration", "samples"])
            let from = try point(o, "from")
            let name = try o.string("direction") ?? "right"
            guard let direction = SwipeDirection(rawValue: name) else {
                throw o.error(.invalidValue, "direction is one of: right, left, up, down", field: "direction")
            }
            let d = try o.number("distance") ?? 100
            guard d.isFinite, d > 0, d <= 1e6 else { throw o.error(.outOfRange, "distance is a positive number of points", field: "distance") }
            let to: Point
            switch direction {
            case .right: to = Point(x: from.x + d, y: from.y)
            case .left: to = Point(x: from.x - d, y: from.y)
            case .down: to = Point(x: from.x, y: from.y + d)
            case .up: to = Point(x: from.x, y: from.y - d)
            }
            gesture = .drag(from: from, to: to, duration: try duration(o, default: 0.15), samples: o.has("samples") ? try samples(o) : 5)
        case "pinch":
            extra = []
            let o = try object(f, "pinch")
            try o.allow(["center", "from", "to", "duration", "samples"])
            let c = try point(o, "center")
            var spans: [Double] = []
            for key in ["from", "to"] {
                guard let v = try o.number(key) else { throw o.error(.missingField, "missing \"\(key)\": the distance between the fingers, in points") }
                guard v.isFinite, v >= 0, v <= 1e6 else { throw o.error(.outOfRange, "\(key) is a distance in points, not negative", field: key) }
                spans.append(v / 2)
            }
            gesture = .twoFingerDrag(
                from: [Point(x: c.x - spans[0], y: c.y), Point(x: c.x + spans[0], y: c.y)],
                to: [Point(x: c.x - spans[1], y: c.y), Point(x: c.x + spans[1], y: c.y)], duration: try duration(o, default: 0.3), samples: try samples(o))
        case "rotation":
            extra = []
            let o = try object(f, "rotation")
            try o.allow(["center", "radius", "degrees", "duration", "samples"])
            let r = try o.number("radius") ?? 50
            guard r.isFinite, r > 0, r <= 1e6 else { throw o.error(.outOfRange, "radius is a positive number of points", field: "radius") }
            guard let deg = try o.number("degrees") else { throw o.error(.missingField, "missing \"degrees\": how far the fingers turn") }
            guard deg.isFinite, abs(deg) <= 3600 else { throw o.error(.outOfRange, "degrees is a finite angle up to ±3600", field: "degrees") }
            gesture = .rotation(center: try point(o, "center"), radius: r, degrees: deg, duration: try duration(o, default: 0.3), samples: try samples(o))
        case "idle":
            extra = []
            guard try f.bool("idle") == true else { throw f.error(.invalidValue, "idle is true: time passes and due timers fire", field: "idle") }
            gesture = .event(.idle)
        case "drag":
            extra = []
            let o = try object(f, "drag")
            try o.allow(["from", "to", "duration", "samples"])
            gesture = .drag(from: try point(o, "from"), to: try point(o, "to"), duration: try duration(o, default: 0.3), samples: try samples(o))
        case "twoFingerDrag":
            extra = []
            let o = try object(f, "twoFingerDrag")
            try o.allow(["from", "to", "duration", "samples"])
            gesture = .twoFingerDrag(from: try points(o, "from"), to: try points(o, "to"), duration: try duration(o, default: 0.3), samples: try samples(o))
        case "touch":
            extra = []
            let o = try object(f, "touch")
            try o.allow(["id", "phase", "point", "tapCount", "force", "majorRadius"])
            guard let id = try o.number("id"), id == id.rounded(), id >= 1, id < 1e9 else {
                throw o.error(.invalidValue, "id is a whole number from 1", field: "id")
            }
            guard let phaseName = try o.string("phase"), let phase = TouchPhase(rawValue: phaseName) else {
                throw o.error(.invalidValue, "phase is one of: \(TouchPhase.allCases.map(\.rawValue).joined(separator: ", "))", field: "phase")
            }
            let tapCount = try o.number("tapCount") ?? 1
            guard tapCount == tapCount.rounded(), tapCount >= 0, tapCount <= 100 else {
                throw o.error(.outOfRange, "tapCount is a whole number from 0 to 100", field: "tapCount")
            }
            let force = try o.number("force") ?? 0
            let radius = try o.number("majorRadius") ?? 20
            guard force.isFinite, force >= 0, radius.isFinite, radius >= 0 else {
                throw o.error(.outOfRange, "force and majorRadius are finite numbers, not negative", field: o.has("force") ? "force" : "majorRadius")
            }
            gesture = .touch(
                TouchSample(id: Int(id), phase: phase, location: try point(o, "point"), tapCount: Int(tapCount), force: force, majorRadius: radius))
        case "cancel":
            extra = []
            if case .string("all")? = f.value("cancel").map({ f.doc[$0].value }) {
                gesture = .cancel(nil)
            } else {
                guard let items = try? f.array("cancel") else { throw f.error(.invalidValue, "cancel is \"all\" or a list of touch ids", field: "cancel") }
                var ids: [Int] = []
                for item in items {
                    guard case .number(let d) = f.doc[item].value, d == d.rounded(), d >= 1, d < 1e9 else {
                        throw f.error(.invalidValue, "cancel is \"all\" or a list of touch ids", field: "cancel")
                    }
                    ids.append(Int(d))
                }
                gesture = .cancel(ids)
            }
        case "shake":
            extra = []
            guard let d = try f.number("shake"), d.isFinite, d >= 0 else { throw f.error(.invalidValue, "shake is its duration in seconds", field: "shake") }
            gesture = .shake(duration: d)
        case "motion":
            extra = []
            guard let name = try f.string("motion"), let phase = MotionPhase(rawValue: name) else {
                throw f.error(.invalidValue, "motion is began, ended or cancelled", field: "motion")
            }
            gesture = .motion(phase)
        case "remoteControl":
            extra = []
            guard let name = try f.string("remoteControl"), let subtype = RemoteControlSubtype(rawValue: name) else {
                throw f.error(
                    .invalidValue, "remoteControl is one of: \(RemoteControlSubtype.allCases.map(\.rawValue).joined(separator: ", "))", field: "remoteControl")
            }
            gesture = .remoteControl(subtype)
        case "press":
            extra = ["duration"]
            guard let name = try f.string("press"), let type = PressType(rawValue: name) else {
                throw f.error(.invalidValue, "press is one of: \(PressType.allCases.map(\.rawValue).joined(separator: ", "))", field: "press")
            }
            gesture = .press(type, duration: try duration(f, default: 0.1))
        case "router":
            extra = []
            let o = try object(f, "router")
            try o.allow(["from", "name"])
            gesture = .event(.routerMessage(from: try name(o, "from"), name: try name(o, "name")))
        case "action":
            extra = []
            let o = try object(f, "action")
            try o.allow(["selector", "from", "to"])
            gesture = .event(.action(selector: try name(o, "selector"), target: try o.string("to"), sender: try o.string("from")))
        case "editingMenu":
            extra = []
            let o = try object(f, "editingMenu")
            try o.allow(["selector", "from"])
            gesture = .event(.editingMenu(selector: try name(o, "selector"), sender: try o.string("from")))
        case "becomeFirstResponder":
            extra = []
            gesture = .event(.becomeFirstResponder(try name(f, "becomeFirstResponder")))
        case "resignFirstResponder":
            extra = []
            gesture = .event(.resignFirstResponder(try name(f, "resignFirstResponder")))
        case "addSubview":
            extra = []
            let o = try object(f, "addSubview")
            try o.allow(["view", "to", "index"])
            let index = try o.number("index")
            if let index, index < 0 || index != index.rounded() || index > 1e9 {
                throw o.error(.invalidValue, "index is a whole number from 0", field: "index")
            }
            gesture = .event(.addSubview(view: try name(o, "view"), superview: try name(o, "to"), index: index.map { Int($0) }))
        case "change":
            extra = []
            gesture = .event(try readChange(try object(f, "change")))
        default:
            extra = []
            gesture = .event(.removeFromSuperview(try name(f, "removeFromSuperview")))
        }
        try f.allow(Set(["at", verb]).union(extra))
        return ScenarioInput(time: time, gesture)
    }

    private func object(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> JSONObjectReader {
        guard let node = f.value(key), case .object = f.doc[node].value else { throw f.error(.wrongType, "expected an object", field: key) }
        return try JSONObjectReader(f.doc, node, path: f.path.child(".\(key)"), label: f.label)
    }

    private func point(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> Point {
        guard let p = try f.numbers(key, count: 2, shape: "[x, y]") else { throw f.error(.missingField, "missing \"\(key)\": [x, y]") }
        guard p[0].isFinite, p[1].isFinite else { throw f.error(.nonFiniteNumber, "a point must be two finite numbers", field: key) }
        return Point(x: p[0], y: p[1])
    }

    private func points(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> [Point] {
        guard let items = try f.array(key), items.count == 2 else { throw f.error(.wrongType, "expected two points, [[x, y], [x, y]]", field: key) }
        var out: [Point] = []
        for item in items {
            guard case .array(let xy) = f.doc[item].value, xy.count == 2,
                case .number(let x) = f.doc[xy[0]].value, case .number(let y) = f.doc[xy[1]].value, x.isFinite, y.isFinite
            else { throw f.error(.wrongType, "expected two points, [[x, y], [x, y]]", field: key) }
            out.append(Point(x: x, y: y))
        }
        return out
    }

    private func duration(_ f: JSONObjectReader, default value: Double) throws(SceneError) -> Double {
        guard let d = try f.number("duration") else { return value }
        guard d.isFinite, d > 0, d < 3600 else { throw f.error(.outOfRange, "duration is a positive number of seconds", field: "duration") }
        return d
    }

    private func samples(_ f: JSONObjectReader) throws(SceneError) -> Int {
        guard let n = try f.number("samples") else { return 10 }
        guard n == n.rounded(), n >= 0, n <= 100_000 else { throw f.error(.outOfRange, "samples is a whole number from 0 to 100000", field: "samples") }
        return Int(n)
    }

    private func name(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> String {
        guard let s = try f.string(key), !s.isEmpty else { throw f.error(.missingField, "missing \"\(key)\": a name", field: f.has(key) ? key : nil) }
        return s
    }
}
