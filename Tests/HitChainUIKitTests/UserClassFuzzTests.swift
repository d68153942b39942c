import HitChainEngines
import HitChainFuzz
import HitChainKit
import HitChainRecording
import HitChainTestSupport
import HitChainUIKit
import Testing

/// Fuzzing the user's classes: placed in generated scenes, engines still agree with the
/// reference, impure overrides and broken properties are caught, shrunk and saved.
@Suite("Fuzzing your own UIView classes")
struct UserClassFuzzTests {
    private static func registry() -> ViewClassRegistry {
        var r = ViewClassRegistry()
        r.register(OvalButton.self) { OvalButton(frame: .zero) }
        r.register(PassThroughView.self) { PassThroughView(frame: .zero) }
        r.register(MinimumTapAreaButton.self) { MinimumTapAreaButton(frame: .zero) }
        r.register(ChipCell.self) { ChipCell(frame: .zero) }
        r.register(AlwaysHittableView.self) { AlwaysHittableView(frame: .zero) }
        r.register(TouchLoggingView.self) { TouchLoggingView(frame: .zero) }
        return r
    }

    @Test("the override classes in generated scenes: every engine agrees, every delivery rule holds")
    func overridesAgree() {
        let classes = UserClassFuzzing(registry: Self.registry(), share: 0.4)
        let fuzzer = Fuzzer(FuzzOptions(seed: 28, iterations: 120, shrinks: false, userClasses: classes))
        let placed = (0..<20).map(fuzzer.makeCase).flatMap(\.scene.views).filter {
            Self.registry().classNames.contains($0.className)
        }
        #expect(placed.count > 20, "the classes are placed")
        let result = fuzzer.run()
        #expect(result.failures.isEmpty && result.unshrunk.isEmpty, "\(result.failures.map(\.failure))")
        // The same run again, and with another --jobs, places the same classes.
        #expect(Fuzzer(FuzzOptions(seed: 28, iterations: 1, userClasses: classes)).makeCase(7) == fuzzer.makeCase(7))
    }

    /// A view whose answer changes every time it is asked.
    final class FlickeringView: UIView {
        nonisolated(unsafe) static var calls = 0
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            Self.calls += 1
            return Self.calls % 2 == 0 && super.point(inside: point, with: event)
        }
    }

    @Test("an override that answers differently when asked twice fails overridePurity, shrunk and saved")
    func impureOverride() throws {
        var r = ViewClassRegistry()
        r.register(FlickeringView.self) { FlickeringView(frame: .zero) }
        let classes = UserClassFuzzing(registry: r, share: 0.5)
        let result = Fuzzer(FuzzOptions(seed: 3, iterations: 60, stopOnFirstFailure: true, userClasses: classes)).run()
        let failure = try #require(result.failures.first)
        #expect(failure.failure.property == .overridePurity)
        #expect(failure.minimal.scene.views.count <= 4, "shrunk to a few views")
        let path = try CaseRecording.save(
            failure.minimal, source: "test", in: Scratch.directory().path, registry: r)
        #expect(try EVZReader(path: path).scene.views.contains { $0.className == "FlickeringView" })
    }

    @Test("ready properties: a 44×44 area holds for MinimumTapAreaButton and fails for OvalButton")
    func properties() throws {
        let area = { (name: String) in UserClassProperty.tappableArea(of: name, width: 44, height: 44) }
        var good = UserClassFuzzing(registry: Self.registry(), share: 0.4)
        good.properties = [
            area("MinimumTapAreaButton"), .passesThroughExceptControls(of: "NoSuchClass"),
            .staysWithinFrame(of: "OvalButton", margin: 0),
        ]
        let passed = Fuzzer(FuzzOptions(seed: 5, iterations: 80, shrinks: false, userClasses: good)).run()
        #expect(passed.failures.isEmpty && passed.unshrunk.isEmpty, "\(passed.failures.map(\.failure))")
        var bad = good
        bad.properties = [area("OvalButton")]
        let failed = Fuzzer(FuzzOptions(seed: 5, iterations: 200, stopOnFirstFailure: true, userClasses: bad)).run()
        let failure = try #require(failed.failures.first)
        #expect(failure.failure.property == .userClassProperty)
        #expect(failure.failure.expected.contains("OvalButton's tappable area covers 44×44"))
    }

    @Test("passesThroughExceptControls catches a pass-through overlay's non-control subview")
    func passThroughProperty() throws {
        var classes = UserClassFuzzing(registry: Self.registry(), share: 0.5)
        classes.properties = [.passesThroughExceptControls(of: "PassThroughView")]
        let result = Fuzzer(FuzzOptions(seed: 9, iterations: 300, stopOnFirstFailure: true, userClasses: classes))
            .run()
        let failure = try #require(result.failures.first, "a plain subview of an overlay takes a touch somewhere")
        #expect(failure.failure.property == .userClassProperty)
        #expect(failure.failure.actual.contains("is not a control"))
    }
}

/// The fuzzer's own check that engines call user classes: an engine blind to overrides fails.
@Suite("Fuzzing your own UIView classes: an override-blind engine is caught")
struct OverrideBlindEngineTests {
    @Test("an engine that flattens user classes as plain views disagrees with the reference, shrunk")
    func caught() throws {
        var r = ViewClassRegistry()
        r.register(OvalButton.self) { OvalButton(frame: .zero) }
        r.register(PassThroughView.self) { PassThroughView(frame: .zero) }
        let options = FuzzOptions(
            seed: 28, iterations: 200, engines: [NamedEngine(OverrideBlindEngine.self)], stopOnFirstFailure: true,
            userClasses: UserClassFuzzing(registry: r, share: 0.4))
        let result = Fuzzer(options).run()
        let failure = try #require(result.failures.first)
        #expect(FuzzProperty.agreement.contains(failure.failure.property))
        #expect(failure.failure.engine == OverrideBlindEngine.engineName)
        #expect(failure.minimal.scene.views.count <= 4)
    }
}
