import HitChainGeometry
import HitChainScene

/// Generates random scenes: one view to thousands, deep, wide or overlapping; several
/// windows at several levels; root, child and presented controllers; every flag and
/// override of docs/semantics.md; rotations, scales, flips, zero scale; scrolled bounds;
/// fractional coordinates; the alpha edge values; empty and negative sizes. Records every
/// feature it actually used.
struct SceneGenerator {
    let on: FeatureBits
    let maxViews: Int
    var used = FeatureBits()
    var scene = HCScene(screen: Screen(size: HCSize(width: 390, height: 844), scale: 3))
    /// Parent of each view (nil for windows and detached roots).
    var parents: [Int?] = []
    /// The window each view is in.
    var windowOf: [Int] = []
    /// Parents given many children (points are aimed at their children).
    private(set) var wideParents: [Int] = []
    /// The view presses are aimed at, when the scene has recognizers that receive presses
    /// (`pressRecognizer`): the event generator makes it first responder first.
    private(set) var pressFocus: String?

    static let routerNames = ["buy", "like", "share"]
    static let selectors = ["copy:", "paste:", "buttonTapped:", "save:"]

    init(on: FeatureBits, maxViews: Int) {
        self.on = on
        self.maxViews = max(maxViews, 1)
    }

    mutating func use(_ f: FuzzFeature, _ e: inout Entropy, _ p: Double) -> Bool {
        guard on.contains(f), e.chance(p) else { return false }
        used.insert(f)
        return true
    }

    /// How many views (windows included) this case gets: mostly small, sometimes large.
    private mutating func viewBudget(_ e: inout Entropy) -> Int {
        let r = e.unit()
        let n: Int
        if r < 0.55 {
            n = e.int(in: 1...12)
        } else if r < 0.9 {
            n = e.int(in: 12...40)
        } else if r < 0.985 || !on.contains(.largeScene) {
            n = e.int(in: 40...200)
        } else {
            n = e.int(in: 300...max(300, maxViews))
        }
        return min(n, maxViews)
    }

    mutating func make(_ e: inout Entropy) -> HCScene {
        let budget = viewBudget(&e)
        if budget >= 300 { used.insert(.largeScene) }
        var windowCount = 1
        if budget > 1, use(.multipleWindows, &e, 0.3) { windowCount = min(e.int(in: 2...3), budget) }
        if on.contains(.windowScenes), e.chance(0.3) {
            used.insert(.windowScenes)
            scene.windowScenes = (0..<e.int(in: 1...2)).map {
                ResponderSpec(name: "scene\($0)", className: "UIWindowScene")
            }
        }
        var windows: [Int] = []
        for k in 0..<windowCount { windows.append(addWindow(k, &e)) }
        scene.keyWindow = e.int(windowCount)

        // Tree shape per window: random, deep (each view under the last) or wide (under a hub).
        var remaining = budget - windowCount
        for (k, w) in windows.enumerated() {
            let share = k == windows.count - 1 ? remaining : e.int(remaining + 1)
            remaining -= share
            grow(window: w, count: share, &e)
        }
        if on.contains(.wideParent), e.chance(0.2) { addWideParent(windows, &e) }
        addControllers(windows, &e)
        addHandlers(&e)
        addScrollViews(&e)
        addRecognizersAndControls(&e)
        addDeclaredAnswers(&e)
        if on.contains(.hitTestForward) { addForwards(&e) }
        var side = e.sideStream(0x0e7e_21de)
        addNewerOverrides(&side)
        var reach = e.sideStream(0x4eac_4b17)
        addReach(&reach)
        var catalogue = e.sideStream(0xca7a_1060)
        addCatalogueClasses(&catalogue)
        var refusals = e.sideStream(0x5b0e_9a11)
        addViewRefusals(&refusals)
        var subclassed = e.sideStream(0x5ab_c1a5)
        addRecognizerSubclasses(&subclassed)
        var layout = e.sideStream(0x1a_0a7)
        addPendingLayout(&layout)
        addPressesAndAnswers(e)
        addScrollSettings(e)
        return scene
    }

