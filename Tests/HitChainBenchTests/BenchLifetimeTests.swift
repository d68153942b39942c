import HitChainEngines
import HitChainKit
import Testing

@testable import HitChainBench

/// A bench over many shapes and sizes must not hold every scene it built: each shape and
/// size's applications and engines are freed before the next are built.
@Suite("Bench lifetime")
struct BenchLifetimeTests {
    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    @Test("one shape's applications and engines are freed before the next shape is built")
    func freedBetweenShapes() throws {
        var options = Bench.Options()
        options.sizes = [50, 200]
        options.budget = .milliseconds(1)
        options.querySets = [QuerySet.allCases[0]]
        var bench = Bench(options: options, engines: NamedEngine.registered().map { ($0.name, $0.make) })
        var previous: [WeakBox] = []
        var builds = 0
        var leaked = 0
        bench.didBuild = { objects in
            leaked += previous.filter { $0.object != nil }.count
            previous = objects.map(WeakBox.init)
            builds += 1
        }
        _ = try bench.run()
        #expect(builds == SceneShape.allCases.count * 2)
        #expect(leaked == 0)
        #expect(previous.allSatisfy { $0.object == nil })
    }
}
