import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Run-time changes for a generated scene: what an app does between touches or while a
/// finger is down — geometry (frame, center, bounds size, transform at any angle or
/// shear), scrolling, flags (hidden, alpha at its edges, interaction, enabled), overrides,
/// sibling order, and a window's level, flags and presence on screen. Each is the reach a
/// wrong engine needs to be caught: one that caches geometry or flags, or does not re-sort
/// windows, answers from the scene as it was.
///
/// A change kind says *when* something changes; what it changes to is a behaviour with a
/// feature of its own (a rotation needs `arbitraryRotation`, alpha 0 `alphaZero`, a disabled
/// control `disabledControl`, …), so switching a behaviour off keeps it out of changes too
/// (docs/fuzzing.md, "Features and behaviours").
struct ChangeGenerator {
    let scene: HCScene
    let on: FeatureBits
    /// The behaviour features the changes made so far used.
    private(set) var used = FeatureBits()
    private let windows: [Int]
    private let views: [Int]
    private let nested: [Int]

    static let kinds: [FuzzFeature] = [
        .geometryChange, .scrollChange, .flagChange, .overrideChange, .subviewReorder, .windowLevelChange,
        .windowFlagChange, .windowRemoval,
    ]

    init(scene: HCScene, on: FeatureBits) {
        self.scene = scene
        self.on = on
        windows = scene.windows.map(\.view)
        let windowSet = Set(windows)
        views = scene.views.indices.filter { !windowSet.contains($0) }
        var hasParent = Set<Int>()
        for v in scene.views { hasParent.formUnion(v.subviews) }
        nested = views.filter(hasParent.contains)
    }

    /// The events of one change of `kind` (a window taken off the screen comes back in a
    /// second event), or none when the scene has nothing to change that way.
    mutating func events(_ kind: FuzzFeature, _ e: inout Entropy) -> [InputEvent] {
        switch kind {
        case .geometryChange:
            guard let v = pick(views, &e), let change = geometry(v, &e) else { return [] }
            return [.change(view: name(v), change)]
        case .scrollChange:
            let parents = views.filter { !scene.views[$0].subviews.isEmpty }
            guard let v = pick(parents.isEmpty ? views : parents, &e) else { return [] }
            return [
                .change(view: name(v), .boundsOrigin(HCPoint(x: coordinate(-40, 40, &e), y: coordinate(-120, 120, &e))))
            ]
        case .flagChange:
            guard let v = pick(views, &e), let change = flag(v, window: false, &e) else { return [] }
            return [.change(view: name(v), change)]
        case .overrideChange:
            guard let v = pick(views, &e), let change = override(&e) else { return [] }
            return [.change(view: name(v), change)]
        case .subviewReorder:
            guard let v = pick(nested, &e) else { return [] }
            let change: ViewChange = e.pick([.bringToFront, .sendToBack, .moveTo(index: e.int(4))])
            return [.change(view: name(v), change)]
        case .windowLevelChange:
            guard let w = pick(windows, &e) else { return [] }
            return [.change(view: name(w), .level(e.pick([-10, 0, 1, 1000, 2000])))]
        case .windowFlagChange:
            guard let w = pick(windows, &e), let change = flag(w, window: true, &e) else { return [] }
            return [.change(view: name(w), change)]
        case .windowRemoval:
            guard let w = pick(windows, &e) else { return [] }
            return [.change(view: name(w), .windowRemoved), .change(view: name(w), .windowAdded)]
        default:
            return []
        }
    }

    private func name(_ v: Int) -> String { scene.views[v].name }

    private func pick(_ list: [Int], _ e: inout Entropy) -> Int? { list.isEmpty ? nil : e.pick(list) }

    private func coordinate(_ lo: Double, _ hi: Double, _ e: inout Entropy) -> Double {
        let d = e.double(lo, hi)
        return e.chance(0.6) ? d.rounded() : d
    }

    /// The first of `options` whose behaviour is on, starting from a random one; nil when
    /// none is. Records the behaviour used.
    private mutating func choose<T>(_ options: [(FuzzFeature?, T)], _ e: inout Entropy) -> T? {
        guard !options.isEmpty else { return nil }
        let start = e.int(options.count)
        for k in options.indices {
            let (feature, value) = options[(start + k) % options.count]
            guard let feature else { return value }
            if on.contains(feature) {
                used.insert(feature)
                return value
            }
        }
        return nil
    }

    /// An alpha at one of the rule's edges whose feature is on (1 and 0.5 need none).
    private mutating func alpha(_ e: inout Entropy) -> Float {
        let edges: [(FuzzFeature?, Float)] = [
            (.alphaZero, 0), (.alphaJustBelow, 0.0099999), (.alphaOnePercent, 0.01), (.alphaJustAbove, 0.0100001),
            (nil, 1),
        ]
        return choose(edges, &e) ?? 1
    }

