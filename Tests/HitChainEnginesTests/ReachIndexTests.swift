import HitChainBench
import HitChainGeometry
import HitChainKit
import HitChainScene
import Testing

@testable import HitChainEngines

/// The indexed engine's screen index (`ReachIndex`): output-sensitive on deep and wide
/// scenes, exact at edges far from the origin and under scales, kept up to date in place
/// for small moves, dropped and rebuilt for large ones.
@Suite("ReachIndex: the whole screen's index")
struct ReachIndexTests {
    /// A scene where rounding matters: a list scrolled a million points, cells under
    /// scales (one flipped), a 300-deep chain of fractional offsets, and slop.
    static func farScene() -> HCScene {
        var b = SceneBuilder()
        let window = b.window("window")
        let list = b.view("list", in: window, frame: HCRect(x: 0, y: 0, width: 390, height: 844))
        b.scene.views[list].geometry.boundsOrigin = HCPoint(x: 0.1, y: 1_000_000.3)
        for i in 0..<40 {
            let cell = b.view(
                "cell\(i)", in: list, frame: HCRect(x: 0.3, y: 1_000_000 + Double(i) * 21.7, width: 389.9, height: 21.7)
            )
            let s = [1, 3, 0.5, -1, 1.1][i % 5]
            var g = b.scene.views[cell].geometry
            g = ViewGeometry(center: g.center, size: g.size, transform: .scale(s, 1 / 3.0))
            b.scene.views[cell].geometry = g
            let button = b.view("button\(i)", in: cell, frame: HCRect(x: 300.7, y: 1.1, width: 44.3, height: 19.9))
            if i % 2 == 0 { b.scene.views[button].pointInside = .insetBounds(HCEdgeInsets(all: -7.3)) }
        }
        var parent = b.view("chainRoot", in: window, frame: HCRect(x: 0.1, y: 600.1, width: 200.3, height: 200.7))
        for k in 0..<300 {
            parent = b.view("link\(k)", in: parent, frame: HCRect(x: 0.1, y: 0.1, width: 200.3, height: 200.7))
        }
        return b.scene
    }

    /// Points on every view's edges and one ulp either side, and uniform ones.
    static func points(_ app: UIApplication) -> [HCPoint] {
        QuerySet.edges.points(for: app, count: 3_000, seed: 3) + QuerySet.uniform.points(for: app, count: 1_000)
    }

    @Test("a 100 000-deep chain answers from the index alone: no view walked")
    func deepChainIsNotWalked() throws {
        let app = try UIApplication(scene: SceneShape.deepChain.scene(views: 100_000), limits: bigLimits)
        let engine = IndexedEngine(application: app)
        let before = engine.tree.steps
        for p in [HCPoint(x: 10, y: 10), HCPoint(x: 389.5, y: 843.5), HCPoint(x: 195, y: 400)] {
            #expect(engine.hitTest(app, screenPoint: p).view?.name == "v99999")
        }
        #expect(engine.hitTest(app, screenPoint: HCPoint(x: 391, y: 10)).view == nil)
        let steps = engine.tree.steps - before
        #expect(engine.tree.reach != nil && steps < 1_000, "\(steps) steps for four queries")
    }

    @Test("far offsets, scales and a flip: every edge and its ulp neighbours agree with the reference")
    func exactAtEdges() throws {
        let app = try UIApplication(scene: Self.farScene(), limits: bigLimits)
        let engine = IndexedEngine(application: app)
        let reach = try #require(engine.tree.reach)
        #expect(reach.kindOfKey.filter { $0 == .view }.count > 300, "the scales and the chain are in the index")
        let before = engine.tree.steps
        expectAgreement(app, [engine], QuerySet.uniform.points(for: app, count: 1_000), "far scene, uniform")
        #expect(engine.tree.steps - before < 100_000, "points off the edges are not walked down the chain")
        expectAgreement(app, [engine], Self.points(app), "far scene")
    }

    @Test("without the rounding margin the same points disagree (the test can fail)")
    func marginMatters() throws {
        let app = try UIApplication(scene: Self.farScene(), limits: bigLimits)
        let tree = FlatTree(application: app, indexThreshold: IndexedEngine.defaultThreshold, widensExtents: false)
        let reference = ReferenceHitTester()
        let wrong = Self.points(app).filter { p in tree.hitTest(p).view !== reference.hitTest(app, screenPoint: p).view
        }
        #expect(!wrong.isEmpty)
    }

