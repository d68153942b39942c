import HitChainGeometry
import HitChainScene

/// The parts of a scene the delivery expectations are about, for the event generator to aim
/// at: views with recognizers, controls, text inputs, exclusive-touch views and the
/// catalogue's Swift subclasses; long presses
/// and their durations; responders that can become first responder.
struct DeliveryTargets {
    /// Views whose touches something handles beyond the plain chain walk.
    let handlers: [Int]
    let controls: [Int]
    /// Views with a long press, and its minimum duration.
    let longPresses: [(view: Int, duration: Double)]
    /// Responders whose `canBecomeFirstResponder` is true.
    let firstResponders: [String]
    /// The superview's name of each view that can become first responder, to put it back.
    let superviewNames: [String: String]
    /// Scroll views, each with the views of its content (itself first) and the drags (one
    /// step of 24 pt) along the axes it can scroll; those whose content keeps a touch it
    /// tracks from a scroll (`canCancelContentTouches` or `touchesShouldCancel` false) first.
    let scrollViews: [(view: Int, content: [Int], steps: [HCPoint])]
    /// How many of `scrollViews` come first as ones whose content keeps its touches.
    let strictScrollViews: Int
    /// Recognizers that require another to fail: the dependent's view, and the required
    /// one's view and kind — those on unrelated views (neither inside the other) first.
    let dependencies: [(dependent: Int, required: Int, kind: GestureKind)]
    /// How many of `dependencies` come first as pairs on unrelated views.
    let crossViewDependencies: Int
    /// Views with a pinch or rotation recognizer: where two and three fingers are worth putting.
    let twoFingerViews: [Int]

    // Over the line limit: one pass over the scene filling every list of targets the generator aims at.
    init(scene: HCScene) {
        var handlers: [Int] = []
        var longPresses: [(Int, Double)] = []
        var parents = [Int?](repeating: nil, count: scene.views.count)
        let recognizers = scene.recognizerSpecs
        var watched = Set<Int>()
        var twoFinger: [Int] = []
        for (i, g) in recognizers {
            watched.insert(i)
            if case .longPress(let duration, _, _) = g.kind { longPresses.append((i, duration)) }
            if g.kind == .pinch || g.kind == .rotation, twoFinger.last != i { twoFinger.append(i) }
        }
        twoFingerViews = twoFinger
        for i in scene.views.indices {
            if watched.contains(i) || scene.views[i].isControl || scene.views[i].textInput != .none
                || scene.views[i].isExclusiveTouch || FuzzCatalogue.isCatalogueClass(scene.views[i].className)
            {
                handlers.append(i)
            }
            for s in scene.views[i].subviews where s < parents.count { parents[s] = i }
        }
        // Views inside a view a delegate's shouldReceive lists: a touch there must reach it.
        for (_, g) in recognizers {
            for name in g.delegate?.shouldReceiveTouchesIn ?? [] {
                guard let listed = scene.views.firstIndex(where: { $0.name == name }) else { continue }
                handlers += scene.views[listed].subviews.prefix(4)
            }
        }
        self.handlers = handlers
        controls = scene.views.indices.filter { scene.views[$0].isControl }
        self.longPresses = longPresses
        let views = scene.views.indices.filter { scene.views[$0].canBecomeFirstResponder }
        firstResponders =
            views.map { scene.views[$0].name }
            + scene.viewControllers.filter { $0.responder.canBecomeFirstResponder == true }.map(\.name)
        var superviewNames: [String: String] = [:]
        for v in views {
            if let p = parents[v] { superviewNames[scene.views[v].name] = scene.views[p].name }
        }
        self.superviewNames = superviewNames
        var strict: [(Int, [Int], [HCPoint])] = []
        var lenient: [(Int, [Int], [HCPoint])] = []
        for i in watched.sorted() {
            guard let s = scene.views[i].scrollView else { continue }
            let v = scene.views[i]
            var content = [i]
            var k = 0
            while k < content.count, content.count < 64 {
                content += scene.views[content[k]].subviews
                k += 1
            }
            var steps: [HCPoint] = []
            if s.contentSize.width > v.geometry.size.width { steps += [HCPoint(x: -24, y: 0), HCPoint(x: 24, y: 0)] }
            if s.contentSize.height > v.geometry.size.height { steps += [HCPoint(x: 0, y: -24), HCPoint(x: 0, y: 24)] }
            if !s.canCancelContentTouches || s.touchesShouldCancel == false {
                strict.append((i, content, steps))
            } else {
                lenient.append((i, content, steps))
            }
        }
        scrollViews = strict + lenient
        strictScrollViews = strict.count
        var owner: [String: (Int, GestureKind)] = [:]
        for (i, g) in recognizers { owner[g.name] = (i, g.kind) }
        var dependencies: [(Int, Int, GestureKind)] = []
        for (i, g) in recognizers {
            for q in g.requiresFailureOf + (g.delegate?.shouldRequireFailureOf ?? []) {
                if let (r, kind) = owner[q] { dependencies.append((i, r, kind)) }
            }
            for d in g.delegate?.shouldBeRequiredToFailBy ?? [] {
                if let (r, _) = owner[d] { dependencies.append((r, i, g.kind)) }
            }
        }
        func related(_ a: Int, _ b: Int) -> Bool { parents.isAncestor(a, of: b) || parents.isAncestor(b, of: a) }
        let cross = dependencies.filter { !related($0.0, $0.1) }
        self.dependencies = cross + dependencies.filter { related($0.0, $0.1) }
        crossViewDependencies = cross.count
    }
}