    /// Window `k` (from the second on, maybe a small one anywhere), its level, scene and flags.
    private mutating func addWindow(_ k: Int, _ e: inout Entropy) -> Int {
        var frame = HCRect(x: 0, y: 0, width: 390, height: 844)
        if k > 0, e.chance(0.5) {
            frame.origin = HCPoint(x: e.double(-20, 300).rounded(), y: e.double(-20, 700).rounded())
            frame.size = HCSize(width: 200, height: 220)
        }
        let v = addView(
            ViewSpec(name: "w\(k)", className: "UIWindow", geometry: ViewGeometry(frame: frame)), parent: nil,
            window: scene.views.count)
        var spec = WindowSpec(view: v)
        if use(.windowLevels, &e, 0.4) { spec.level = e.pick([0, 0, 1, 1000, 2000, -10]) }
        if !scene.windowScenes.isEmpty, e.chance(0.8) { spec.windowScene = e.int(scene.windowScenes.count) }
        if k > 0, use(.hiddenWindow, &e, 0.15) { scene.views[v].isHidden = true }
        if use(.windowFlags, &e, 0.25) { applyWindowFlags(v, &e) }
        scene.windows.append(spec)
        return v
    }

    /// Scroll views' directional locks and bounce and deceleration settings (issue 49), each
    /// from its own side stream of `e`.
    private mutating func addScrollSettings(_ e: Entropy) {
        var locks = e.sideStream(0xd1_2ec7)
        addDirectionalLocks(&locks)
        var bounce = e.sideStream(0xb0_0bce)
        addBounceSettings(&bounce)
    }

    /// Recognizers that receive presses and delegate answers that change (issue 49), each from
    /// its own side stream of `e`.
    private mutating func addPressesAndAnswers(_ e: Entropy) {
        var pressing = e.sideStream(0x9e55_7a90)
        pressFocus = addPressRecognizers(&pressing)
        var answering = e.sideStream(0xa25e_5e90)
        addChangingAnswers(&answering)
    }

    mutating func addView(_ spec: consuming ViewSpec, parent: Int?, window: Int) -> Int {
        let i = scene.views.count
        scene.views.append(spec)
        parents.append(parent)
        windowOf.append(window)
        if let parent { scene.views[parent].subviews.append(i) }
        return i
    }

    private mutating func grow(window: Int, count: Int, _ e: inout Entropy) {
        guard count > 0 else { return }
        let shape = e.unit()
        let deep = count >= 24 && on.contains(.deepNesting) && shape < 0.15
        let wide = count >= 24 && on.contains(.wideParent) && shape >= 0.15 && shape < 0.3
        if deep { used.insert(.deepNesting) }
        if wide { used.insert(.wideParent) }
        var nodes = [window]
        nodes.reserveCapacity(count + 1)
        // Grown once for the whole window: each growth of the views moved every spec made so far.
        scene.views.reserveCapacity(scene.views.count + count)
        parents.reserveCapacity(scene.views.count + count)
        windowOf.reserveCapacity(scene.views.count + count)
        var hub = window
        for _ in 0..<count {
            let parent: Int
            if deep, e.chance(0.9) {
                parent = nodes[nodes.count - 1]
            } else if wide, e.chance(0.9) {
                parent = hub
            } else {
                parent = nodes[e.int(nodes.count)]
            }
            let v = addView(makeView(parent: parent, &e), parent: parent, window: window)
            if wide, hub == window { hub = v }
            nodes.append(v)
        }
    }

