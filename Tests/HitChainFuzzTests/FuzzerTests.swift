import Foundation
import HitChainEngines
import HitChainFuzz
import HitChainGeometry
import HitChainKit
import HitChainTestSupport
import Testing

/// A user's engine with a bug: it forgets that hidden views cannot be hit.
final class ForgetsHiddenEngine: HitTestEngine {
    static let engineName = "forgets-hidden"
    init(application: UIApplication) {}
    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        ReferenceHitTester(mutant: .hiddenInverted).hitTest(application, screenPoint: screenPoint)
    }
}

/// An engine that is wrong only the first time it is asked anything.
final class FlakyEngine: HitTestEngine, @unchecked Sendable {
    nonisolated(unsafe) static var calls = 0
    static let engineName = "flaky"
    init(application: UIApplication) {}
    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        Self.calls += 1
        let right = ReferenceHitTester().hitTest(application, screenPoint: screenPoint)
        guard Self.calls == 1 else { return right }
        // Wrong whatever the right answer is: nothing for a view, a window for nothing.
        let window = application.windows.first
        return right.view == nil ? HitTestResult(view: window, window: window) : HitTestResult(view: nil, window: nil)
    }
}

@Suite struct FuzzerTests {
    static let small = GeneratorOptions(maxViews: 40, maxEvents: 8, probes: 16)

    /// The README's example: fuzz your own engine from your own tests.
    @Test func fuzzAUsersEngine() throws {
        let good = Fuzzer(
            FuzzOptions(seed: 1, iterations: 150, engines: [NamedEngine(FlattenedEngine.self)], generator: Self.small)
        ).run()
        #expect(good.failures.isEmpty, "\(good.failures.first?.minimalFailure.description ?? "")")

        let bad = Fuzzer(
            FuzzOptions(
                seed: 1, iterations: 150, engines: [NamedEngine(ForgetsHiddenEngine.self)], generator: Self.small,
                shrinkTimeLimit: 10, stopOnFirstFailure: true
            )
        ).run()
        let failure = try #require(bad.failures.first)
        #expect(failure.minimalFailure.engine == "forgets-hidden")
        #expect(failure.minimal.viewCount <= 4)
        #expect(failure.minimal.touchCount <= 1)
        #expect(!bad.passed)
    }

