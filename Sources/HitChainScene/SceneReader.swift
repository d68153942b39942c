import HitChainGeometry

/// Turns a parsed JSON document into an `HCScene`: field by field, iteratively over the view
/// tree, resolving names to indices once every node is known.
struct SceneReader {
    let doc: JSONDocument
    let limits: SceneLimits
    var sources = SourceMap()
    var scene = HCScene(appDelegate: nil)

    /// References by name, resolved after every node is read.
    struct PendingReference {
        enum Target {
            case rootViewController(window: Int), windowScene(window: Int), presentedBy(
                controller: Int), keyWindow
        }
        var target: Target
        var name: String
        var fields: JSONObjectReader
        var field: String
    }
    var pending: [PendingReference] = []

    /// A view's overrides as read, naming views.
    struct NamedOverrides {
        var view: Int
        var pointInside: PointInsideOverride<String>
        var hitTest: HitTestOverride<String>
        var fields: JSONObjectReader
    }
    var named: [NamedOverrides] = []

    init(doc: JSONDocument, limits: SceneLimits) {
        self.doc = doc
        self.limits = limits
    }

    static let viewKeys: Set<String> = [
        "name", "className", "frame", "center", "size", "boundsOrigin", "transform", "hidden", "alpha",
        "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch", "gestureRecognizerShouldBegin", "control",
        "enabled", "needsLayout",
        "clipsToBounds", "textInput", "pointInside", "hitTest", "handles", "canBecomeFirstResponder",
        "canResignFirstResponder", "viewController", "subviews", "gestureRecognizers", "targetActions",
        "insideTolerance", "on", "source",
        "value", "scrollView", "next", "canPerformAction",
    ]
    static let windowKeys = viewKeys.union(["level", "windowScene", "rootViewController"]).subtracting([
        "viewController"
    ])
    static let responderKeys: Set<String> = [
        "name", "className", "handles", "canBecomeFirstResponder", "canResignFirstResponder", "next",
        "canPerformAction",
    ]

    // Over the line limit: the scene's top-level fields in the order docs/scene-format.md gives them.
    mutating func read() throws(SceneError) -> HCScene {
        let top = try JSONObjectReader(doc, doc.root, path: JSONPath("scene"))
        guard let format = try? top.string("format"), format == HCScene.formatName else {
            throw top.error(
                .unsupportedFormat, "not a HitChain scene: expected \"format\": \"\(HCScene.formatName)\"",
                field: top.has("format") ? "format" : nil)
        }
        try top.allow([
            "format", "version", "screen", "application", "appDelegate", "windowScenes", "windows", "detachedViews",
            "keyWindow",
        ])
        guard let version = try top.number("version") else {
            throw top.error(.missingField, "missing \"version\" (this reader reads version \(HCScene.formatVersion))")
        }
        guard version == Double(HCScene.formatVersion) else {
            throw top.error(
                .unsupportedFormat,
                "format version \(formatScalar(version)) is not supported; "
                    + "this reader reads version \(HCScene.formatVersion)",
                field: "version")
        }
        if let s = top.value("screen") {
            let f = try JSONObjectReader(doc, s, path: JSONPath("screen"), label: "screen")
            try f.allow(["width", "height", "scale"])
            scene.screen = Screen(
                size: HCSize(
                    width: try f.number("width") ?? scene.screen.size.width,
                    height: try f.number("height") ?? scene.screen.size.height),
                scale: try f.number("scale") ?? scene.screen.scale
            )
        }
        scene.application = ResponderSpec(name: "application", className: "UIApplication")
        if let a = top.value("application") {
            scene.application = try readResponder(
                a, path: JSONPath("application"), kind: "application", defaultName: "application",
                defaultClass: "UIApplication")
        }
        scene.appDelegate = ResponderSpec(name: "appDelegate", className: "AppDelegate")
        if let d = top.value("appDelegate") {
            if case .null = doc[d].value {
                scene.appDelegate = nil
            } else {
                scene.appDelegate = try readResponder(
                    d, path: JSONPath("appDelegate"), kind: "app delegate", defaultName: "appDelegate",
                    defaultClass: "AppDelegate")
            }
        }
        for (i, s) in (try top.array("windowScenes") ?? []).enumerated() {
            scene.windowScenes.append(
                try readResponder(
                    s, path: JSONPath("windowScenes[\(i)]"), kind: "window scene", defaultName: "windowScene\(i)",
                    defaultClass: "UIWindowScene"))
        }
        for (i, w) in (try top.array("windows") ?? []).enumerated() {
            let v = try readTree(w, path: JSONPath("windows[\(i)]"), asWindow: true)
            scene.windows.append(WindowSpec(view: v))
        }
        for (i, d) in (try top.array("detachedViews") ?? []).enumerated() {
            scene.detachedViews.append(try readTree(d, path: JSONPath("detachedViews[\(i)]"), asWindow: false))
        }
        if let k = try top.string("keyWindow") {
            pending.append(PendingReference(target: .keyWindow, name: k, fields: top, field: "keyWindow"))
        }
        try resolve()
        return scene
    }