    private mutating func makeView(parent: Int, _ e: inout Entropy) -> ViewSpec {
        let i = scene.views.count
        let ps = scene.views[parent].geometry.size
        let pw = max(abs(ps.width), 8), ph = max(abs(ps.height), 8)
        var className = "UIView"
        if use(.control, &e, 0.12) {
            className = e.pick([ControlKind.button, .switch, .slider, .control]).rawValue
        } else if use(.textInput, &e, 0.05) {
            className = e.pick([ControlKind.textField.rawValue, "UITextView"])
        } else if e.chance(0.08) {
            className = e.pick(["UILabel", "UIImageView"])
        }
        var w = e.double(0.15, 0.9) * pw, h = e.double(0.15, 0.9) * ph
        var x = e.double(-0.1 * pw, pw - 0.7 * w), y = e.double(-0.1 * ph, ph - 0.7 * h)
        if use(.outOfBoundsChild, &e, 0.06) {
            x = e.chance(0.5) ? -w * e.double(0.3, 1.2) : pw - w * e.double(0, 0.7)
            y += e.chance(0.5) ? ph * 0.5 : 0
        }
        if !(on.contains(.fractionalCoordinates) && e.chance(0.3)) {
            (x, y, w, h) = (x.rounded(), y.rounded(), max(w.rounded(), 1), max(h.rounded(), 1))
        } else {
            used.insert(.fractionalCoordinates)
        }
        if use(.emptySize, &e, 0.03) {
            if e.chance(0.5) { w = 0 } else { h = 0 }
        }
        var v = ViewSpec(
            name: "v\(i)", className: className, geometry: ViewGeometry(frame: HCRect(x: x, y: y, width: w, height: h)))
        if use(.negativeSize, &e, 0.03) {
            v.geometry = ViewGeometry(frame: HCRect(x: x + w, y: y, width: -w, height: h))
        }
        applyTransform(&v, &e)
        if use(.scrolledBounds, &e, 0.1) {
            v.geometry.boundsOrigin = HCPoint(x: e.double(-30, 30).rounded(), y: e.double(-60, 60).rounded())
        }
        if use(.hidden, &e, 0.04) { v.isHidden = true }
        if on.contains(.alphaZero) || on.contains(.alphaJustBelow) || on.contains(.alphaOnePercent)
            || on.contains(.alphaJustAbove), e.chance(0.08)
        {
            let choices: [(FuzzFeature, Float)] = [
                (.alphaZero, 0), (.alphaJustBelow, 0.0099999), (.alphaOnePercent, 0.01), (.alphaJustAbove, 0.0100001),
            ]
            let (f, a) = e.pick(choices)
            if on.contains(f) {
                used.insert(f)
                v.alpha = a
            }
        }
        if use(.userInteractionDisabled, &e, 0.04) { v.isUserInteractionEnabled = false }
        if v.isControl, use(.disabledControl, &e, 0.15) { v.isEnabled = false }
        if use(.multipleTouch, &e, 0.1) { v.isMultipleTouchEnabled = true }
        if use(.exclusiveTouch, &e, 0.04) { v.isExclusiveTouch = true }
        if use(.pointInsideInset, &e, 0.08) { v.pointInside = .insetBounds(slop(&e)) }
        if use(.pointInsideNever, &e, 0.02) { v.pointInside = .never }
        if use(.pointInsideOverSubviews, &e, 0.03) { v.pointInside = .overSubviews }
        if use(.hitTestPassThrough, &e, 0.03) { v.hitTest = .passThrough }
        if use(.hitTestSelfOnly, &e, 0.02) { v.hitTest = .selfOnly }
        return v
    }

