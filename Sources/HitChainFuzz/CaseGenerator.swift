import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// Makes the case for an entropy source.
public enum CaseGenerator {
    public static func make(_ e: inout Entropy, options: GeneratorOptions = GeneratorOptions()) -> FuzzCase {
        let on = FeatureBits(options.features.draw(&e))
        var scenes = SceneGenerator(on: on, maxViews: options.maxViews)
        let generated = scenes.make(&e)
        var events = EventGenerator(scene: generated, parents: scenes.parents, on: on, used: scenes.used)
        events.make(count: e.int(in: min(1, options.maxEvents)...max(options.maxEvents, 0)), &e)
        if generated.views.contains(where: { !$0.gestureRecognizers.isEmpty }), !events.events.isEmpty {
            events.settle()
        }
        var used = events.used
        var aimer = PointAimer(scene: generated, parents: scenes.parents, wideParents: scenes.wideParents)
        let probes = (0..<options.probes).map { _ in aimer.point(&e, on: on, used: &used) }
        return FuzzCase(scene: generated.canonicalized(), events: events.events, probes: probes, features: used.set)
    }

    /// Case `index` of the run with `seed`.
    public static func make(seed: UInt64, index: Int, options: GeneratorOptions = GeneratorOptions()) -> FuzzCase {
        var e = Entropy(seed: Entropy.caseSeed(run: seed, index: index))
        return make(&e, options: options)
    }
}