    // MARK: Responders

    mutating func readResponder(
        _ node: Int, path: JSONPath, kind: String, defaultName: String, defaultClass: String,
        extraKeys: Set<String> = []
    )
        throws(SceneError) -> ResponderSpec
    {
        var f = try JSONObjectReader(doc, node, path: path)
        let name = try f.string("name") ?? defaultName
        f.label = "\(kind) \"\(name.clipped())\""
        try f.allow(Self.responderKeys.union(extraKeys))
        return try readResponderFields(f, name: name, defaultClass: defaultClass)
    }

    mutating func readResponderFields(_ f: JSONObjectReader, name: String, defaultClass: String) throws(SceneError)
        -> ResponderSpec
    {
        var fieldLocations: [String: JSONDocument.Location] = [:]
        fieldLocations.reserveCapacity(f.orderedKeys.count)  // grown one key at a time, it was rehashed thrice a view
        for m in f.orderedKeys { fieldLocations[m.key] = doc[m.value].location }
        sources.byName[name, default: []].append(
            .init(path: f.path, location: doc[f.node].location, fields: fieldLocations))
        let className = try f.string("className") ?? defaultClass
        guard !className.isEmpty else {
            throw f.error(.invalidValue, "a class name must not be empty", field: "className")
        }
        guard className.utf8.count <= SceneLimits.maxNameLength else {
            let problem = "the class name \"\(className.clipped())\" is longer than \(SceneLimits.maxNameLength) bytes"
            throw f.error(.tooLarge, problem, field: "className")
        }
        var spec = ResponderSpec(name: name, className: className)
        spec.canBecomeFirstResponder = try f.bool("canBecomeFirstResponder")
        spec.canResignFirstResponder = try f.bool("canResignFirstResponder") ?? true
        if let h = f.value("handles") { spec.handlers = try readHandlers(h, owner: f) }
        if let n = f.value("next") {
            switch doc[n].value {
            case .null: spec.next = NextResponderSpec.none
            case .string(let s) where !s.isEmpty: spec.next = .named(s)
            default:
                throw f.error(.wrongType, "expected a responder's name, or null (no next responder)", field: "next")
            }
        }
        if let c = f.value("canPerformAction") {
            let o = try JSONObjectReader(doc, c, path: f.path.child(".canPerformAction"), label: f.label)
            for m in o.orderedKeys {
                guard case .bool(let b) = doc[m.value].value, !m.key.isEmpty else {
                    throw o.error(.wrongType, "expected true (allow) or false (deny) for each selector", field: m.key)
                }
                spec.canPerformAction[m.key] = b
            }
        }
        return spec
    }

    // MARK: Views

