import Foundation
import HitChain
import HitChainTestSupport
import Testing

/// The first reproduce line a failure prints fails when run, with the same property and the
/// same words: `hitchain replay` re-checks the fuzzer's properties on a case the fuzzer saved
/// (before this, a saved property failure replayed as a pass: replay compared traces only).
@Suite("Every reproduce line reproduces")
struct ReproduceLineTests {
    /// Runs the fuzzer (library) until its first failure, saves the shrunk case as the CLI
    /// does, and returns the saved path and the failure.
    private func firstFailure(_ options: FuzzOptions) throws -> (path: String, failure: FuzzFailure) {
        let result = Fuzzer(options).run()
        let failure = try #require(result.failures.first)
        let source =
            "hitchain fuzz --seed \(options.seed) --case \(failure.caseIndex): \(failure.minimalFailure.property)"
        let path = try CaseRecording.save(failure.minimal, source: source, in: Scratch.directory().path)
        return (path, failure.minimalFailure)
    }

    @Test("a delivery property failure: replay with the mutant fails naming the property, in the fuzzer's words")
    func propertyFailure() throws {
        var options = FuzzOptions(seed: 3, iterations: 2000, shrinkTimeLimit: 10, stopOnFirstFailure: true)
        options.delivery = .delaysEndedIgnored
        let (path, failure) = try firstFailure(options)
        #expect(FuzzProperty.deliveryExpectations.contains(failure.property))
        let replay = try hitchain("replay", path, "--mutant", "delaysEndedIgnored")
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("FAIL  \(path): \(failure.property.rawValue): \(failure.detail)"))
        #expect(replay.stdout.contains("expected: \(failure.expected)"))
        // The model itself is right: without the mutant the case passes every property.
        #expect(try hitchain("replay", path).status == 0)
    }

    @Test("a hit-test divergence: replay with the mutant fails with hitTestAgreement")
    func hitTestDivergence() throws {
        let mutant = try #require(Mutant.named("maxEdgesInside"))
        let options = FuzzOptions(
            seed: 1, iterations: 2000, engines: [mutant.engine], shrinkTimeLimit: 10, stopOnFirstFailure: true)
        let (path, failure) = try firstFailure(options)
        #expect(failure.property == .hitTestAgreement)
        let replay = try hitchain("replay", path, "--mutant", "maxEdgesInside")
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("hitTestAgreement: \(failure.detail)"))
    }

    @Test("a trace divergence: a saved case whose stored trace the model no longer gives fails replay and fuzz")
    func traceDivergence() throws {
        // A case recorded with the trace a wrong dispatcher gives (its recognizer cancels
        // nothing), as a case saved before a fix to the model would be.
        let scene = try loadScene("gestures.json")
        let tap = try decodeScenario(
            """
            {"format": "hitchain-scenario", "version": 1, "scene": "gestures.json",
             "inputs": [{"at": 0, "tap": [60, 160]}, {"at": 1, "idle": true}]}
            """
        ).1
        let wrong = EventDispatcher.deliver(
            tap, to: try UIApplication(scene: scene), hitTester: ReferenceHitTester(),
            rules: DeliveryMutant.cancelsTouchesIgnored.rules
        ).entries
        let right = EventDispatcher.deliver(tap, to: try UIApplication(scene: scene)).entries
        try #require(wrong != right, "the scenario must show the difference")
        let folder = Scratch.directory()
        let path = folder.appendingPathComponent("fuzz-stale.evz").path
        let bytes = EVZWriter.encode(
            scene: scene, events: tap, trace: wrong,
            header: Recorder.header(for: scene, source: "hitchain fuzz --seed 1 --case 1: storedTrace"))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let replay = try hitchain("replay", path)
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("FAIL  \(path): event"))
        let fuzz = try hitchain("fuzz", "--iterations", "0", "--save-dir", folder.path)
        #expect(fuzz.status == 1)
        #expect(fuzz.stdout.contains("storedTrace"))
        #expect(fuzz.stdout.contains("reproduce: hitchain replay \(path)"))
    }

    /// Before the fix, a shrunk case that stopped while a recognizer still held a touch's end
    /// failed `touchLifecycle` on the correct model ("never ended"), so replaying a saved case
    /// without its mutant failed too.
    @Test("a stream that stops while a touch's end is held is no touchLifecycle failure")
    func unsettledStreamPasses() throws {
        // A tap on the tile: zoomTap (a double tap) may still recognize, so the tile's end is held.
        let scene = try loadScene("arbitration.json")
        let (_, events) = try decodeScenario(
            """
            {"format": "hitchain-scenario", "version": 1, "scene": "arbitration.json",
             "inputs": [{"at": 0, "tap": [150, 150]}]}
            """)
        let checker = CaseChecker(engines: NamedEngine.registered().filter { $0.name != "reference" })
        #expect(checker.check(FuzzCase(scene: scene, events: events)) == nil)
    }
}
