import HitChainGeometry
import HitChainScene

/// Mutates a real screen (`hitchain fuzz --scenes`): a few views get other flags, overrides,
/// scroll offsets or transforms, move to another parent, or are taken out of their window,
/// so that the fuzzer also runs on the shapes real apps have. A mutation that would make
/// the scene invalid is not kept.
struct SceneMutator {
    /// The features a mutated scene can show, for the run's reach.
    static let features: [FuzzFeature] = [
        .hidden, .alphaZero, .alphaJustBelow, .userInteractionDisabled, .pointInsideInset, .hitTestPassThrough,
        .hitTestSelfOnly, .scrolledBounds, .rotation, .hierarchyMutation,
    ]

    var used = FeatureBits()

    /// `scene` with one to six mutations, drawn from `e`, of the features `on` allows.
    mutating func mutate(_ scene: HCScene, _ e: inout Entropy, on: FeatureBits) -> HCScene {
        var s = scene
        let windows = Set(scene.windows.map(\.view))
        let candidates = scene.views.indices.filter { !windows.contains($0) }
        guard !candidates.isEmpty else { return scene }
        for _ in 0..<e.int(in: 1...6) {
            let i = e.pick(candidates)
            var next = s
            guard let feature = apply(e.int(10), to: i, in: &next, &e), on.contains(feature) else { continue }
            guard (try? next.validate()) != nil else { continue }
            s = next
            used.insert(feature)
        }
        return s
    }

    /// Mutation `kind` on view `i`: the feature it exercises, or nil when it does not apply.
    private func apply(_ kind: Int, to i: Int, in s: inout HCScene, _ e: inout Entropy) -> FuzzFeature? {
        switch kind {
        case 0:
            s.views[i].isHidden.toggle()
            return .hidden
        case 1:
            s.views[i].alpha = 0
            return .alphaZero
        case 2:
            s.views[i].alpha = 0.0099999998
            return .alphaJustBelow
        case 3:
            s.views[i].isUserInteractionEnabled.toggle()
            return .userInteractionDisabled
        case 4:
            let d = { (e: inout Entropy) in e.double(-12, 12).rounded() }
            s.views[i].pointInside = .insetBounds(HCEdgeInsets(top: d(&e), left: d(&e), bottom: d(&e), right: d(&e)))
            return .pointInsideInset
        case 5:
            s.views[i].hitTest = e.chance(0.5) ? .passThrough : .selfOnly
            return s.views[i].hitTest == .passThrough ? .hitTestPassThrough : .hitTestSelfOnly
        case 6:
            let g = s.views[i].geometry
            let origin = HCPoint(x: g.boundsOrigin.x, y: g.boundsOrigin.y + e.double(-200, 400).rounded())
            s.views[i].geometry = ViewGeometry(frame: g.frame, boundsOrigin: origin)
            return .scrolledBounds
        case 7:
            let g = s.views[i].geometry
            let turn = ViewTransform.rotation(Double(e.int(in: 1...3)) * .pi / 2)
            s.views[i].geometry = ViewGeometry(
                center: g.center, size: g.size, boundsOrigin: g.boundsOrigin, transform: turn)
            return .rotation
        case 8:
            return move(i, in: &s, &e) ? .hierarchyMutation : nil
        default:
            return detach(i, in: &s) ? .hierarchyMutation : nil
        }
    }

    /// Moves view `i` on top of another view's subviews (not into its own subtree).
    private func move(_ i: Int, in s: inout HCScene, _ e: inout Entropy) -> Bool {
        guard let parent = s.views.indices.first(where: { s.views[$0].subviews.contains(i) }) else { return false }
        var inside = Set([i])
        var stack = [i]
        while let v = stack.popLast() {
            for c in s.views[v].subviews where inside.insert(c).inserted { stack.append(c) }
        }
        let targets = s.views.indices.filter { !inside.contains($0) && !s.detachedViews.contains($0) && $0 != parent }
        guard !targets.isEmpty else { return false }
        let target = e.pick(targets)
        s.views[parent].subviews.removeAll { $0 == i }
        s.views[target].subviews.append(i)
        return true
    }

    /// Takes view `i` out of its superview (it stays in the scene, detached).
    private func detach(_ i: Int, in s: inout HCScene) -> Bool {
        guard let parent = s.views.indices.first(where: { s.views[$0].subviews.contains(i) }) else { return false }
        s.views[parent].subviews.removeAll { $0 == i }
        s.detachedViews.append(i)
        return true
    }
}
