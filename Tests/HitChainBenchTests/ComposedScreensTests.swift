import HitChainBench
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Real screens composed to large scenes (`bench --scene … --compose`): valid, unique names,
/// about the size asked for, and every engine answers as the reference on them.
@Suite struct ComposedScreensTests {
    @Test func composedScenesAreValidAndEnginesAgree() throws {
        let screens = try ["seed-004.json", "seed-003-overrides.json", "seed-000-abcd.json"].map(loadScene)
        for size in [50, 400] {
            let scene = ComposedScreens.scene(from: screens, views: size)
            try scene.validate()
            #expect(scene.views.count >= size && scene.views.count < size + 40)
            #expect(Set(scene.views.map(\.name)).count == scene.views.count)
            let app = try UIApplication(scene: scene)
            let reference = ReferenceHitTester()
            var g = SeededGenerator(seed: 7)
            for named in NamedEngine.registered() {
                let engineApp = try UIApplication(scene: scene)
                let fresh = named.make(engineApp)
                for _ in 0..<300 {
                    let p = HCPoint(
                        x: g.double(-5, scene.screen.size.width + 5), y: g.double(-5, scene.screen.size.height + 5))
                    #expect(
                        fresh.hitTest(engineApp, screenPoint: p).view?.name
                            == reference.hitTest(app, screenPoint: p).view?.name, "\(named.name) at \(p)")
                }
            }
        }
    }

    @Test("a composed scene never passes its limit, so a size the command line accepts cannot fail after composing")
    func withinLimit() throws {
        let screens = try ["seed-004.json", "seed-003-overrides.json"].map(loadScene)
        for limit in [100, 1_000] {
            for target in [limit - 1, limit, limit + 500] {
                let scene = ComposedScreens.scene(from: screens, views: target, limit: limit)
                #expect(scene.views.count <= limit && scene.views.count > limit - 40, "\(target): \(scene.views.count)")
                _ = try UIApplication(
                    scene: scene, limits: SceneLimits(maxDepth: 100, maxViews: limit, maxMagnitude: 1e9))
            }
        }
        // A screen whose window holds nothing adds nothing: composing it ends.
        let empty = try SceneDecoder().decode(
            Array(
                #"{"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 10, 10]}]}"#.utf8
            ))
        #expect(ComposedScreens.scene(from: [empty], views: 1_000).views.count == 2)
    }

    @Test("a screen that would nest too deep once composed is refused before composing")
    func tooDeep() throws {
        let screen = try loadScene("seed-004.json")
        #expect(throws: SceneError.self) {
            try ComposedScreens.check([screen], limits: SceneLimits(maxDepth: 3, maxViews: 1_000, maxMagnitude: 1e9))
        }
        try ComposedScreens.check([screen])
    }
}
