import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Run-time changes for a generated scene: what an app does between touches or while a
/// finger is down — geometry (frame, center, bounds size, transform at any angle or
/// shear), scrolling, flags (hidden, alpha at its edges, interaction, enabled), overrides,
/// sibling order, and a window's level, flags and presence on screen. Each is the reach a
/// wrong engine needs to be caught: one that caches geometry or flags, or does not re-sort
/// windows, answers from the scene as it was.
struct ChangeGenerator {
    let scene: Scene
    private let windows: [Int]
    private let views: [Int]
    private let nested: [Int]

    static let kinds: [FuzzFeature] = [
        .geometryChange, .scrollChange, .flagChange, .overrideChange, .subviewReorder, .windowLevelChange,
        .windowFlagChange, .windowRemoval,
    ]

    init(scene: Scene) {
        self.scene = scene
        windows = scene.windows.map(\.view)
        let windowSet = Set(windows)
        views = scene.views.indices.filter { !windowSet.contains($0) }
        var hasParent = Set<Int>()
        for v in scene.views { hasParent.formUnion(v.subviews) }
        nested = views.filter(hasParent.contains)
    }

    /// The events of one change of `kind` (a window taken off the screen comes back in a
    /// second event), or none when the scene has nothing to change that way.
    func events(_ kind: FuzzFeature, _ e: inout Entropy) -> [InputEvent] {
        switch kind {
        case .geometryChange:
            guard let v = pick(views, &e) else { return [] }
            return [.change(view: name(v), geometry(v, &e))]
        case .scrollChange:
            let parents = views.filter { !scene.views[$0].subviews.isEmpty }
            guard let v = pick(parents.isEmpty ? views : parents, &e) else { return [] }
            return [
                .change(view: name(v), .boundsOrigin(Point(x: coordinate(-40, 40, &e), y: coordinate(-120, 120, &e))))
            ]
        case .flagChange:
            guard let v = pick(views, &e) else { return [] }
            return [.change(view: name(v), flag(v, &e))]
        case .overrideChange:
            guard let v = pick(views, &e) else { return [] }
            return [.change(view: name(v), override(&e))]
        case .subviewReorder:
            guard let v = pick(nested, &e) else { return [] }
            let change: ViewChange = e.pick([.bringToFront, .sendToBack, .moveTo(index: e.int(4))])
            return [.change(view: name(v), change)]
        case .windowLevelChange:
            guard let w = pick(windows, &e) else { return [] }
            return [.change(view: name(w), .level(e.pick([-10, 0, 1, 1000, 2000])))]
        case .windowFlagChange:
            guard let w = pick(windows, &e) else { return [] }
            let change: ViewChange = e.pick([
                .hidden(!scene.views[w].isHidden), .alpha(e.pick([0, 0.0099999, 0.01, 0.0100001, 1])),
                .userInteractionEnabled(!scene.views[w].isUserInteractionEnabled),
            ])
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

    private func geometry(_ v: Int, _ e: inout Entropy) -> ViewChange {
        let g = scene.views[v].geometry
        switch e.int(4) {
        case 0:
            return .frame(
                Rect(
                    x: coordinate(-40, 300, &e), y: coordinate(-40, 700, &e), width: coordinate(0, 300, &e),
                    height: coordinate(0, 400, &e)))
        case 1:
            return .center(Point(x: g.center.x + coordinate(-80, 80, &e), y: g.center.y + coordinate(-80, 80, &e)))
        case 2:
            return .boundsSize(Size(width: coordinate(0, 300, &e), height: coordinate(0, 400, &e)))
        default:
            let t: ViewTransform
            switch e.int(4) {
            case 0: t = .identity
            case 1: t = .rotation(e.double(0, 6.283185307179586))
            case 2: t = .scale(e.pick([0.5, 2, 0]), e.pick([0.5, 1, 2]))
            default: t = ViewTransform(a: 1, b: e.double(-0.8, 0.8), c: e.double(-0.8, 0.8), d: 1, tx: 0, ty: 0)
            }
            return .transform(t)
        }
    }

    private func flag(_ v: Int, _ e: inout Entropy) -> ViewChange {
        let view = scene.views[v]
        switch e.int(view.isControl ? 4 : 3) {
        case 0: return .hidden(!view.isHidden)
        case 1: return .alpha(e.pick([0, 0.0099999, 0.01, 0.0100001, 1]))
        case 2: return .userInteractionEnabled(!view.isUserInteractionEnabled)
        default: return .enabled(!view.isEnabled)
        }
    }

    private func override(_ e: inout Entropy) -> ViewChange {
        switch e.int(7) {
        case 0: return .pointInside(.default)
        case 1:
            func edge(_ e: inout Entropy) -> Double { (e.double(-15, 8) * 2).rounded() / 2 }
            return .pointInside(
                .insetBounds(EdgeInsets(top: edge(&e), left: edge(&e), bottom: edge(&e), right: edge(&e))))
        case 2: return .pointInside(e.pick([.never, .overSubviews]))
        case 3: return .hitTest(.default)
        case 4: return .hitTest(e.pick([.passThrough, .selfOnly]))
        default:
            return .hitTest(.forward(to: scene.views[e.int(scene.views.count)].name))
        }
    }
}
