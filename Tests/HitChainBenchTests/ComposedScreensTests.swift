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
            let app = try Application(scene: scene)
            let reference = ReferenceHitTester()
            var g = SeededGenerator(seed: 7)
            for named in NamedEngine.registered() {
                let engineApp = try Application(scene: scene)
                let fresh = named.make(engineApp)
                for _ in 0..<300 {
                    let p = Point(
                        x: g.double(-5, scene.screen.size.width + 5), y: g.double(-5, scene.screen.size.height + 5))
                    #expect(
                        fresh.hitTest(engineApp, screenPoint: p).view?.name
                            == reference.hitTest(app, screenPoint: p).view?.name, "\(named.name) at \(p)")
                }
            }
        }
    }
}