    @Test("a small move is re-placed in place; a long list's scroll drops the index until walks pay for a build")
    func upkeep() throws {
        let app = try UIApplication(scene: SceneShape.table.scene(views: 4_000), limits: bigLimits)
        let engine = IndexedEngine(application: app)
        let list = try #require(app.view(named: "list"))
        let cell = try #require(app.view(named: "cell500"))
        let points = QuerySet.hitHeavy.points(for: app, count: 400) + QuerySet.edges.points(for: app, count: 400)
        cell.frame.origin.x += 3
        cell.isHidden = true
        cell.isHidden = false
        #expect(engine.tree.reach != nil, "a cell's move is absorbed in place")
        expectAgreement(app, [engine], points, "after a cell moved")
        list.geometry.boundsOrigin.y += 130
        #expect(engine.tree.reach == nil, "a 4 000-view scroll drops the index")
        expectAgreement(app, [engine], points, "after the scroll")
        var queries = 0
        let builds = engine.tree.reachBuilds
        while engine.tree.reachBuilds == builds, queries < 100_000 {
            _ = engine.hitTest(app, screenPoint: HCPoint(x: 100, y: Double(queries % 800)))
            queries += 1
        }
        #expect(engine.tree.reachBuilds == builds + 1, "built again once the walks cost a build")
        #expect(queries > 10, "not rebuilt on the first query after the scroll")
        expectAgreement(app, [engine], points, "after the rebuild")
        #expect(engine.rebuildCount == 1, "geometry changes never rebuild the layout")
    }

    @Test("a subview's move re-places a parent inside only over its subviews (fuzz seed 7, cases 5620, 8493)")
    func overSubviewsParentFollowsItsChild() throws {
        var b = SceneBuilder()
        let window = b.window("w1")
        let v8 = b.view("v8", in: window, frame: HCRect(x: 0, y: 0, width: 318, height: 431))
        b.scene.views[v8].pointInside = .overSubviews
        _ = b.view("v12", in: v8, frame: HCRect(x: 153, y: 237, width: 160, height: 226))
        let app = try UIApplication(scene: b.scene)
        let engine = IndexedEngine(application: app)
        let v12 = try #require(app.view(named: "v12"))
        v12.geometry.setTransform(.scale(2, 2))
        #expect(engine.hitTest(app, screenPoint: HCPoint(x: 344, y: 391)).view?.name == "v12")
        v12.geometry.setCenter(HCPoint(x: 10, y: 10))
        expectAgreement(app, [engine], QuerySet.uniform.points(for: app, count: 500), "after the subview moved")
    }

    @Test(
        "overlapping canvases, grids of photos, lists and screens answer from the grid, in a few keys a point, exactly",
        arguments: [SceneShape.wideFlat, .photoGrid, .table, .realistic])
    func gridAnswers(shape: SceneShape) throws {
        let app = try UIApplication(scene: shape.scene(views: 2_000), limits: bigLimits)
        let engine = IndexedEngine(application: app)
        let reach = try #require(engine.tree.reach)
        let grid = try #require(reach.grid, "2 000 views of \(shape) are gridded")
        #expect(grid.keys.count <= ReachGrid.entriesPerKey * reach.nodeOfKey.count)
        let before = engine.tree.steps
        let uniform = QuerySet.uniform.points(for: app, count: 1_000)
        expectAgreement(app, [engine], uniform, "\(shape), uniform")
        let steps = engine.tree.steps - before
        #expect(steps < 20 * uniform.count, "\(steps) steps for \(uniform.count) points")
        // Edges and their ulp neighbours fall on both sides of the cells a view closes.
        expectAgreement(app, [engine], Self.points(app), "\(shape), edges")
        expectAgreement(app, [engine], QuerySet.hitHeavy.points(for: app, count: 2_000), "\(shape), hit-heavy")
    }

    @Test("a move drops the grid, the hierarchy answers, and the grid is built again once queries pay for it")
    func gridUpkeep() throws {
        let app = try UIApplication(scene: SceneShape.wideFlat.scene(views: 2_000), limits: bigLimits)
        let engine = IndexedEngine(application: app)
        #expect(engine.tree.reach?.grid != nil)
        let child = try #require(app.windows.first?.subviews.first?.subviews.last)
        child.frame.origin.x += 37
        #expect(engine.tree.reach != nil && engine.tree.reach?.grid == nil, "the refit drops the grid only")
        let points = QuerySet.uniform.points(for: app, count: 300) + QuerySet.edges.points(for: app, count: 300)
        expectAgreement(app, [engine], points, "after the move, from the hierarchy")
        var queries = 0
        while engine.tree.reach?.grid == nil, queries < 100_000 {
            _ = engine.hitTest(app, screenPoint: HCPoint(x: Double(queries % 390), y: Double(queries % 844)))
            queries += 1
        }
        #expect(engine.tree.reach?.grid != nil && queries > 10, "built again after \(queries) queries")
        expectAgreement(app, [engine], points, "after the move, from the new grid")
    }

