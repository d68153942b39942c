import HitChainDelivery
import HitChainEngines
import HitChainKit
import HitChainScene
import Testing

@testable import HitChainFuzz

/// A fuzz case's objects are freed when it is done: long runs must not grow with the number
/// of cases. Weak references to every object of the graph go nil once the strong ones go.
@Suite("Object lifetime")
struct ObjectLifetimeTests {
    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Builds one case's live graph, delivers its events through every engine, and returns
    /// weak references to the application, its windows, views, recognizers, controllers,
    /// dispatchers and engines.
    static func runCase(seed: UInt64, index: Int) throws -> [WeakBox] {
        let c = CaseGenerator.make(seed: seed, index: index, options: GeneratorOptions(maxViews: 60, maxEvents: 12))
        var boxes: [WeakBox] = []
        for named in NamedEngine.registered() {
            let app = try UIApplication(scene: c.scene)
            let engine = named.make(app)
            let dispatcher = EventDispatcher(application: app, hitTester: engine)
            for e in c.events { dispatcher.deliver(e) }
            boxes.append(WeakBox(app))
            boxes.append(WeakBox(engine as AnyObject))
            boxes.append(WeakBox(dispatcher))
            for r in app.allResponders { boxes.append(WeakBox(r)) }
            var stack: [UIView] = app.windows
            while let v = stack.popLast() {
                boxes.append(WeakBox(v))
                for g in v.gestureRecognizers { boxes.append(WeakBox(g)) }
                stack += v.subviews
            }
        }
        return boxes
    }

    @Test("after a case, its application, windows, views, recognizers and engines are freed", arguments: 0..<12)
    func caseObjectsAreFreed(index: Int) throws {
        let boxes = try Self.runCase(seed: 7, index: index)
        #expect(boxes.count > 3)
        let alive = boxes.filter { $0.object != nil }
        #expect(
            alive.isEmpty,
            """
            \(alive.count) of \(boxes.count) objects still alive: \
            \(alive.prefix(5).map { String(describing: $0.object) })
            """
        )
    }

    @Test("an application alone is freed (it is not in its own registry)")
    func applicationIsFreed() throws {
        weak var app: UIApplication?
        do {
            let strong = try UIApplication(scene: HCScene())
            app = strong
            #expect(strong.responder(named: strong.name) === strong)
        }
        #expect(app == nil)
    }
}
