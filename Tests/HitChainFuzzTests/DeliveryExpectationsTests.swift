import HitChainDelivery
import HitChainEngines
import HitChainFuzz
import HitChainGeometry
import HitChainScene
import Testing

/// The delivery expectations on hand-made cases the generator does not make.
@Suite struct DeliveryExpectationsTests {
    /// A view under a double tap (which delays touchesEnded), a control and a text input.
    static func scene() -> HCScene {
        var b = SceneBuilder()
        let w = b.window("w0")
        let v = b.view("v", in: w, frame: HCRect(x: 0, y: 0, width: 200, height: 200))
        b.scene.views[v].gestureRecognizers = [
            GestureRecognizerSpec(name: "doubleTap", kind: .tap(taps: 2, touches: 1))
        ]
        let button = b.view("button", in: w, frame: HCRect(x: 0, y: 300, width: 100, height: 50), className: "UIButton")
        b.scene.views[button].control.insideTolerance = 20
        return b.scene
    }

    static func touch(_ time: Double, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TimedEvent {
        TimedEvent(time: time, event: .touches([TouchSample(id: id, phase: phase, location: HCPoint(x: x, y: y))]))
    }

    /// An id used again while its old touch's end is still held: the old end is released
    /// first, whatever the recognizer still delays, and a control's old touch ends where it
    /// was. The expectations must not take either for the new touch's.
    @Test func anIdBeginningAgainReleasesTheOldTouchFirst() {
        let events = [
            Self.touch(0, 1, .began, 50, 50), Self.touch(0.05, 1, .ended, 50, 50),
            Self.touch(0.1, 1, .began, 50, 320), Self.touch(0.15, 1, .ended, 112, 320),
            Self.touch(0.2, 1, .began, 50, 50), Self.touch(0.25, 1, .ended, 50, 50),
            TimedEvent(time: 3, event: .idle),
        ]
        let checker = CaseChecker(engines: NamedEngine.registered())
        let c = FuzzCase(scene: Self.scene(), events: events)
        #expect(checker.check(c) == nil, "\(checker.check(c)?.description ?? "")")
    }

    /// The same case with a delivery mutant is caught by the expectation for its rule.
    @Test func theSameCaseCatchesTheToleranceMutant() throws {
        let events = [Self.touch(0, 1, .began, 50, 320), Self.touch(0.05, 1, .ended, 112, 320)]
        let checker = CaseChecker(engines: [], delivery: .toleranceIgnored)
        let failure = try #require(checker.check(FuzzCase(scene: Self.scene(), events: events)))
        #expect(failure.property == .controlGeometry)
        #expect(failure.expected.hasSuffix("touchUpInside") && failure.actual.hasSuffix("touchUpOutside"))
    }
}