    /// Reads a view and its whole subtree with an explicit stack; returns the root's index.
    mutating func readTree(_ rootNode: Int, path rootPath: JSONPath, asWindow: Bool) throws(SceneError) -> Int {
        var stack: [(node: Int, path: JSONPath, parent: Int?, depth: Int)] = [(rootNode, rootPath, nil, 0)]
        var rootIndex = -1
        while let item = stack.popLast() {
            if item.depth > limits.maxDepth {
                let f = try JSONObjectReader(doc, item.node, path: item.path)
                var e = f.error(
                    .tooDeep, "views nest deeper than \(limits.maxDepth) levels here (the documented limit)", field: nil
                )
                let name = (try? f.string("name")) ?? nil
                let className = ((try? f.string("className")) ?? nil) ?? "UIView"
                e.node = "view \"\((name ?? "\(className)#\(scene.views.count)").clipped())\""
                e.nodeName = name
                e.field = "subviews"
                throw e
            }
            guard scene.views.count < limits.maxViews else {
                throw SceneError(.tooLarge, "the scene has more than \(limits.maxViews) views (the documented limit)")
            }
            let isWindow = asWindow && item.parent == nil
            let (index, subviewNodes) = try readView(item.node, path: item.path, isWindow: isWindow)
            if let p = item.parent { scene.views[p].subviews.append(index) } else { rootIndex = index }
            for (k, s) in subviewNodes.enumerated().reversed() {
                stack.append((s, item.path.child(".subviews[\(k)]"), index, item.depth + 1))
            }
        }
        return rootIndex
    }

    mutating func readView(_ node: Int, path: JSONPath, isWindow: Bool) throws(SceneError) -> (Int, [Int]) {
        var f = try JSONObjectReader(doc, node, path: path)
        let index = scene.views.count
        // Unnamed views are named by class and position: `UIView#3` is the fourth view in
        // the file, counting every view (windows included) in document order.
        let defaultClass = isWindow ? "UIWindow" : f.has("scrollView") ? "UIScrollView" : "UIView"
        let givenClass = try f.string("className")
        let name = try f.string("name") ?? "\(givenClass ?? defaultClass)#\(index)"
        let kind = isWindow ? "window" : "view"
        f.label = "\(kind) \"\(name.clipped())\""
        try f.allow(isWindow ? Self.windowKeys : Self.viewKeys)
        let responder = try readResponderFields(f, name: name, defaultClass: defaultClass)

        let geometry = try readGeometry(f)

        var view = ViewSpec(name: name, className: responder.className, geometry: geometry)
        view.responder = responder
        view.isHidden = try f.bool("hidden") ?? false
        if let alpha = try f.number("alpha") { view.alpha = Float(alpha) }
        if let v = try f.bool("userInteractionEnabled") { view.isUserInteractionEnabled = v }
        view.isMultipleTouchEnabled = try f.bool("multipleTouchEnabled") ?? false
        view.isExclusiveTouch = try f.bool("exclusiveTouch") ?? false
        view.gestureRecognizerShouldBegin = try f.bool("gestureRecognizerShouldBegin") ?? true
        if let v = try f.bool("control") { view.isControl = v }
        view.isEnabled = try f.bool("enabled") ?? true
        view.clipsToBounds = try f.bool("clipsToBounds") ?? false
        view.needsLayout = try f.bool("needsLayout") ?? false
        view.source = try f.string("source")
        if let t = try f.string("textInput") {
            guard let kind = TextInputKind(rawValue: t) else {
                throw f.error(
                    .invalidValue, "textInput is \"none\", \"field\" or \"view\", not \"\(t)\"", field: "textInput")
            }
            view.textInput = kind
        }
        if f.has("pointInside") || f.has("hitTest") {
            // Names resolved once every view is read.
            named.append(
                NamedOverrides(
                    view: index, pointInside: try OverrideJSON.pointInside(in: f),
                    hitTest: try OverrideJSON.hitTest(in: f),
                    fields: f))
        }
        view.gestureRecognizers = try readRecognizers(owner: f, viewName: name)
        let controlKeys = ["targetActions", "insideTolerance", "on", "value"].filter { f.has($0) }
        if let key = controlKeys.first, !view.isControl {
            throw f.error(
                .inconsistent, "only controls have \"\(key)\"; set \"control\": true for a custom UIControl subclass",
                field: key)
        }
        view.control = try readControl(f)
        if let node = f.value("scrollView") { view.scrollView = try readScrollView(node, f) }
        scene.views.append(view)

        if isWindow { try readWindowFields(f) }
        if let vc = f.value("viewController") { try readViewController(vc, path: path, viewName: name, view: index) }
        return (index, try f.array("subviews") ?? [])
    }