    @Test("a gridded scene's build makes neither the hierarchy nor, in the trial's walks, a parent's index")
    func buildIsTheFlatteningAndTheGrid() throws {
        let app = try UIApplication(scene: SceneShape.wideFlat.scene(views: 2_000), limits: bigLimits)
        let engine = IndexedEngine(application: app)
        let reach = try #require(engine.tree.reach, "the trial keeps the index")
        #expect(reach.grid != nil && reach.bvh == nil, "the trial's points are answered from the grid")
        #expect(engine.tree.indexes.isEmpty, "the trial walked the wide parent's children one by one")
        // A point outside the grid builds the hierarchy; the answers are the reference's throughout.
        let points = QuerySet.uniform.points(for: app, count: 300) + [HCPoint(x: -1e6, y: 5), HCPoint(x: .nan, y: 1)]
        expectAgreement(app, [engine], points, "wideFlat, grid then hierarchy")
        #expect(engine.tree.reach?.bvh != nil)
        let child = try #require(app.windows.first?.subviews.first?.subviews.last)
        child.frame.origin.x += 37
        expectAgreement(app, [engine], points, "after a move, from the refitted hierarchy")
    }

    @Test("boxes that would fill too many cells decline the grid; the hierarchy answers")
    func gridDeclined() throws {
        // 250 full-width strips (few enough that the index is kept without a trial), each
        // thinner than a cell: every strip reaches a whole row of cells and covers none.
        var b = SceneBuilder()
        let window = b.window("window")
        for i in 0..<250 {
            _ = b.view("strip\(i)", in: window, frame: HCRect(x: 0, y: Double(i), width: 390, height: 1))
        }
        let app = try UIApplication(scene: b.scene)
        let engine = IndexedEngine(application: app)
        let reach = try #require(engine.tree.reach)
        #expect(reach.grid == nil && reach.gridDeclined)
        expectAgreement(app, [engine], QuerySet.uniform.points(for: app, count: 300), "strips, no grid")
        expectAgreement(app, [engine], QuerySet.edges.points(for: app, count: 600), "strips' edges, no grid")
    }

    /// A review of the grid found it: under a scale, a rotated view's extent near the double's
    /// limit made its margin infinite and its box's corners NaN, which spread to the
    /// hierarchy's root — the grid still answered its siblings, the hierarchy nothing.
    @Test("a walked box near the double's limit holds every point, in the grid and the hierarchy alike")
    func overflowingWalkedBox() throws {
        var b = SceneBuilder()
        let window = b.window("window")
        let scaled = b.view("scaled", in: window, frame: HCRect(x: 0, y: 0, width: 390, height: 844))
        b.scene.views[scaled].geometry = ViewGeometry(
            center: HCPoint(x: 195, y: 422), size: HCSize(width: 390, height: 844), transform: .scale(4, 4))
        _ = b.view("huge", in: scaled, frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        for i in 0..<40 {
            _ = b.view(
                "sibling\(i)", in: scaled,
                frame: HCRect(x: Double(i % 8) * 12, y: Double(i / 8) * 12, width: 11, height: 11))
        }
        let app = try UIApplication(scene: b.scene)
        let engine = IndexedEngine(application: app)
        let huge = try #require(app.view(named: "huge"))
        huge.geometry.setSize(HCSize(width: 1e308, height: 1e308))
        huge.geometry.setTransform(.rotation(0.3))
        let points = QuerySet.uniform.points(for: app, count: 400) + QuerySet.edges.points(for: app, count: 400)
        expectAgreement(app, [engine], points, "a huge rotated view under a scale")
        // Through the hierarchy alone: the grid dropped by a move, nothing queried since.
        let sibling = try #require(app.view(named: "sibling3"))
        sibling.frame.origin.x += 1
        #expect(engine.tree.reach == nil || engine.tree.reach?.grid == nil)
        expectAgreement(app, [engine], points, "the same, through the hierarchy")
    }

    @Test("post-order keys: a view's subtree holds the keys just below its own, windows front to back")
    func keys() throws {
        let app = try UIApplication(scene: SceneShape.realistic.scene(views: 60), limits: bigLimits)
        let engine = IndexedEngine(application: app)
        let tree = engine.tree
        let reach = try #require(tree.reach)
        for node in 0..<tree.views.count where reach.ownKey[node] >= 0 {
            // Every descendant comes before its ancestor, just below it.
            let size = tree.end[node] - Int32(node)
            for c in Int32(node) + 1..<tree.end[node] {
                #expect(reach.ownKey[Int(c)] < reach.ownKey[node])
                #expect(reach.ownKey[Int(c)] >= reach.ownKey[node] - (size - 1))
            }
        }
        let keys = reach.ownKey.filter { $0 >= 0 }
        #expect(Set(keys).count == keys.count && keys.count == reach.nodeOfKey.count)
        // The front window's keys come first.
        let front = tree.roots[0]
        #expect(reach.ownKey[Int(front)] == tree.end[Int(front)] - front - 1)
    }
}
