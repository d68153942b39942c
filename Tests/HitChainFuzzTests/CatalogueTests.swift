import HitChainDelivery
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainFuzz

/// The fuzzer's own UIKit-style subclasses (`FuzzCatalogue`): each answers as its declarative
/// twin, `hitchain fuzz` places them without any code from the user, and the properties judge
/// them by their twins — so a walk or a dispatcher that does not run their code fails.
@Suite("The catalogue of Swift subclasses")
struct CatalogueTests {
    /// A window with `parent` (60 × 80 at (40, 40)) holding `child` (10 × 10 at (5, 5)); view 1 of
    /// the scene is `parent`, of class `className`, with a pan and a tap.
    static func scene(_ className: String) -> HCScene {
        var b = SceneBuilder()
        let w = b.window("w")
        let parent = b.view("parent", in: w, frame: HCRect(x: 40, y: 40, width: 60, height: 80), className: className)
        _ = b.view("child", in: parent, frame: HCRect(x: 5, y: 5, width: 10, height: 10))
        var scene = b.scene
        scene.views[parent].gestureRecognizers = [
            GestureRecognizerSpec(name: "pan", kind: .pan(minimumTouches: 1, maximumTouches: nil)),
            GestureRecognizerSpec(name: "tap", kind: .tap(taps: 1, touches: 1)),
        ]
        return scene
    }

    /// Points on a grid over the parent and around it, edges and their ulps included.
    static let points: [HCPoint] = {
        var out: [HCPoint] = []
        for x in stride(from: 20.0, through: 120, by: 2.5) {
            for y in stride(from: 20.0, through: 140, by: 2.5) { out.append(HCPoint(x: x, y: y)) }
        }
        return out + [HCPoint(x: 40, y: 40), HCPoint(x: 100.nextDown, y: 120.nextDown), HCPoint(x: 28, y: 28)]
    }()

    @Test("every class answers hit-tests as its twin, point by point", arguments: FuzzCatalogue.classNames)
    func twinAgrees(_ className: String) throws {
        let scene = Self.scene(className)
        let twin = try #require(FuzzCatalogue.twin(of: scene)).scene
        let swift = try UIApplication(scene: scene, registry: FuzzCatalogue.registry)
        let declared = try UIApplication(scene: twin)
        #expect(swift.view(named: "parent")?.typeName == className, "the class itself runs")
        let reference = ReferenceHitTester()
        for p in Self.points {
            let a = reference.hitTest(swift, screenPoint: p).view?.name
            let b = reference.hitTest(declared, screenPoint: p).view?.name
            #expect(a == b, "\(className) at \(p): \(a ?? "nothing") vs its twin's \(b ?? "nothing")")
        }
    }

    /// A class registered under a catalogue name that does not run the override — what a walk
    /// that stops calling a subclass's `point(inside:with:)` amounts to.
    final class PlainView: UIView {}

    @Test("a walk that does not run the subclass's point(inside:) fails subclassTwin")
    func walkIgnoringTheOverrideFails() throws {
        var wrong = ViewClassRegistry()
        wrong.register("FuzzHitSlopView") { PlainView(frame: .zero) }
        let c = FuzzCase(
            scene: Self.scene("FuzzHitSlopView"), events: [],
            probes: [HCPoint(x: 36, y: 36), HCPoint(x: 50, y: 50)])
        let checker = CaseChecker(engines: [], userClasses: UserClassFuzzing(registry: wrong))
        #expect(checker.check(c)?.property == .subclassTwin)
        #expect(CaseChecker(engines: []).check(c) == nil, "the catalogue's own class passes")
    }

    @Test("a dispatcher that does not call the subclass's touch methods fails messageRouting")
    func dispatcherIgnoringTheOverrideFails() throws {
        let c = FuzzCase(
            scene: Self.scene("FuzzTouchSinkView"),
            events: [
                TimedEvent(
                    time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 80, y: 100))])),
                TimedEvent(
                    time: 0.1, event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 80, y: 100))])),
            ])
        #expect(CaseChecker(engines: []).check(c) == nil)
        let failure = CaseChecker(engines: [], delivery: .subclassOverridesNotCalled).check(c)
        #expect(failure?.property == .messageRouting, "\(failure?.oneLine ?? "passed")")
    }

    /// Before the fix, a catalogue view whose scene declared `canPerformAction` yes for an action
    /// it does not list was expected to drop it: a user's class performs what it says it can.
    @Test("a subclass that can perform an action performs it, as any user's class")
    func subclassPerformsWhatItCan() throws {
        var scene = Self.scene("FuzzGestureRefusingView")
        scene.views[1].responder.canPerformAction["copy:"] = true
        let c = FuzzCase(
            scene: scene, events: [TimedEvent(time: 0, event: .action(selector: "copy:", target: nil, sender: "child"))]
        )
        #expect(CaseChecker(engines: []).check(c) == nil)
    }

    @Test("hitchain fuzz places the classes by itself, and not for an engine in another process")
    func placedByDefault() throws {
        let fuzzer = Fuzzer(FuzzOptions(seed: 4, iterations: 300))
        let cases = (0..<300).map(fuzzer.makeCase)
        let placed = cases.filter { $0.scene.views.contains { FuzzCatalogue.isCatalogueClass($0.className) } }
        #expect(placed.count > 20)
        #expect(placed.allSatisfy { $0.features.contains(.userSubclass) })
        let result = fuzzer.run()
        #expect(result.passed, "\(result.failures.first?.minimalFailure.description ?? "")")
        #expect((result.statistics.featureCases[.userSubclass] ?? 0) > 20)
        let process = NamedEngine("process:./engine") { _ in ReferenceHitTester() }
        let remote = Fuzzer(FuzzOptions(seed: 4, iterations: 300, engines: [process]))
        #expect(!(0..<300).map(remote.makeCase).contains { $0.features.contains(.userSubclass) })
    }
}
