import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Makes the case for an entropy source.
package enum CaseGenerator {
    package static func make(_ e: inout Entropy, options: GeneratorOptions = GeneratorOptions()) -> FuzzCase {
        let on = FeatureBits(options.features.draw(&e))
        if !options.seedScenes.isEmpty { return fromRealScreen(&e, options: options, on: on) }
        var scenes = SceneGenerator(on: on, maxViews: options.maxViews)
        let generated = scenes.make(&e)
        var events = EventGenerator(scene: generated, parents: scenes.parents, on: on, used: scenes.used)
        events.make(count: e.int(in: min(1, options.maxEvents)...max(options.maxEvents, 0)), &e)
        if let focus = scenes.pressFocus {
            var side = e.sideStream(0x9e55_7a91)
            events.emitPressesForRecognizers(focus: focus, scene: generated, &side)
        }
        if generated.views.contains(where: { !$0.gestureRecognizers.isEmpty }), !events.events.isEmpty {
            events.settle()
        }
        var used = events.used
        var aimer = PointAimer(scene: generated, parents: scenes.parents, wideParents: scenes.wideParents)
        let probes = (0..<options.probes).map { _ in aimer.point(&e, on: on, used: &used) }
        return FuzzCase(scene: generated.canonicalized(), events: events.events, probes: probes, features: used.set)
    }

    /// A case on one of the real screens, mutated (`SceneMutator`).
    static func fromRealScreen(_ e: inout Entropy, options: GeneratorOptions, on: FeatureBits) -> FuzzCase {
        var mutator = SceneMutator()
        let scene = mutator.mutate(e.pick(options.seedScenes), &e, on: on)
        var parents = [Int?](repeating: nil, count: scene.views.count)
        for (p, v) in scene.views.enumerated() { for c in v.subviews { parents[c] = p } }
        var events = EventGenerator(scene: scene, parents: parents, on: on, used: mutator.used)
        events.make(count: e.int(in: min(1, options.maxEvents)...max(options.maxEvents, 0)), &e)
        if scene.views.contains(where: { !$0.gestureRecognizers.isEmpty }), !events.events.isEmpty { events.settle() }
        var used = events.used
        let wide = scene.views.indices.filter { scene.views[$0].subviews.count >= 16 }
        var aimer = PointAimer(scene: scene, parents: parents, wideParents: wide)
        let probes = (0..<options.probes).map { _ in aimer.point(&e, on: on, used: &used) }
        return FuzzCase(scene: scene.canonicalized(), events: events.events, probes: probes, features: used.set)
    }

    /// Case `index` of the run with `seed`.
    package static func make(seed: UInt64, index: Int, options: GeneratorOptions = GeneratorOptions()) -> FuzzCase {
        var e = Entropy(seed: Entropy.caseSeed(run: seed, index: index))
        return make(&e, options: options)
    }
}