    /// The shrunk case still fails the same way, and the original is kept.
    @Test func shrinkingKeepsTheFailure() throws {
        let checker = CaseChecker(engines: [NamedEngine(ForgetsHiddenEngine.self)])
        let k = try #require(
            (0..<200).first { checker.check(CaseGenerator.make(seed: 4, index: $0, options: Self.small)) != nil })
        let original = CaseGenerator.make(seed: 4, index: k, options: Self.small)
        let failure = try #require(checker.check(original))
        var shrinker = CaseShrinker(checker: checker, timeLimit: 10)
        let (small, smallFailure) = shrinker.shrink(original, failure: failure)
        #expect(checker.check(small) == smallFailure)
        #expect(small.viewCount <= original.viewCount && small.events.count <= max(original.events.count, 2))
    }

    /// Which cases run and what they find do not depend on the number of threads.
    @Test func jobsDoNotChangeResults() {
        var options = FuzzOptions(seed: 11, iterations: 80, generator: Self.small)
        let one = Fuzzer(options).run()
        options.jobs = 2
        let two = Fuzzer(options).run()
        #expect(one.statistics == two.statistics)
        #expect(one.failures.isEmpty && two.failures.isEmpty)

        options.engines = [NamedEngine(ForgetsHiddenEngine.self)]
        options.stopOnFirstFailure = true
        options.shrinks = false
        options.jobs = 1
        let firstOne = Fuzzer(options).run()
        options.jobs = 2
        let firstTwo = Fuzzer(options).run()
        #expect(firstOne.failures.map(\.caseIndex) == firstTwo.failures.map(\.caseIndex))
        #expect(firstOne.statistics == firstTwo.statistics)
    }

    /// Shards partition the cases.
    @Test func shardsPartitionTheRun() {
        var options = FuzzOptions(seed: 3, iterations: 30, generator: Self.small)
        let whole = Fuzzer(options).run().casesRun
        var parts = 0
        for i in 0..<3 {
            options.shard = (i, 3)
            parts += Fuzzer(options).run().casesRun
        }
        #expect(whole == 30 && parts == 30)
    }

    /// A failure that does not repeat is reported as flaky and not shrunk.
    @Test func flakyFailuresAreNotShrunk() throws {
        FlakyEngine.calls = 0
        let r = Fuzzer(
            FuzzOptions(seed: 2, iterations: 1, engines: [NamedEngine(FlakyEngine.self)], generator: Self.small)
        ).run()
        let f = try #require(r.failures.first)
        #expect(f.isFlaky && f.shrunk == nil)
    }

    /// The reach table fits the terminal it is printed to, comma included.
    @Test func tableFitsWidth() {
        let r = Fuzzer(FuzzOptions(seed: 4, iterations: 60, generator: Self.small)).run()
        for width in [80, 100, 120] {
            let table = r.statistics.table(required: r.required, enabled: Self.small.reachable, width: width)
            for line in table.split(separator: "\n") { #expect(line.count <= width, "\(width): \(line)") }
        }
    }

    /// A run too short to exercise what it was asked for does not pass; a run that named no
    /// features is asked only for those it can expect to reach.
    @Test func vacuousRunsFail() {
        var named = FuzzOptions(seed: 2, iterations: 2, generator: Self.small)
        named.generator.features.isExplicit = true
        let r = Fuzzer(named).run()
        #expect(r.failures.isEmpty)
        #expect(!r.unexercised.isEmpty && !r.passed)
        let unnamed = Fuzzer(FuzzOptions(seed: 2, iterations: 2, generator: Self.small)).run()
        #expect(unnamed.required.isEmpty && unnamed.passed)
        var narrow = FuzzOptions(seed: 2, iterations: 40, generator: Self.small)
        narrow.generator.features = FeatureSelection(enabled: [.tap, .uniformPoint])
        #expect(Fuzzer(narrow).run().passed)
    }

    /// Every non-equivalent mutant of docs/semantics.md is caught and shrunk to at most four
    /// views and one touch; the equivalent one survives.
    @Test func everyMutantIsCaught() {
        var options = FuzzOptions(
            seed: 1, iterations: 400, generator: GeneratorOptions(maxViews: 40, maxEvents: 6, probes: 24))
        options.shrinkTimeLimit = 10
        // The index mutant needs a wide parent with a transformed child hit at its edge: its
        // own test below runs long enough for that.
        let hitTesting = Mutant.all.filter { $0.name != UnroundedIndexEngine.engineName && $0.delivery == nil }
        for o in MutationCheck(options).run(hitTesting) {
            #expect(o.isExpected, "\(o.mutant)")
            if let f = o.failure {
                #expect(f.minimal.viewCount <= o.mutant.shrunkViewBound, "\(o.mutant): \(f.minimal.sizeDescription)")
                #expect(f.minimal.touchCount <= 1, "\(o.mutant): \(f.minimal.sizeDescription)")
            }
        }
    }

    /// The properties meant to catch each delivery mutant — expectations worked out from the
    /// scene and the events, never a comparison with another delivery. (A declared `next`
    /// ignored breaks the chain, and with it the walk of a touch that goes up that chain.)
    static let deliveryCatchers: [DeliveryMutant: Set<FuzzProperty>] = [
        .becomesWithoutCanBecome: [.firstResponder], .becomesOutsideWindow: [.firstResponder],
        .resignIgnoresCanResign: [.firstResponder], .motionSkipsFirstResponder: [.messageRouting],
        .actionsStartAtSender: [.messageRouting], .multipleTouchIgnored: [.touchAdmission],
        .exclusiveTouchIgnored: [.touchAdmission], .cancelsTouchesIgnored: [.recognizerEffects],
        .delaysBeganIgnored: [.recognizerEffects], .delaysEndedIgnored: [.recognizerEffects],
        .requiredFailureIgnored: [.recognizerEffects], .timersFireAFrameEarly: [.gestureTiming],
        .toleranceIgnored: [.controlGeometry], .twoFingerEndsOnFirstLift: [.gestureTiming],
        .canPerformAnswerIgnored: [.messageRouting], .declaredNextIgnored: [.chainRules, .messageRouting],
        .shouldBeginIgnored: [.recognizerDelegate], .shouldReceiveIgnored: [.recognizerAdmission],
        .admitsWhileAwaitingReset: [.recognizerAdmission], .disabledRecognizerAdmitted: [.recognizerAdmission],
        .simultaneousByDefault: [.exclusiveRecognition], .cancelCountsAsFailure: [.failureRequirement],
        .canCancelContentTouchesIgnored: [.scrollViews], .touchesShouldCancelIgnored: [.scrollViews],
        .touchesShouldBeginIgnored: [.touchAdmission], .delaysContentTouchesIgnored: [.recognizerEffects],
        .scrollOppositeToFinger: [.scrollViews], .pressChangedDropped: [.messageRouting],
        .pressCancelledAsEnded: [.messageRouting], .scrollAxisSwapped: [.scrollViews],
        .contentTouchesHeldUntilLift: [.scrollViews], .requiredToFailByIgnored: [.recognizerEffects],
        .waitsForCompetitors: [.promptRecognition], .pinchFollowsLatestFingers: [.gestureTiming],
        .pressAnsweredAsBegan: [.messageRouting], .shouldReceiveListedViewsOnly: [.recognizerAdmission],
        .simultaneityAskedOneWay: [.exclusiveRecognition], .subclassOverridesNotCalled: [.messageRouting],
        .failureReleasesAfterReset: [.promptRecognition], .pressFollowsFirstResponder: [.messageRouting],
        .requirementsAskedEachTime: [.delegateQuestions], .contentQuestionAtTouchDown: [.delegateQuestions],
        .viewShouldBeginIgnored: [.recognizerDelegate], .allowedPressTypesIgnored: [.pressRecognition],
        .pressShouldReceiveIgnored: [.pressRecognition], .recognizedPressNotCancelled: [.pressRecognition],
        .declaredAnswerFixed: [.declaredAnswers],
        .layoutAfterDelivery: [.layoutBeforeDelivery], .directionalLockIgnored: [.scrollViews],
        .bounceIgnored: [.scrollViews], .alwaysBounceIgnored: [.scrollViews], .staysPastTheEdge: [.scrollViews],
        .decelerationIgnored: [.scrollViews], .decelerationNotStopped: [.scrollViews],
        .stoppingTouchReachesContent: [.touchAdmission],
    ]

    /// Every delivery mutant is caught by its own expectation, and shrunk to a handful of
    /// views and at most two touches.
    @Test func everyDeliveryMutantIsCaught() throws {
        var options = FuzzOptions(seed: 1, iterations: 2_000, generator: GeneratorOptions(maxViews: 40))
        options.shrinkTimeLimit = 10
        #expect(Set(Self.deliveryCatchers.keys) == Set(DeliveryMutant.allCases))
        for o in MutationCheck(options).run(Mutant.all.filter { $0.delivery != nil }) {
            #expect(o.isExpected, "\(o.mutant): \(o.otherFailure?.failure.oneLine ?? "not caught")")
            let f = try #require(o.failure)
            let mutant = try #require(o.mutant.delivery)
            #expect(
                Self.deliveryCatchers[mutant]?.contains(f.failure.property) == true, "\(mutant): \(f.failure.oneLine)")
            #expect(f.minimal.viewCount <= o.mutant.shrunkViewBound, "\(mutant): \(f.minimal.sizeDescription)")
            // A pinch following the wrong fingers takes a third finger to show.
            let touches = mutant == .pinchFollowsLatestFingers ? 3 : 2
            #expect(f.minimal.touchCount <= touches, "\(mutant): \(f.minimal.sizeDescription)")
        }
    }

    /// The index without its rounding margin is caught (it needs a wide parent, a transformed
    /// child and a point on its edge: about a case in a thousand at default sizes) and shrunk
    /// to at most 18 views.
    @Test func indexWithoutMarginIsCaught() throws {
        var options = FuzzOptions(seed: 2, iterations: 1000, generator: GeneratorOptions(maxViews: 300))
        options.shrinkTimeLimit = 20
        let mutant = try #require(Mutant.named(UnroundedIndexEngine.engineName))
        let o = try #require(MutationCheck(options).run([mutant]).first)
        #expect(o.isExpected, "\(o.casesRun) cases")
        if let f = o.failure {
            #expect(f.minimal.viewCount <= 18, "\(f.minimal.sizeDescription)")
            #expect(f.minimal.touchCount <= 1, "\(f.minimal.sizeDescription)")
        }
    }

    /// A saved case reads back as the same case, under a name made from its content.
    @Test func savedCasesRoundTrip() throws {
        let dir = Scratch.directory()
            .path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var c = CaseGenerator.make(seed: 5, index: 3, options: Self.small)
        c.probes = []
        c.features = []
        let path = try CaseRecording.save(c, source: "test", in: dir)
        #expect(try CaseRecording.save(c, source: "test", in: dir) == path)
        #expect(try CaseRecording.load(path) == c)
        #expect(CaseRecording.files(in: dir) == [path])
    }
}
