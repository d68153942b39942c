import HitChainGeometry

extension HCScene {
    /// Checks that the scene describes a UI UIKit could build: unique names, references
    /// that resolve, every view in exactly one place, no cycles, nesting within the limit,
    /// finite numbers, sizes that are not negative, alpha between 0 and 1, controllers that
    /// present at most one controller, and so on. Throws the first problem found, naming
    /// the node and the field.
    ///
    /// - Complexity: O(n) in the number of nodes; no recursion.
    public func validate(limits: SceneLimits = .standard) throws(SceneError) {
        var v = SceneValidator(scene: self, limits: limits)
        try v.run()
    }

    /// For each view, the index of its superview (nil for windows and detached roots).
    /// Meaningful only for a scene that validates.
    public func superviewIndices() -> [Int?] {
        var parent = [Int?](repeating: nil, count: views.count)
        for i in views.indices {
            for s in views[i].subviews where s >= 0 && s < views.count { parent[s] = i }
        }
        return parent
    }
}

struct SceneValidator {
    let scene: HCScene
    let limits: SceneLimits
    /// The views that are windows, and every view's superview: computed once.
    let windowViews: Set<Int>
    let parents: [Int?]

    init(scene: HCScene, limits: SceneLimits) {
        self.scene = scene
        self.limits = limits
        self.windowViews = Set(scene.windows.map(\.view))
        self.parents = scene.superviewIndices()
    }

    func label(view i: Int) -> String {
        "\(windowViews.contains(i) ? "window" : "view") \"\(scene.views[i].name)\""
    }

    func label(controller i: Int) -> String { "view controller \"\(scene.viewControllers[i].name)\"" }

    mutating func run() throws(SceneError) {
        do {
            try checks()
        } catch var error {
            if error.nodeName == nil, let node = error.node, let q = node.firstIndex(of: "\""), node.last == "\"" {
                error.nodeName = String(node[node.index(after: q)..<node.index(before: node.endIndex)])
            }
            throw error
        }
    }

    mutating func checks() throws(SceneError) {
        try checkScreen()
        try checkNames()
        try checkReferences()
        try checkTree()
        for i in scene.views.indices { try checkView(i) }
        try checkWindows()
        try checkControllers()
        try checkGestures()
    }

    func checkScreen() throws(SceneError) {
        let s = scene.screen
        guard s.size.isFinite, s.size.width > 0, s.size.height > 0, s.size.width <= limits.maxMagnitude,
            s.size.height <= limits.maxMagnitude
        else {
            throw SceneError(
                .outOfRange, "the screen size \(s.size) must be positive and finite", node: "screen", field: "size")
        }
        guard s.scale.isFinite, s.scale > 0, s.scale <= 1000 else {
            throw SceneError(
                .outOfRange, "the scale \(s.scale) must be a positive number", node: "screen", field: "scale")
        }
    }

    /// A named node, labelled (`view "name"`) only when a problem is reported.
    enum Named {
        case application, appDelegate, windowScene(Int), view(Int), controller(Int)
    }

    func label(_ node: Named) -> String {
        switch node {
        case .application: "application \"\(scene.application.name)\""
        case .appDelegate: "app delegate \"\(scene.appDelegate?.name ?? "")\""
        case .windowScene(let i): "window scene \"\(scene.windowScenes[i].name)\""
        case .view(let i): label(view: i)
        case .controller(let i): label(controller: i)
        }
    }

