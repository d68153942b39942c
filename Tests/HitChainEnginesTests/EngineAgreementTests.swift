import Foundation
import HitChainBench
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let bigLimits = SceneLimits(maxDepth: 200_000, maxViews: 1_000_000, maxMagnitude: 1e9)

/// Asserts every engine answers as the reference (same view, same window) at every point.
func expectAgreement(_ app: UIApplication, _ engines: [any HitTesting], _ points: [HCPoint], _ context: String) {
    let reference = ReferenceHitTester()
    var disagreements = 0
    for p in points {
        let expected = reference.hitTest(app, screenPoint: p)
        for e in engines {
            let got = e.hitTest(app, screenPoint: p)
            if got.view !== expected.view || got.window !== expected.window {
                disagreements += 1
                if disagreements <= 3 {
                    Issue.record(
                        """
                        \(context): \(type(of: e)) at \(p) (bits \(p.x.bitPattern), \(p.y.bitPattern)): \
                        expected \(expected.view?.path ?? "nil"), got \(got.view?.path ?? "nil")
                        """
                    )
                }
            }
        }
    }
    #expect(disagreements == 0, "\(context)")
}

func engines(for app: UIApplication) -> [any HitTesting] {
    [FlattenedEngine(application: app), IndexedEngine(application: app), IndexedEngine(application: app, threshold: 2)]
}

@Suite("Engines agree with the reference")
struct EngineAgreementTests {
    @Test("every shape, two sizes, every query set", arguments: SceneShape.allCases)
    func shapes(shape: SceneShape) throws {
        for size in [150, 1500] {
            for seed in [UInt64(1), 2] {
                let app = try UIApplication(scene: shape.scene(views: size, seed: seed), limits: bigLimits)
                let es = engines(for: app)
                for set in QuerySet.allCases {
                    expectAgreement(
                        app, es, set.points(for: app, count: size > 1000 ? 250 : 1000, seed: seed * 31),
                        "\(shape) \(size) seed \(seed) \(set)")
                }
            }
        }
    }

    @Test("the bundled scenes, on a grid and on every view's edges")
    func corpusScenes() throws {
        let folder = packageRoot.appendingPathComponent("Corpus/scenes")
        var files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .map { "Corpus/scenes/\($0)" }
        files += try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("mutants").path).map
        { "Corpus/scenes/mutants/\($0)" }
        for file in files {
            let data = try Data(contentsOf: packageRoot.appendingPathComponent(file))
            let app = try UIApplication(scene: try SceneDecoder().decode([UInt8](data), file: file))
            var points: [HCPoint] = []
            for x in stride(from: -2.5, to: 420, by: 7.25) {
                for y in stride(from: -2.5, to: 850, by: 7.75) { points.append(HCPoint(x: x, y: y)) }
            }
            points += QuerySet.edges.points(for: app, count: 2000)
            expectAgreement(app, engines(for: app), points, file)
        }
    }

    @Test("a 100 000-deep chain answers without a stack overflow")
    func deep() throws {
        let app = try UIApplication(scene: SceneShape.deepChain.scene(views: 100_000), limits: bigLimits)
        for e in engines(for: app) {
            #expect(e.hitTest(app, screenPoint: HCPoint(x: 10, y: 10)).view?.name == "v99999")
        }
    }
}

@Suite("Engines follow mutations")
struct EngineMutationTests {
    enum Mutation: String, CaseIterable {
        case frame, center, boundsSize, transform, scroll, insert, remove, reorder, hide, alpha, interaction, override,
            window
    }

    @Test("after each kind of change, every engine still agrees", arguments: Mutation.allCases)
    func mutate(_ mutation: Mutation) throws {
        for shape in [SceneShape.randomTree, .table, .wideFlat] {
            let app = try UIApplication(scene: shape.scene(views: 400, seed: 5), limits: bigLimits)
            let es = engines(for: app)
            var rng = SeededGenerator(seed: 99)
            var all: [UIView] = []
            var stack: [UIView] = app.windows
            while let v = stack.popLast() {
                all.append(v)
                stack.append(contentsOf: v.subviews)
            }
            let points = QuerySet.allCases.flatMap { $0.points(for: app, count: 200) }
            expectAgreement(app, es, points, "\(shape) before")
            for _ in 0..<12 {
                let v = all[1 + rng.int(all.count - 1)]
                switch mutation {
                case .frame:
                    v.geometry.setFrame(
                        HCRect(
                            x: rng.double(-20, 300), y: rng.double(-20, 700), width: rng.double(5, 200),
                            height: rng.double(5, 200)))
                case .center: v.geometry.setCenter(HCPoint(x: rng.double(0, 390), y: rng.double(0, 844)))
                case .boundsSize: v.geometry.setSize(HCSize(width: rng.double(1, 300), height: rng.double(1, 300)))
                case .transform:
                    v.geometry.setTransform(
                        [ViewTransform.quarterTurns(1), .scale(1.5, 0.5), .identity, .translation(4, 4)][rng.int(4)])
                case .scroll: v.geometry.boundsOrigin = HCPoint(x: 0, y: rng.double(-100, 3000))
                case .insert:
                    let parent = all[rng.int(all.count)]
                    let n = UIView(
                        name: "new\(rng.int(1_000_000))",
                        frame: HCRect(x: rng.double(0, 300), y: rng.double(0, 700), width: 60, height: 60))
                    try parent.checkedInsertSubview(n, at: rng.int(parent.subviews.count + 1))
                    all.append(n)
                case .remove: if v.superview != nil { v.removeFromSuperview() }
                case .reorder:
                    if let p = v.superview { rng.chance(0.5) ? p.bringSubviewToFront(v) : p.sendSubviewToBack(v) }
                case .hide: v.isHidden.toggle()
                case .alpha: v.alpha = [0, 0.0099999, 0.01, 0.0100001, 1][rng.int(5)]
                case .interaction: v.isUserInteractionEnabled.toggle()
                case .override:
                    v.pointInsideOverride =
                        [.default, .never, .overSubviews, .insetBounds(HCEdgeInsets(all: -12))][rng.int(4)]
                case .window: app.windows[0].level = rng.double(-10, 10)
                }
                expectAgreement(
                    app, es, QuerySet.uniform.points(for: app, count: 60, seed: rng.next()) + points.prefix(60),
                    "\(shape) after \(mutation)")
            }
        }
    }

    @Test("geometry and flag changes do not rebuild; scrolling does not re-index")
    func noRebuilds() throws {
        let app = try UIApplication(scene: SceneShape.table.scene(views: 4000), limits: bigLimits)
        let flat = FlattenedEngine(application: app)
        let indexed = IndexedEngine(application: app)
        let list = try #require(app.view(named: "list"))
        let cell = try #require(app.view(named: "cell10"))
        for k in 0..<50 {
            list.geometry.boundsOrigin = HCPoint(x: 0, y: Double(k) * 37)
            cell.frame.origin.y += 1
            cell.isHidden = k % 2 == 0
            _ = flat.hitTest(app, screenPoint: HCPoint(x: 100, y: 100))
            _ = indexed.hitTest(app, screenPoint: HCPoint(x: 100, y: 100))
        }
        #expect(flat.rebuildCount == 1 && indexed.rebuildCount == 1)
        try list.checkedInsertSubview(UIView(name: "extra", frame: .zero), at: 0)
        _ = indexed.hitTest(app, screenPoint: HCPoint(x: 1, y: 1))
        #expect(indexed.rebuildCount == 2)
    }
}
