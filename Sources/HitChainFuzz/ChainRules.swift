import HitChainScene

/// docs/semantics.md's rules for `next`, computed from the scene alone — independently of the
/// live graph, whose chains the fuzzer compares with these:
///
/// - a view → its controller when it is that controller's root view, else its superview;
/// - a controller → its presenter when presented, else its root view's superview;
/// - a window → its window scene, else the application; a window scene → the application;
/// - the application → the app delegate;
/// - any responder whose scene declares `next` → that responder, or none.
struct ChainRules {
    let scene: HCScene
    /// Each view's superview; starts as the scene's and follows hierarchy changes.
    var parents: [Int?]
    /// By view: the controller whose root view it is, and the window it is (arrays, not
    /// dictionaries: every check of every chain reads them).
    private let controllerOfView: [Int?]
    private let windowIndexOfView: [Int?]
    /// The `next` each responder's scene entry declares (nil inside: the chain ends there).
    private var declaredNext: [Node: Node?] = [:]

    init(scene: HCScene) {
        self.scene = scene
        var parents = [Int?](repeating: nil, count: scene.views.count)
        for i in scene.views.indices {
            for s in scene.views[i].subviews where s < parents.count { parents[s] = i }
        }
        self.parents = parents
        var owners = [Int?](repeating: nil, count: scene.views.count)
        for (i, c) in scene.viewControllers.enumerated() where c.view >= 0 && c.view < owners.count {
            owners[c.view] = i
        }
        controllerOfView = owners
        var windows = [Int?](repeating: nil, count: scene.views.count)
        for (i, w) in scene.windows.enumerated() where w.view >= 0 && w.view < windows.count {
            windows[w.view] = i
        }
        windowIndexOfView = windows
        for n in allNodes {
            switch responderSpec(n)?.next {
            case nil: break
            case .none?: declaredNext[n] = .some(nil)
            case .named(let target)?: declaredNext[n] = .some(node(named: target))
            }
        }
    }

    /// The scene's entry for a responder.
    func responderSpec(_ n: Node) -> ResponderSpec? {
        switch n {
        case .view(let v): return scene.views[v].responder
        case .controller(let c): return scene.viewControllers[c].responder
        case .windowScene(let s): return scene.windowScenes[s]
        case .application: return scene.application
        case .appDelegate: return scene.appDelegate
        }
    }

    enum Node: Hashable {
        case view(Int), controller(Int), windowScene(Int), application, appDelegate
    }

    func name(_ n: Node) -> String {
        switch n {
        case .view(let v): return scene.views[v].name
        case .controller(let c): return scene.viewControllers[c].name
        case .windowScene(let s): return scene.windowScenes[s].name
        case .application: return scene.application.name
        case .appDelegate: return scene.appDelegate?.name ?? "appDelegate"
        }
    }

    func next(_ n: Node) -> Node? {
        if !declaredNext.isEmpty, let declared = declaredNext[n] { return declared }
        switch n {
        case .view(let v):
            if let c = controllerOfView[v] { return .controller(c) }
            if let w = windowIndexOfView[v] {
                return scene.windows[w].windowScene.map(Node.windowScene) ?? .application
            }
            return parents[v].map(Node.view)
        case .controller(let c):
            if let p = scene.viewControllers[c].presentedBy { return .controller(p) }
            return parents[scene.viewControllers[c].view].map(Node.view)
        case .windowScene:
            return .application
        case .application:
            return scene.appDelegate == nil ? nil : .appDelegate
        case .appDelegate:
            return nil
        }
    }

    /// Names along the chain from `n`, each responder once: a declared `next` may close a
    /// loop, and the walk ends where it would come back (docs/semantics.md).
    func chain(_ n: Node) -> [String] {
        var names: [String] = []
        var seen: Set<Node> = []
        var cursor: Node? = n
        while let c = cursor, seen.insert(c).inserted {
            names.append(name(c))
            cursor = next(c)
        }
        return names
    }

    /// Every responder of the scene.
    var allNodes: [Node] {
        scene.views.indices.map(Node.view) + scene.viewControllers.indices.map(Node.controller)
            + scene.windowScenes.indices.map(Node.windowScene)
            + [.application] + (scene.appDelegate == nil ? [] : [.appDelegate])
    }

    /// The node named `name`, if the scene has one.
    func node(named name: String) -> Node? {
        if let v = scene.views.firstIndex(where: { $0.name == name }) { return .view(v) }
        if let c = scene.viewControllers.firstIndex(where: { $0.name == name }) { return .controller(c) }
        if let s = scene.windowScenes.firstIndex(where: { $0.name == name }) { return .windowScene(s) }
        if name == scene.application.name { return .application }
        if let d = scene.appDelegate, d.name == name { return .appDelegate }
        return nil
    }

    /// The window (its view's index) a responder belongs to for first-responder purposes:
    /// a view's topmost superview when that is a window, a controller's view's; nil for a
    /// view in no window and for scenes, the application and the delegate.
    ///
    /// - Complexity: O(depth), at most the number of views (a cycle ends the walk).
    func windowView(of n: Node) -> Int? {
        let start: Int
        switch n {
        case .view(let v): start = v
        case .controller(let c): start = scene.viewControllers[c].view
        default: return nil
        }
        var cursor = start
        for _ in 0..<parents.count {
            guard let p = parents[cursor] else { break }
            cursor = p
        }
        return windowIndexOfView[cursor] == nil ? nil : cursor
    }

    /// Applies a hierarchy change the live graph accepted.
    mutating func move(view: Int, to superview: Int?) {
        parents[view] = superview
    }
}