    private mutating func applyTransform(_ v: inout ViewSpec, _ e: inout Entropy) {
        var t = ViewTransform.identity
        if use(.rotation, &e, 0.05) {
            switch e.int(3) {
            case 0: t = .quarterTurns(e.int(in: 1...3))
            case 1: t = ViewTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0)
            default:
                used.insert(.arbitraryRotation)
                t = Self.rotation(e.double(0, 2 * Double.pi))
            }
        } else if use(.shear, &e, 0.03) {
            t = ViewTransform(a: 1, b: e.double(-0.8, 0.8), c: e.double(-0.8, 0.8), d: 1, tx: 0, ty: 0)
            if e.chance(0.5) { t = t.concatenating(.scale(e.double(0.5, 2), e.double(0.5, 2))) }
        } else if use(.scale, &e, 0.04) {
            t = .scale(e.pick([0.5, 2, 1.5]), e.pick([0.5, 1, 3]))
        } else if use(.flip, &e, 0.03) {
            t = e.chance(0.5) ? .scale(-1, 1) : .scale(1, -1)
        } else if use(.zeroScale, &e, 0.02) {
            t = e.chance(0.5) ? .scale(0, 0) : .scale(0, 1)
        }
        guard !t.isIdentity else { return }
        if e.chance(0.3) { t = t.concatenating(.translation(e.double(-10, 10).rounded(), e.double(-10, 10).rounded())) }
        v.geometry = ViewGeometry(
            center: v.geometry.center,
            size: HCSize(width: abs(v.geometry.size.width), height: abs(v.geometry.size.height)), transform: t)
    }

    /// Root controllers for windows' first subviews, child controllers deeper down, and
    /// presented controllers for views of their own.
    private mutating func addControllers(_ windows: [Int], _ e: inout Entropy) {
        var owned = Set<Int>()
        for (k, w) in windows.enumerated() {
            guard let root = scene.views[w].subviews.first, use(.rootViewController, &e, 0.6) else { continue }
            scene.viewControllers.append(
                ViewControllerSpec(
                    responder: ResponderSpec(name: "vc\(scene.viewControllers.count)", className: "ViewController"),
                    view: root))
            scene.windows[k].rootViewController = scene.viewControllers.count - 1
            owned.insert(root)
        }
        let candidates = scene.views.indices.filter { parents[$0] != nil && !owned.contains($0) }
        guard !candidates.isEmpty else { return }
        for _ in 0..<2 where use(.childViewController, &e, 0.3) {
            let v = e.pick(candidates)
            guard !owned.contains(v) else { continue }
            owned.insert(v)
            scene.viewControllers.append(
                ViewControllerSpec(
                    responder: ResponderSpec(
                        name: "vc\(scene.viewControllers.count)", className: "ChildViewController"), view: v))
        }
        // A presented controller: its view is a view of the same window; it presents from a
        // controller that presents nothing yet.
        let presenters = scene.viewControllers.indices.filter { c in
            !scene.viewControllers.contains { $0.presentedBy == c }
        }
        if let p = presenters.first, use(.presentedViewController, &e, 0.3) {
            let presenterView = scene.viewControllers[p].view
            let free = candidates.filter {
                !owned.contains($0) && windowOf[$0] == windowOf[presenterView] && !isAncestor($0, of: presenterView)
            }
            if !free.isEmpty {
                let v = e.pick(free)
                scene.viewControllers.append(
                    ViewControllerSpec(
                        responder: ResponderSpec(
                            name: "vc\(scene.viewControllers.count)", className: "PresentedViewController"), view: v,
                        presentedBy: p))
            }
        }
    }

    private func isAncestor(_ a: Int, of v: Int) -> Bool {
        var cursor: Int? = v
        while let c = cursor {
            if c == a { return true }
            cursor = parents[c]
        }
        return false
    }

    /// Touch, motion, remote, press, action and router handlers on random responders.
    private mutating func addHandlers(_ e: inout Entropy) {
        func handlers(_ e: inout Entropy, _ used: inout FeatureBits, _ on: FeatureBits) -> ResponderHandlers {
            var h = ResponderHandlers()
            func handling(_ e: inout Entropy) -> Handling {
                if on.contains(.callsSuper), e.chance(0.3) {
                    used.insert(.callsSuper)
                    return .handleAndCallSuper
                }
                return .handle
            }
            if on.contains(.touchHandlers), e.chance(0.35) {
                used.insert(.touchHandlers)
                for phase in [TouchPhase.began, .moved, .ended, .cancelled] where e.chance(0.7) {
                    h.touches[phase] = handling(&e)
                }
            }
            if e.chance(0.15) { h.motion[e.pick([.began, .ended])] = handling(&e) }
            if e.chance(0.15) { h.remoteControl[e.pick([.play, .pause, .togglePlayPause])] = handling(&e) }
            if e.chance(0.15) { h.presses[e.pick([.began, .changed, .ended, .cancelled])] = handling(&e) }
            if e.chance(0.2) { h.actions.insert(e.pick(Self.selectors)) }
            if e.chance(0.25) { h.router[e.pick(Self.routerNames)] = handling(&e) }
            return h
        }
        for i in scene.views.indices where e.chance(0.3) {
            scene.views[i].responder.handlers = handlers(&e, &used, on)
            if e.chance(0.1) { scene.views[i].responder.canBecomeFirstResponder = true }
            if e.chance(0.05) { scene.views[i].responder.canResignFirstResponder = false }
        }
        // Some that can become first responder will not resign: what a become of another
        // responder, or a resign, must respect.
        for i in scene.views.indices where scene.views[i].canBecomeFirstResponder && e.chance(0.25) {
            scene.views[i].responder.canResignFirstResponder = false
        }
        for i in scene.viewControllers.indices where e.chance(0.5) {
            scene.viewControllers[i].responder.handlers = handlers(&e, &used, on)
        }
        if e.chance(0.3) { scene.application.handlers = handlers(&e, &used, on) }
        if e.chance(0.3) { scene.appDelegate?.handlers = handlers(&e, &used, on) }
    }

    /// Gesture recognizers on random views — every kind, flags off their defaults, actions
    /// to named or nil targets, simultaneous and require-to-fail relations — and
    /// target-actions on controls.
    private mutating func addRecognizersAndControls(_ e: inout Entropy) {
        var names: [String] = []
        var owners: [Int] = []
        let responders = scene.views.map(\.name) + scene.viewControllers.map(\.name) + [scene.application.name]
        if on.contains(.gestureRecognizer) {
            for i in scene.views.indices where parents[i] != nil && e.chance(0.12) {
                let count = e.chance(0.3) ? 2 : 1
                for _ in 0..<count {
                    let name = "g\(names.count)"
                    let kind: GestureKind
                    switch e.int(6) {
                    case 0: kind = .tap(taps: e.chance(0.3) ? 2 : 1, touches: e.chance(0.1) ? 2 : 1)
                    case 1:
                        kind = .longPress(
                            minimumPressDuration: e.pick([0.5, 0.2]), allowableMovement: e.pick([10, 30]), touches: 1)
                    case 2: kind = .pan(minimumTouches: 1, maximumTouches: e.chance(0.3) ? 1 : nil)
                    case 3: kind = .swipe(direction: e.pick(SwipeDirection.allCases), touches: 1)
                    case 4: kind = .pinch
                    default: kind = .rotation
                    }
                    var g = GestureRecognizerSpec(
                        name: name, kind: kind, action: e.pick(Self.selectors),
                        target: e.chance(0.5) ? e.pick(responders) : nil)
                    if use(.recognizerNotCancelling, &e, 0.25) { g.cancelsTouchesInView = false }
                    if use(.recognizerDelays, &e, 0.3) {
                        if e.chance(0.5) { g.delaysTouchesBegan = true } else { g.delaysTouchesEnded = false }
                    }
                    if use(.disabledRecognizer, &e, 0.08) { g.isEnabled = false }
                    scene.views[i].gestureRecognizers.append(g)
                    names.append(name)
                    owners.append(i)
                    used.insert(.gestureRecognizer)
                }
                if count == 2, use(.recognizerPair, &e, 0.4) { makeTapPair(on: i) }
            }
            addRelations(names: names, owners: owners, &e)
            addCrossViewDependency(names: &names, owners: &owners, &e)
            addDelegates(names: names, owners: owners, &e)
        }
        for i in scene.views.indices where scene.views[i].isControl && use(.controlTargetActions, &e, 0.6) {
            var events: [ControlEvent] = []
            for ev in ControlEvent.allCases where e.chance(0.25) { events.append(ev) }
            if events.isEmpty { events = [.touchUpInside] }
            scene.views[i].control.targetActions = [
                ControlTargetAction(
                    events: events, action: e.pick(Self.selectors), target: e.chance(0.5) ? e.pick(responders) : nil)
            ]
            if e.chance(0.3) { scene.views[i].control.insideTolerance = e.pick([0, 20, 70]) }
        }
    }

    /// Simultaneous and require-to-fail relations between the recognizers `names` (on
    /// `owners`): between recognizers that see the same touches — on the same view or on one
    /// of its superviews — most of the time.
    private mutating func addRelations(names: [String], owners: [Int], _ e: inout Entropy) {
        let byOwner = Dictionary(grouping: owners.indices, by: { owners[$0] })
        for (k, owner) in owners.enumerated() where names.count > 1 {
            let other = names[(k + 1 + e.int(names.count - 1)) % names.count]
            guard let slot = scene.views[owner].gestureRecognizers.firstIndex(where: { $0.name == names[k] }) else {
                continue
            }
            // Recognizers on this view or its superviews: they see its touches too.
            var related: [Int] = []
            var cursor: Int? = owner
            while let v = cursor {
                related += (byOwner[v] ?? []).filter { $0 != k }
                cursor = parents[v]
            }
            let partner = !related.isEmpty && e.chance(0.7) ? names[e.pick(related)] : other
            if use(.simultaneousRecognition, &e, 0.2) {
                scene.views[owner].gestureRecognizers[slot].simultaneousWith = [partner]
            }
            // Only on recognizers made earlier: require-to-fail relations never form a
            // cycle (a cycle would wait forever, and scenes refuse it).
            let earlier = related.filter { $0 < k }
            if k > 0, scene.views[owner].gestureRecognizers[slot].requiresFailureOf.isEmpty,
                use(.requireToFail, &e, 0.2)
            {
                let required = !earlier.isEmpty && e.chance(0.7) ? e.pick(earlier) : e.int(k)
                scene.views[owner].gestureRecognizers[slot].requiresFailureOf = [names[required]]
            }
        }
    }

    /// The two recognizers just put on view `i` become UIKit's classic pair: a single tap
    /// that requires the double tap to fail.
    private mutating func makeTapPair(on i: Int) {
        let n = scene.views[i].gestureRecognizers.count
        guard n >= 2 else { return }
        scene.views[i].gestureRecognizers[n - 2].kind = .tap(taps: 2, touches: 1)
        scene.views[i].gestureRecognizers[n - 1].kind = .tap(taps: 1, touches: 1)
        scene.views[i].gestureRecognizers[n - 1].requiresFailureOf = [scene.views[i].gestureRecognizers[n - 2].name]
        used.insert(.requireToFail)
    }

    /// A few views forward their hit-test to another view: of the same window, of another
    /// window, a hidden, disabled or non-interactive one, or one that forwards in turn.
    private mutating func addForwards(_ e: inout Entropy) {
        let count = scene.views.count
        guard count > 2 else { return }
        let forwards =
            e.chance(0.15) ? e.int(in: 1...3) : (0..<count).filter { parents[$0] != nil && e.chance(0.015) }.count
        var forwarding: [Int] = []
        for _ in 0..<forwards {
            let i = e.int(count)
            guard parents[i] != nil else { continue }
            var candidates = scene.views.indices.filter { windowOf[$0] == windowOf[i] && $0 != i }
            if scene.windows.count > 1, use(.crossWindowForward, &e, 0.4) {
                candidates = scene.views.indices.filter { windowOf[$0] != windowOf[i] }
            } else if use(.forwardToSkippedTarget, &e, 0.25) {
                let skipped = scene.views.indices.filter { v in
                    let spec = scene.views[v]
                    return v != i
                        && (spec.isHidden || !spec.isUserInteractionEnabled || spec.alpha < 0.01 || !spec.isEnabled)
                }
                if !skipped.isEmpty { candidates = skipped }
            } else if !forwarding.isEmpty, use(.forwardChain, &e, 0.3) {
                candidates = forwarding.filter { $0 != i }
            }
            guard !candidates.isEmpty else { continue }
            scene.views[i].hitTest = .forward(to: e.pick(candidates))
            forwarding.append(i)
            used.insert(.hitTestForward)
        }
    }

    /// The vocabulary's newer overrides — shapes, a minimum size, another view's bounds, the
    /// subviews' own answers; redirects, some subviews only, a gate-free self — on a few
    /// views, drawn from a side stream so that the rest of the case is what the seed made
    /// before they existed.
    mutating func addNewerOverrides(_ e: inout Entropy) {
        let count = scene.views.count
        for i in 0..<count {
            if use(.pointInsideShape, &e, 0.05) {
                let b = scene.views[i].geometry.size
                switch e.int(4) {
                case 0: scene.views[i].pointInside = .oval
                case 1: scene.views[i].pointInside = .circle(radius: nil)
                case 2:
                    scene.views[i].pointInside = .circle(
                        radius: (e.double(0, 1.2) * max(b.width, b.height) / 2).rounded())
                default: scene.views[i].pointInside = .roundedRect(cornerRadius: e.pick([0, 4, 8, 12.5, 1000]))
                }
            }
            if use(.pointInsideMinimumSize, &e, 0.03) {
                scene.views[i].pointInside = .minimumSize(
                    e.chance(0.6)
                        ? HCSize(width: 44, height: 44)
                        : HCSize(width: e.double(0, 120).rounded(), height: e.double(0, 120).rounded()))
            }
            if count > 1, use(.pointInsideBoundsOf, &e, 0.025) {
                let t = e.int(count)
                scene.views[i].pointInside = .boundsOf(t == i ? (i + 1) % count : t)
            }
            if !scene.views[i].subviews.isEmpty, use(.pointInsideSubviews, &e, 0.04) {
                scene.views[i].pointInside = .subviewsPointInside
            }
            // A window takes the pointInside forms only (run-time changes give it the others).
            guard parents[i] != nil else { continue }
            if count > 1, use(.hitTestRedirect, &e, 0.025) {
                let t = e.int(count)
                scene.views[i].hitTest = .redirect(to: t == i ? (i + 1) % count : t)
            }
            if scene.views[i].subviews.count >= 2, use(.hitTestOnlySubviews, &e, 0.08) {
                let listed = scene.views[i].subviews.filter { _ in e.chance(0.5) }
                scene.views[i].hitTest = .onlySubviews(listed)
            }
            if use(.hitTestSelfWhenInside, &e, 0.02) { scene.views[i].hitTest = .selfWhenInside }
        }
    }

    /// In about one case in six, one to three plain views become instances of the catalogue's
    /// Swift subclasses (`FuzzCatalogue`), drawn from a side stream of their own.
    mutating func addCatalogueClasses(_ e: inout Entropy) {
        guard scene.views.count > 1, use(.userSubclass, &e, 0.16) else { return }
        let eligible = scene.views.indices.filter { parents[$0] != nil && FuzzCatalogue.canHold(scene.views[$0]) }
        guard !eligible.isEmpty else {
            used.remove(.userSubclass)
            return
        }
        for _ in 0..<e.int(in: 1...3) {
            let k = e.int(FuzzCatalogue.entries.count)
            // A class that makes its own recognizers goes where there are some, when there are.
            let pool =
                FuzzCatalogue.entries[k].makesRecognizers
                ? eligible.filter { !scene.views[$0].gestureRecognizers.isEmpty } : []
            FuzzCatalogue.place(k, at: e.pick(pool.isEmpty ? eligible : pool), in: &scene)
        }
    }

    /// In half the cases with recognizers, one plain view that has some becomes a catalogue
    /// class whose recognizers are subclasses (`GestureRecognizerMaking`), so the dispatcher's
    /// path for a subclass's recognizer meets the gestures the events aim at recognizers.
    mutating func addRecognizerSubclasses(_ e: inout Entropy) {
        let makers = FuzzCatalogue.entries.indices.filter { FuzzCatalogue.entries[$0].makesRecognizers }
        guard !makers.isEmpty, use(.recognizerSubclass, &e, 0.5) else { return }
        let eligible = scene.views.indices.filter {
            parents[$0] != nil && FuzzCatalogue.canHold(scene.views[$0]) && !scene.views[$0].gestureRecognizers.isEmpty
        }
        guard !eligible.isEmpty else {
            used.remove(.recognizerSubclass)
            return
        }
        for _ in 0..<e.int(in: 1...2) { FuzzCatalogue.place(e.pick(makers), at: e.pick(eligible), in: &scene) }
        used.insert(.userSubclass)
    }

    /// In half the cases with the catalogue's classes, some of their views start needing layout
    /// (`needsLayout`): the first event lays them out, traced, before anything is delivered.
    mutating func addPendingLayout(_ e: inout Entropy) {
        let placed = scene.views.indices.filter { FuzzCatalogue.isCatalogueClass(scene.views[$0].className) }
        guard !placed.isEmpty, use(.pendingLayout, &e, 0.5) else { return }
        for i in placed where e.chance(0.7) { scene.views[i].needsLayout = true }
    }

    /// One parent with 16 to a few thousand children (the size where `IndexedEngine`
    /// indexes), within the view limit.
    private mutating func addWideParent(_ windows: [Int], _ e: inout Entropy) {
        let room = maxViews - scene.views.count
        guard room >= 17 else { return }
        let r = e.unit()
        let upper = r < 0.7 ? 40 : (r < 0.95 ? 300 : 3000)
        let n = e.int(in: 16...max(16, min(upper, room - 1)))
        let w = e.pick(windows)
        let hub = addView(
            ViewSpec(
                name: "v\(scene.views.count)",
                geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 390, height: 844))),
            parent: w, window: w)
        if use(.scrolledBounds, &e, 0.3) {
            scene.views[hub].geometry.boundsOrigin = HCPoint(x: 0, y: e.double(0, 400).rounded())
        }
        for _ in 0..<n { _ = addView(makeView(parent: hub, &e), parent: hub, window: w) }
        wideParents.append(hub)
        used.insert(.wideParent)
    }

    /// A window with the flags and overrides a view can have.
    /// One of a window's flags or overrides, each only while its behaviour's feature is on
    /// (a window is a view: the same features govern it).
    private mutating func applyWindowFlags(_ w: Int, _ e: inout Entropy) {
        let options: [FuzzFeature] = [
            .alphaZero, .alphaJustBelow, .alphaOnePercent, .alphaJustAbove, .userInteractionDisabled,
            .pointInsideInset, .pointInsideNever, .pointInsideOverSubviews, .hitTestPassThrough, .hitTestSelfOnly,
            .multipleTouch, .exclusiveTouch,
        ].filter(on.contains)
        guard !options.isEmpty else { return }
        let f = e.pick(options)
        used.insert(f)
        switch f {
        case .alphaZero: scene.views[w].alpha = 0
        case .alphaJustBelow: scene.views[w].alpha = 0.0099999
        case .alphaOnePercent: scene.views[w].alpha = 0.01
        case .alphaJustAbove: scene.views[w].alpha = 0.0100001
        case .userInteractionDisabled: scene.views[w].isUserInteractionEnabled = false
        case .pointInsideInset: scene.views[w].pointInside = .insetBounds(slop(&e))
        case .pointInsideNever: scene.views[w].pointInside = .never
        case .pointInsideOverSubviews: scene.views[w].pointInside = .overSubviews
        case .hitTestPassThrough: scene.views[w].hitTest = .passThrough
        case .hitTestSelfOnly: scene.views[w].hitTest = .selfOnly
        case .multipleTouch: scene.views[w].isMultipleTouchEnabled = true
        default: scene.views[w].isExclusiveTouch = true
        }
    }

    /// Hit slop: equal on every side, or each edge its own (negative grows, positive
    /// shrinks), integers or fractions.
    private mutating func slop(_ e: inout Entropy) -> HCEdgeInsets {
        func edge(_ e: inout Entropy) -> Double {
            let d = e.double(-15, 8)
            return e.chance(0.5) ? d.rounded() : (e.chance(0.5) ? (d * 2).rounded() / 2 : d)
        }
        guard use(.asymmetricSlop, &e, 0.7) else { return HCEdgeInsets(all: edge(&e)) }
        return HCEdgeInsets(top: edge(&e), left: edge(&e), bottom: edge(&e), right: edge(&e))
    }

    static func rotation(_ angle: Double) -> HitChainGeometry.ViewTransform {
        HitChainGeometry.ViewTransform.rotation(angle)
    }
}
