import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import Testing

/// A scene's declared delegate answers may change from one attempt to the next: the Nth time a
/// question is asked, the list's Nth answer, then its last (docs/semantics.md, "Decision:
/// declared delegates").
@Suite("Declared delegate answers that change from one attempt to the next")
struct DeclaredAnswerTests {
    func scene(_ delegate: String) throws -> HCScene {
        try SceneDecoder().decode(
            """
            { "format": "hitchain-scene", "version": 1, "keyWindow": "w",
              "screen": { "width": 390, "height": 844, "scale": 3 },
              "windows": [{ "name": "w", "frame": [0, 0, 390, 844],
                "subviews": [{ "name": "pad", "frame": [0, 0, 390, 400], "handles": { "touches": "handle" },
                  "gestureRecognizers": [{ "kind": "tap", "name": "flipTap", "delegate": \(delegate) }] }] }] }
            """)
    }

    /// `count` taps on the pad, a second apart (each its own attempt), then the trace's lines.
    func taps(_ scene: HCScene, _ count: Int) throws -> [String] {
        var events: [TimedEvent] = []
        for k in 0..<count {
            let p = HCPoint(x: 100, y: 100)
            events.append(
                TimedEvent(time: Double(k), event: .touches([TouchSample(id: k + 1, phase: .began, location: p)])))
            events.append(
                TimedEvent(time: Double(k) + 0.1, event: .touches([TouchSample(id: k + 1, phase: .ended, location: p)]))
            )
        }
        events.append(TimedEvent(time: Double(count) + 1, event: .idle))
        let trace = EventDispatcher.deliver(events, to: try UIApplication(scene: scene), questions: true)
        return trace.entries.map { $0.line.trimmingCharacters(in: .whitespaces) }
    }

    func answers(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("asked flipTap.delegate gestureRecognizerShouldBegin") }.map {
            String($0.suffix(from: $0.index($0.endIndex, offsetBy: -3))).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("[true, false]: the first attempt begins, every later one is refused (the last answer repeats)")
    func yesThenNo() throws {
        let lines = try taps(try scene(#"{ "shouldBegin": [true, false] }"#), 3)
        #expect(answers(lines) == ["YES", "NO", "NO"])
        #expect(lines.filter { $0.hasSuffix("possible -> ended (tapped)") }.count == 1)
        #expect(
            lines.filter { $0.hasSuffix("failed (its delegate's gestureRecognizerShouldBegin answered NO)") }.count == 2
        )
    }

    @Test("[false, true, false]: no, yes, then no for good")
    func noYesNo() throws {
        let lines = try taps(try scene(#"{ "shouldBegin": [false, true, false] }"#), 4)
        #expect(answers(lines) == ["NO", "YES", "NO", "NO"])
    }

    @Test("a single answer, written as a bool or a list of one, is the same every time")
    func fixed() throws {
        let s = try scene(#"{ "shouldBegin": false }"#)
        #expect(s.recognizerSpecs.first?.spec.delegate?.shouldBegin == [false])
        #expect(try scene(#"{ "shouldBegin": [false] }"#) == s)
        #expect(answers(try taps(s, 2)) == ["NO", "NO"])
    }

    @Test("answer lists survive writing the scene and reading it back")
    func roundTrip() throws {
        let s = try scene(#"{ "shouldBegin": [true, false, true], "shouldReceivePress": [false, true] }"#)
        #expect(try SceneDecoder().decode(SceneEncoder().encode(s)) == s)
        #expect(s.recognizerSpecs.first?.spec.delegate?.shouldReceivePress == [false, true])
    }

    @Test("bad answer lists are refused with the field named")
    func badLists() throws {
        for bad in [#"{ "shouldBegin": [] }"#, #"{ "shouldBegin": [true, 1] }"#, #"{ "shouldBegin": "no" }"#] {
            #expect(throws: SceneError.self) { try scene(bad) }
            do {
                _ = try scene(bad)
            } catch {
                #expect("\(error)".contains("shouldBegin"))
            }
        }
    }

    @Test("the answer rule: the Nth answer, then the last")
    func answerRule() {
        #expect(GestureDelegateSpec.answer([true, false], time: 0))
        #expect(!GestureDelegateSpec.answer([true, false], time: 1))
        #expect(!GestureDelegateSpec.answer([true, false], time: 7))
        #expect(GestureDelegateSpec.answer([], time: 0))
    }
}