    func checkNames() throws(SceneError) {
        var seen: [String: Named] = [:]
        seen.reserveCapacity(scene.views.count + scene.viewControllers.count + scene.windowScenes.count + 2)
        func add(_ name: String, _ node: Named) throws(SceneError) {
            guard !name.isEmpty else {
                throw SceneError(.invalidValue, "a name must not be empty", node: label(node), field: "name")
            }
            guard name.utf8.count <= SceneLimits.maxNameLength else {
                let problem = "the name \"\(name.clipped())\" is longer than \(SceneLimits.maxNameLength) bytes"
                throw SceneError(.tooLarge, problem, node: nil, field: "name")
            }
            // Names appear in view paths (`window/root/button`) and one-line traces.
            guard Self.isValidName(name) else {
                throw SceneError(
                    .invalidValue,
                    "a name cannot contain \"/\" or control characters (it appears in view paths and trace lines)",
                    node: label(node), field: "name")
            }
            if let other = seen.updateValue(node, forKey: name) {
                throw SceneError(
                    .duplicateName, "the name \"\(name)\" is already used by \(label(other))", node: label(node),
                    field: "name")
            }
        }
        try add(scene.application.name, .application)
        if let d = scene.appDelegate { try add(d.name, .appDelegate) }
        for i in scene.windowScenes.indices { try add(scene.windowScenes[i].name, .windowScene(i)) }
        for i in scene.views.indices { try add(scene.views[i].name, .view(i)) }
        for i in scene.viewControllers.indices { try add(scene.viewControllers[i].name, .controller(i)) }
        // A declared `next` names a responder (not itself: a chain cannot stay in place).
        func checkNext(_ r: ResponderSpec, _ node: Named) throws(SceneError) {
            guard case .named(let target)? = r.next else { return }
            if seen[target] == nil || target == r.name {
                let problem =
                    target == r.name ? "a responder cannot be its own next" : "no responder is named \"\(target)\""
                throw SceneError(.unknownReference, problem, node: label(node), field: "next")
            }
        }
        try checkNext(scene.application, .application)
        if let d = scene.appDelegate { try checkNext(d, .appDelegate) }
        for i in scene.windowScenes.indices { try checkNext(scene.windowScenes[i], .windowScene(i)) }
        for i in scene.views.indices { try checkNext(scene.views[i].responder, .view(i)) }
        for i in scene.viewControllers.indices { try checkNext(scene.viewControllers[i].responder, .controller(i)) }
    }

