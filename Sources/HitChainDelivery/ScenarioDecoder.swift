import HitChainGeometry
public import HitChainScene

/// Reads the scenario format (`docs/scenario-format.md`) and checks that it makes sense:
/// times never go backwards, touches move only after they begin and begin once, every
/// named responder exists. Errors name the file, line and column, the input and the field.
public struct ScenarioDecoder {
    /// The `format` a scenario file declares.
    public static let formatName = "hitchain-scenario"
    /// The format version this decoder reads.
    public static let formatVersion = 1

    /// Reads the scene a scenario names by path (relative to the scenario file).
    public var loadScene: (String) throws(SceneError) -> HCScene

    /// A decoder that loads a scenario's scene with `loadScene`.
    public init(loadScene: @escaping (String) throws(SceneError) -> HCScene) {
        self.loadScene = loadScene
    }

    /// The scenario in `bytes` and the events it expands to, checked; errors name `file`.
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
                .unsupportedFormat, "not a HitChain scenario: expected \"format\": \"\(Self.formatName)\"",
                field: top.has("format") ? "format" : nil)
        }
        try top.allow(["format", "version", "description", "scene", "inputs"])
        guard try top.number("version") == Double(Self.formatVersion) else {
            throw top.error(
                .unsupportedFormat, "this reader reads scenario version \(Self.formatVersion)", field: "version")
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
                throw f.error(
                    .timeGoesBackwards,
                    "time goes backwards: at \(formatScalar(input.time)) s comes after \(formatScalar(last)) s",
                    field: "at")
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
            try EventStreamValidator.validate(events, responderNames: names)
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
        "action", "editingMenu", "becomeFirstResponder", "resignFirstResponder", "addSubview", "removeFromSuperview",
        "change",
        "longPress", "swipe", "pinch", "rotation", "idle",
    ]

    /// The fields an input may have besides `at` and its verb.
    static let extraFields: [String: Set<String>] = [
        "tap": ["duration", "count"], "longPress": ["duration"], "press": ["duration", "force", "cancelled"],
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
        let action: ScenarioAction
        if let touch = try readTouchAction(verb, f) { action = touch } else { action = try readOtherAction(verb, f) }
        try f.allow(Set(["at", verb]).union(Self.extraFields[verb] ?? []))
        return ScenarioInput(time: time, action)
    }

    func object(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> JSONObjectReader {
        guard let node = f.value(key), case .object = f.doc[node].value else {
            throw f.error(.wrongType, "expected an object", field: key)
        }
        return try JSONObjectReader(f.doc, node, path: f.path.child(".\(key)"), label: f.label)
    }

    func point(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> HCPoint {
        guard let p = try f.numbers(key, count: 2, shape: "[x, y]") else {
            throw f.error(.missingField, "missing \"\(key)\": [x, y]")
        }
        guard p[0].isFinite, p[1].isFinite else {
            throw f.error(.nonFiniteNumber, "a point must be two finite numbers", field: key)
        }
        return HCPoint(x: p[0], y: p[1])
    }

    func points(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> [HCPoint] {
        guard let items = try f.array(key), items.count == 2 else {
            throw f.error(.wrongType, "expected two points, [[x, y], [x, y]]", field: key)
        }
        var out: [HCPoint] = []
        for item in items {
            guard case .array(let xy) = f.doc[item].value, xy.count == 2,
                case .number(let x) = f.doc[xy[0]].value, case .number(let y) = f.doc[xy[1]].value, x.isFinite,
                y.isFinite
            else { throw f.error(.wrongType, "expected two points, [[x, y], [x, y]]", field: key) }
            out.append(HCPoint(x: x, y: y))
        }
        return out
    }

    func duration(_ f: JSONObjectReader, default value: Double) throws(SceneError) -> Double {
        guard let d = try f.number("duration") else { return value }
        guard d.isFinite, d > 0, d < 3600 else {
            throw f.error(.outOfRange, "duration is a positive number of seconds", field: "duration")
        }
        return d
    }

    func samples(_ f: JSONObjectReader) throws(SceneError) -> Int {
        guard let n = try f.number("samples") else { return 10 }
        guard n == n.rounded(), n >= 0, n <= 100_000 else {
            throw f.error(.outOfRange, "samples is a whole number from 0 to 100000", field: "samples")
        }
        return Int(n)
    }

    func name(_ f: JSONObjectReader, _ key: String) throws(SceneError) -> String {
        guard let s = try f.string(key), !s.isEmpty else {
            throw f.error(.missingField, "missing \"\(key)\": a name", field: f.has(key) ? key : nil)
        }
        return s
    }
}