    /// A view's placement: `frame`, or `center` and `size` (with any `transform`).
    private func readGeometry(_ f: JSONObjectReader) throws(SceneError) -> ViewGeometry {
        let transform =
            try f.numbers("transform", count: 6, shape: "[a, b, c, d, tx, ty]")
            .map { ViewTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) } ?? .identity
        let boundsOrigin =
            try f.numbers("boundsOrigin", count: 2, shape: "[x, y]").map { HCPoint(x: $0[0], y: $0[1]) } ?? .zero
        if let frame = try f.numbers("frame", count: 4, shape: "[x, y, width, height]") {
            if f.has("center") || f.has("size") {
                throw f.error(
                    .inconsistent, "give either \"frame\" or \"center\" and \"size\", not both", field: "frame")
            }
            if f.has("transform"), !transform.isIdentity {
                throw f.error(
                    .inconsistent,
                    "a view with a transform is placed by \"center\" and \"size\" "
                        + "(UIKit's frame is undefined under a transform)",
                    field: "frame"
                )
            }
            return ViewGeometry(
                frame: HCRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]), boundsOrigin: boundsOrigin)
        } else if let center = try f.numbers("center", count: 2, shape: "[x, y]") {
            guard let size = try f.numbers("size", count: 2, shape: "[width, height]") else {
                throw f.error(
                    .missingField, "a view placed by \"center\" also needs \"size\": [width, height]", field: "center")
            }
            return ViewGeometry(
                center: HCPoint(x: center[0], y: center[1]), size: HCSize(width: size[0], height: size[1]),
                boundsOrigin: boundsOrigin, transform: transform)
        } else {
            throw f.error(.missingField, "missing \"frame\": [x, y, width, height] (or \"center\" and \"size\")")
        }
    }

    /// A window's `level`, `windowScene` and `rootViewController`.
    private mutating func readWindowFields(_ f: JSONObjectReader) throws(SceneError) {
        let windowIndex = scene.windows.count
        if f.has("level"), try f.number("level") == nil {
            throw f.error(.wrongType, "expected a number", field: "level")
        }
        if let s = try f.string("windowScene") {
            pending.append(
                PendingReference(
                    target: .windowScene(window: windowIndex), name: s, fields: f, field: "windowScene"))
        }
        if let c = try f.string("rootViewController") {
            pending.append(
                PendingReference(
                    target: .rootViewController(window: windowIndex), name: c, fields: f,
                    field: "rootViewController"))
        }
        windowLevels.append(try f.number("level") ?? 0)
    }

    /// The view controller whose view this is.
    private mutating func readViewController(_ vc: Int, path: JSONPath, viewName name: String, view index: Int)
        throws(SceneError)
    {
        var spec = ViewControllerSpec(
            responder: try readResponder(
                vc, path: path.child(".viewController"), kind: "view controller",
                defaultName: "\(name).viewController", defaultClass: "UIViewController",
                extraKeys: ["presentedBy"]),
            view: index
        )
        let cf = try JSONObjectReader(
            doc, vc, path: path.child(".viewController"), label: "view controller \"\(spec.name)\"")
        if let p = try cf.string("presentedBy") {
            pending.append(
                PendingReference(
                    target: .presentedBy(controller: scene.viewControllers.count), name: p, fields: cf,
                    field: "presentedBy"))
        }
        spec.presentedBy = nil
        scene.viewControllers.append(spec)
    }

    var windowLevels: [Double] = []

    // MARK: Handlers

    func readHandlers(_ node: Int, owner: JSONObjectReader) throws(SceneError) -> ResponderHandlers {
        let f = try JSONObjectReader(doc, node, path: owner.path.child(".handles"), label: owner.label)
        try f.allow(["touches", "motion", "remoteControl", "presses", "actions", "router"])
        var h = ResponderHandlers()
        h.touches = try readHandlingMap(f, "touches", TouchPhase.self)
        h.motion = try readHandlingMap(f, "motion", MotionPhase.self)
        h.remoteControl = try readHandlingMap(f, "remoteControl", RemoteControlSubtype.self)
        h.presses = try readHandlingMap(f, "presses", PressPhase.self)
        for item in try f.array("actions") ?? [] {
            guard case .string(let s) = doc[item].value, !s.isEmpty else {
                throw f.error(.wrongType, "expected an array of selector names such as \"copy:\"", field: "actions")
            }
            h.actions.insert(s)
        }
        if let r = f.value("router") {
            let rf = try JSONObjectReader(doc, r, path: f.path.child(".router"), label: f.label)
            for m in rf.orderedKeys {
                h.router[m.key] = try handling(doc[m.value].value, rf, field: m.key)
            }
        }
        return h
    }

    /// `"handle"` for every case, or `{"began": "handle", "ended": "handleAndCallSuper"}`.
    func readHandlingMap<K: RawRepresentable & CaseIterable & Hashable>(_ f: JSONObjectReader, _ key: String, _: K.Type)
        throws(SceneError) -> [K: Handling]
    where K.RawValue == String {
        guard let node = f.value(key) else { return [:] }
        if case .string = doc[node].value {
            let h = try handling(doc[node].value, f, field: key)
            return Dictionary(uniqueKeysWithValues: K.allCases.map { ($0, h) })
        }
        let o = try JSONObjectReader(doc, node, path: f.path.child(".\(key)"), label: f.label)
        var out: [K: Handling] = [:]
        for m in o.orderedKeys {
            guard let k = K(rawValue: m.key) else {
                let known = K.allCases.map(\.rawValue).joined(separator: ", ")
                throw o.error(.unknownField, "\"\(m.key)\" is not one of: \(known)", field: m.key)
            }
            out[k] = try handling(doc[m.value].value, o, field: m.key)
        }
        return out
    }

    func handling(_ value: JSONDocument.Value, _ f: JSONObjectReader, field: String) throws(SceneError) -> Handling {
        guard case .string(let s) = value, let h = Handling(rawValue: s) else {
            throw f.error(.invalidValue, "expected \"handle\" or \"handleAndCallSuper\"", field: field)
        }
        return h
    }

    // MARK: References

    mutating func resolve() throws(SceneError) {
        for (i, level) in windowLevels.enumerated() { scene.windows[i].level = level }
        var views: [String: Int] = [:]
        for (i, v) in scene.views.enumerated() where views[v.name] == nil { views[v.name] = i }
        var controllers: [String: Int] = [:]
        for (i, c) in scene.viewControllers.enumerated() where controllers[c.name] == nil { controllers[c.name] = i }
        var windowScenes: [String: Int] = [:]
        for (i, s) in scene.windowScenes.enumerated() where windowScenes[s.name] == nil { windowScenes[s.name] = i }
        for n in named {
            func index(_ field: String) -> (String) throws(SceneError) -> Int? {
                { (name: String) throws(SceneError) -> Int? in
                    guard let t = views[name] else {
                        throw n.fields.error(.unknownReference, "no view is named \"\(name)\"", field: field)
                    }
                    return t
                }
            }
            scene.views[n.view].pointInside = try n.pointInside.mapTarget(index("pointInside"))
            scene.views[n.view].hitTest = try n.hitTest.mapTarget(index("hitTest"))
            if case .onlySubviews(let listed) = scene.views[n.view].hitTest,
                let stray = listed.first(where: { !scene.views[n.view].subviews.contains($0) })
            {
                throw n.fields.error(
                    .inconsistent,
                    "onlySubviews names \"\(scene.views[stray].name)\", which is not a subview of this view",
                    field: "hitTest")
            }
        }
        for ref in pending {
            func missing(_ what: String) -> SceneError {
                ref.fields.error(.unknownReference, "no \(what) is named \"\(ref.name)\"", field: ref.field)
            }
            switch ref.target {
            case .rootViewController(let w):
                guard let c = controllers[ref.name] else { throw missing("view controller") }
                scene.windows[w].rootViewController = c
            case .windowScene(let w):
                guard let s = windowScenes[ref.name] else { throw missing("window scene") }
                scene.windows[w].windowScene = s
            case .presentedBy(let c):
                guard let p = controllers[ref.name] else { throw missing("view controller") }
                scene.viewControllers[c].presentedBy = p
            case .keyWindow:
                guard let k = scene.windows.firstIndex(where: { scene.views[$0.view].name == ref.name }) else {
                    throw missing("window")
                }
                scene.keyWindow = k
            }
        }
    }
}