    private mutating func geometry(_ v: Int, _ e: inout Entropy) -> ViewChange? {
        let g = scene.views[v].geometry
        switch e.int(4) {
        case 0:
            return .frame(
                HCRect(
                    x: coordinate(-40, 300, &e), y: coordinate(-40, 700, &e), width: coordinate(0, 300, &e),
                    height: coordinate(0, 400, &e)))
        case 1:
            return .center(HCPoint(x: g.center.x + coordinate(-80, 80, &e), y: g.center.y + coordinate(-80, 80, &e)))
        case 2:
            return .boundsSize(HCSize(width: coordinate(0, 300, &e), height: coordinate(0, 400, &e)))
        default:
            let angle = e.double(0, 6.283185307179586)
            let (sx, sy) = (e.pick([0.5, 2]), e.pick([0.5, 1, 2]))
            let (b, c) = (e.double(-0.8, 0.8), e.double(-0.8, 0.8))
            let t: ViewTransform? = choose(
                [
                    (nil, .identity), (.arbitraryRotation, .rotation(angle)), (.scale, .scale(sx, sy)),
                    (.zeroScale, .scale(0, sy)), (.shear, ViewTransform(a: 1, b: b, c: c, d: 1, tx: 0, ty: 0)),
                ], &e)
            return t.map { .transform($0) }
        }
    }

    /// A flag flipped, or an alpha at an edge; a window's flags are its hiddenness, alpha and
    /// interaction, a view's also its enabled state when it is a control.
    private mutating func flag(_ v: Int, window: Bool, _ e: inout Entropy) -> ViewChange? {
        let view = scene.views[v]
        var options: [(FuzzFeature?, ViewChange?)] = [
            (window ? .hiddenWindow : .hidden, .hidden(!view.isHidden)), (nil, nil),
            (.userInteractionDisabled, .userInteractionEnabled(!view.isUserInteractionEnabled)),
        ]
        if view.isControl, !window { options.append((.disabledControl, .enabled(!view.isEnabled))) }
        guard let change = choose(options, &e) else { return nil }
        return change ?? .alpha(alpha(&e))
    }

    private mutating func override(_ e: inout Entropy) -> ViewChange? {
        // The newer overrides come from a side stream (`FuzzFeature.isSideStream`).
        var side = e.sideStream(0xc4a9_6e00)
        if let newer = newerOverride(&side) { return newer }
        func edge(_ e: inout Entropy) -> Double { (e.double(-15, 8) * 2).rounded() / 2 }
        let insets = HCEdgeInsets(top: edge(&e), left: edge(&e), bottom: edge(&e), right: edge(&e))
        let target = scene.views[e.int(scene.views.count)].name
        return choose(
            [
                (nil, .pointInside(.default)), (.pointInsideInset, .pointInside(.insetBounds(insets))),
                (.pointInsideNever, .pointInside(.never)), (.pointInsideOverSubviews, .pointInside(.overSubviews)),
                (nil, .hitTest(.default)), (.hitTestPassThrough, .hitTest(.passThrough)),
                (.hitTestSelfOnly, .hitTest(.selfOnly)), (.hitTestForward, .hitTest(.forward(to: target))),
            ], &e)
    }

    /// Sometimes one of the vocabulary's newer overrides, when its feature is on.
    private mutating func newerOverride(_ e: inout Entropy) -> ViewChange? {
        let options: [FuzzFeature] = [
            .pointInsideShape, .pointInsideMinimumSize, .pointInsideBoundsOf, .pointInsideSubviews, .hitTestRedirect,
            .hitTestOnlySubviews, .hitTestSelfWhenInside,
        ].filter(on.contains)
        guard !options.isEmpty, e.chance(0.3) else { return nil }
        let f = e.pick(options)
        let target = scene.views[e.int(scene.views.count)].name
        used.insert(f)
        switch f {
        case .pointInsideShape: return .pointInside(e.chance(0.5) ? .oval : .roundedRect(cornerRadius: 10))
        case .pointInsideMinimumSize: return .pointInside(.minimumSize(HCSize(width: 44, height: 44)))
        case .pointInsideBoundsOf: return .pointInside(.boundsOf(target))
        case .pointInsideSubviews: return .pointInside(.subviewsPointInside)
        case .hitTestRedirect: return .hitTest(.redirect(to: target))
        case .hitTestOnlySubviews: return .hitTest(.onlySubviews([target]))
        default: return .hitTest(.selfWhenInside)
        }
    }
}