    /// Whether a name can appear in view paths and one-line traces: no `/`, no control
    /// characters. ASCII names, the usual case, are checked byte by byte.
    static func isValidName(_ name: String) -> Bool {
        if name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return !name.utf8.contains(UInt8(ascii: "/")) }
        return !name.unicodeScalars.contains(where: { $0 == "/" || $0.properties.generalCategory == .control })
    }

    func checkReferences() throws(SceneError) {
        let n = scene.views.count
        guard n <= limits.maxViews else {
            throw SceneError(.tooLarge, "the scene has \(n) views; the limit is \(limits.maxViews)")
        }
        for i in scene.views.indices {
            for s in scene.views[i].subviews where s < 0 || s >= n {
                throw SceneError(
                    .unknownReference, "subview index \(s) is out of range", node: label(view: i), field: "subviews")
            }
            var targets: [(Int, String)] = []
            switch scene.views[i].hitTest {
            case .forward(let t), .redirect(let t): targets.append((t, "hitTest"))
            case .onlySubviews(let listed): targets += listed.map { ($0, "hitTest") }
            default: break
            }
            if case .boundsOf(let t) = scene.views[i].pointInside { targets.append((t, "pointInside")) }
            for (t, field) in targets where t < 0 || t >= n {
                throw SceneError(
                    .unknownReference, "target index \(t) is out of range", node: label(view: i), field: field)
            }
        }
        for w in scene.windows where w.view < 0 || w.view >= n {
            throw SceneError(.unknownReference, "window view index \(w.view) is out of range", node: "windows")
        }
        for (i, w) in scene.windows.enumerated() {
            if let s = w.windowScene, s < 0 || s >= scene.windowScenes.count {
                throw SceneError(
                    .unknownReference, "window scene index \(s) is out of range",
                    node: label(view: scene.windows[i].view), field: "windowScene")
            }
            if let c = w.rootViewController, c < 0 || c >= scene.viewControllers.count {
                throw SceneError(
                    .unknownReference, "view controller index \(c) is out of range", node: label(view: w.view),
                    field: "rootViewController")
            }
        }
        for d in scene.detachedViews where d < 0 || d >= n {
            throw SceneError(.unknownReference, "detached view index \(d) is out of range", node: "detachedViews")
        }
        for (i, c) in scene.viewControllers.enumerated() {
            guard c.view >= 0, c.view < n else {
                throw SceneError(
                    .unknownReference, "view index \(c.view) is out of range", node: label(controller: i), field: "view"
                )
            }
            if let p = c.presentedBy, p < 0 || p >= scene.viewControllers.count {
                throw SceneError(
                    .unknownReference, "presenting controller index \(p) is out of range", node: label(controller: i),
                    field: "presentedBy")
            }
        }
        if let k = scene.keyWindow, k < 0 || k >= scene.windows.count {
            throw SceneError(
                .unknownReference, "key window index \(k) is out of range", node: "scene", field: "keyWindow")
        }
    }

    /// Every view in exactly one place, reachable from a window or a detached root, no
    /// cycles, nesting within the limit.
    func checkTree() throws(SceneError) {
        let n = scene.views.count
        // Where each view was first placed: -1 nowhere, -2 a window, -3 a detached root, else its superview.
        var place = [Int](repeating: -1, count: n)
        func describe(_ p: Int) -> String {
            p == -2 ? "a window" : p == -3 ? "a detached root" : "a subview of \(label(view: p))"
        }
        func put(_ v: Int, _ where_: Int) throws(SceneError) {
            if place[v] != -1 {
                throw SceneError(
                    .viewInTwoPlaces, "it is \(describe(place[v])) and also \(describe(where_))", node: label(view: v))
            }
            place[v] = where_
        }
        for w in scene.windows { try put(w.view, -2) }
        for d in scene.detachedViews { try put(d, -3) }
        for i in scene.views.indices {
            for s in scene.views[i].subviews { try put(s, i) }
        }
        // Walk down from the roots with an explicit stack, measuring depth.
        var depth = [Int](repeating: -1, count: n)
        var stack: [Int] = scene.windows.map(\.view) + scene.detachedViews
        for r in stack { depth[r] = 0 }
        while let v = stack.popLast() {
            for s in scene.views[v].subviews {
                depth[s] = depth[v] + 1
                if depth[s] > limits.maxDepth {
                    throw SceneError(
                        .tooDeep, "views nest deeper than \(limits.maxDepth) levels here", node: label(view: s),
                        field: "subviews")
                }
                stack.append(s)
            }
        }
        for i in 0..<n where depth[i] < 0 {
            if place[i] == -1 {
                throw SceneError(
                    .inconsistent, "the view is in no window, no superview and not among the detached views",
                    node: label(view: i))
            }
            throw SceneError(
                .cycle, "the view is its own ancestor (its superview chain never reaches a window or a detached root)",
                node: label(view: i), field: "subviews")
        }
        for w in scene.windows where !scene.views[w.view].geometry.transform.isIdentity {
            throw SceneError(
                .invalidValue, "windows cannot have a transform in this model", node: label(view: w.view),
                field: "transform")
        }
        for w in scene.windows where scene.views[w.view].geometry.boundsOrigin != .zero {
            throw SceneError(
                .invalidValue,
                "windows cannot have a bounds origin: screen → window is p − window.frame.origin "
                    + "(docs/semantics.md)",
                node: label(view: w.view),
                field: "boundsOrigin")
        }
    }

    func checkView(_ i: Int) throws(SceneError) {
        // Fields read where the view lies in the array: a `ViewSpec` copy retains its every field.
        let g = scene.views[i].geometry
        var node: String { label(view: i) }
        let field = g.isPlacedByFrame ? "frame" : "center"
        func finite(_ value: Double, field: String, what: String) throws(SceneError) {
            guard value.isFinite else {
                throw SceneError(
                    .nonFiniteNumber, "\(what) is \(formatScalar(value)); write a finite number", node: node,
                    field: field)
            }
            guard abs(value) <= limits.maxMagnitude else {
                throw SceneError(
                    .outOfRange,
                    "\(what) is \(formatScalar(value)); the limit is ±\(formatScalar(limits.maxMagnitude)) points",
                    node: node, field: field)
            }
        }
        func finite(_ x: Double, _ y: Double, field: String, what: String) throws(SceneError) {
            try finite(x, field: field, what: what)
            try finite(y, field: field, what: what)
        }
        if g.isPlacedByFrame {
            try finite(g.frameOrigin.x, g.frameOrigin.y, field: "frame", what: "the origin")
            try finite(g.size.width, g.size.height, field: "frame", what: "the size")
        } else {
            try finite(g.center.x, g.center.y, field: field, what: "the center")
            try finite(g.size.width, g.size.height, field: "size", what: "the size")
            guard g.size.width >= 0, g.size.height >= 0 else {
                throw SceneError(
                    .negativeSize,
                    "the size \(g.size) is negative; bounds sizes cannot be (a frame can, and is standardized)",
                    node: node, field: "size")
            }
        }
        try finite(g.boundsOrigin.x, g.boundsOrigin.y, field: "boundsOrigin", what: "the bounds origin")
        let t = g.transform
        try finite(t.a, t.b, field: "transform", what: "a transform entry")
        try finite(t.c, t.d, field: "transform", what: "a transform entry")
        try finite(t.tx, t.ty, field: "transform", what: "a transform entry")
        let alpha = scene.views[i].alpha
        guard alpha.isFinite, alpha >= 0, alpha <= 1 else {
            throw SceneError(.outOfRange, "alpha \(alpha) must be between 0 and 1", node: node, field: "alpha")
        }
        if !scene.views[i].isEnabled, !scene.views[i].isControl {
            throw SceneError(
                .inconsistent, "only controls have isEnabled; set \"control\": true for a custom UIControl subclass",
                node: node, field: "enabled")
        }
        if case .insetBounds(let e) = scene.views[i].pointInside {
            try finite(e.top, e.left, field: "pointInside", what: "an inset")
            try finite(e.bottom, e.right, field: "pointInside", what: "an inset")
        }
        guard scene.views[i].pointInside.hasValidNumbers else {
            throw SceneError(
                .invalidValue, "a radius or size must be a finite number, not negative", node: node,
                field: "pointInside")
        }
    }

    func checkWindows() throws(SceneError) {
        var rootOf: [Int: Int] = [:]
        for (wi, w) in scene.windows.enumerated() {
            let node = label(view: w.view)
            guard w.level.isFinite else {
                throw SceneError(
                    .nonFiniteNumber, "the level is \(formatScalar(w.level)); write a finite number", node: node,
                    field: "level")
            }
            if let c = w.rootViewController {
                if let other = rootOf[c] {
                    throw SceneError(
                        .inconsistent,
                        "\(label(controller: c)) is already the root view controller of "
                            + label(view: scene.windows[other].view),
                        node: node,
                        field: "rootViewController")
                }
                rootOf[c] = wi
                if scene.viewControllers[c].presentedBy != nil {
                    throw SceneError(
                        .inconsistent,
                        "\(label(controller: c)) is presented, so it cannot be a window's root view controller",
                        node: node,
                        field: "rootViewController")
                }
                guard isDescendant(scene.viewControllers[c].view, of: w.view) else {
                    throw SceneError(
                        .inconsistent,
                        "the root view controller's view \"\(scene.views[scene.viewControllers[c].view].name)\" "
                            + "is not inside this window",
                        node: node, field: "rootViewController")
                }
            }
        }
    }

    func isDescendant(_ v: Int, of ancestor: Int) -> Bool {
        var cursor: Int? = v
        var steps = 0
        while let c = cursor, steps <= scene.views.count {
            if c == ancestor { return true }
            cursor = parents[c]
            steps += 1
        }
        return false
    }

    /// The window a view is in, if any.
    func windowOf(_ v: Int) -> Int? {
        var cursor: Int? = v
        var steps = 0
        while let c = cursor, steps <= scene.views.count {
            if windowViews.contains(c) { return c }
            cursor = parents[c]
            steps += 1
        }
        return nil
    }

    func checkControllers() throws(SceneError) {
        var ownerOf: [Int: Int] = [:]
        var presenting: [Int: Int] = [:]
        for (i, c) in scene.viewControllers.enumerated() {
            if let other = ownerOf[c.view] {
                throw SceneError(
                    .inconsistent,
                    "view \"\(scene.views[c.view].name)\" is already the root view of \(label(controller: other))",
                    node: label(controller: i),
                    field: "view")
            }
            ownerOf[c.view] = i
            if scene.windows.contains(where: { $0.view == c.view }) {
                throw SceneError(
                    .inconsistent, "a window cannot be a view controller's view", node: label(controller: i),
                    field: "view")
            }
            if let p = c.presentedBy {
                guard windowOf(scene.viewControllers[p].view) != nil else {
                    throw SceneError(
                        .inconsistent, "\(label(controller: p)) is in no window, so it cannot present",
                        node: label(controller: i), field: "presentedBy")
                }
                if let other = presenting[p] {
                    throw SceneError(
                        .inconsistent,
                        "\(label(controller: p)) already presents \(label(controller: other)); "
                            + "a controller presents one at a time",
                        node: label(controller: i), field: "presentedBy")
                }
                presenting[p] = i
                if isDescendant(scene.viewControllers[p].view, of: c.view) {
                    throw SceneError(
                        .cycle,
                        "the presenting controller \(label(controller: p))'s view is inside this controller's view, "
                            + "so next would loop",
                        node: label(controller: i), field: "presentedBy")
                }
            }
        }
        // Presentation chains must end: follow presentedBy at most n steps.
        for i in scene.viewControllers.indices {
            var cursor = scene.viewControllers[i].presentedBy
            var steps = 0
            while let c = cursor {
                steps += 1
                if c == i || steps > scene.viewControllers.count {
                    throw SceneError(
                        .cycle, "the presentation chain comes back to this controller", node: label(controller: i),
                        field: "presentedBy")
                }
                cursor = scene.viewControllers[c].presentedBy
            }
        }
    }
}
