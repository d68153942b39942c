import HitChainDelivery
import HitChainKit
import HitChainScene
import Testing

/// A scene states which presses a recognizer receives (`allowedPressTypes`) and whether its
/// delegate lets it see presses (`"shouldReceivePress"`); delivery follows them
/// (docs/semantics.md, "Recognizers and presses").
@Suite("Recognizers and presses, from a scene")
struct PressRecognizerSceneTests {
    func scene(_ recognizer: String) throws -> HCScene {
        try SceneDecoder().decode(
            """
            { "format": "hitchain-scene", "version": 1, "keyWindow": "w",
              "screen": { "width": 390, "height": 844, "scale": 3 },
              "windows": [{ "name": "w", "frame": [0, 0, 390, 844],
                "subviews": [{ "name": "row", "frame": [0, 0, 390, 200], "gestureRecognizers": [\(recognizer)],
                  "subviews": [{ "name": "field", "frame": [0, 0, 390, 100], "canBecomeFirstResponder": true,
                    "handles": { "presses": "handle" } }] }] }] }
            """)
    }

    func deliver(_ scene: HCScene, _ type: PressType = .select) throws -> [String] {
        let events = [
            TimedEvent(time: 0, event: .becomeFirstResponder("field")),
            TimedEvent(time: 0.1, event: .presses([PressSample(id: 1, type: type, phase: .began)])),
            TimedEvent(time: 0.2, event: .presses([PressSample(id: 1, type: type, phase: .ended)])),
        ]
        let trace = EventDispatcher.deliver(events, to: try UIApplication(scene: scene), questions: true)
        return trace.entries.map { $0.line.trimmingCharacters(in: .whitespaces) }
    }

    @Test("a tap with Apple's default allowedPressTypes recognizes on select and takes the press")
    func defaultSelect() throws {
        let lines = try deliver(try scene(#"{ "kind": "tap", "name": "rowTap" }"#))
        #expect(lines.contains("recognizer rowTap pressesEnded {1}"))
        #expect(lines.contains("w/row/field pressesCancelled {1 select} -> handled"))
        #expect(!lines.contains("w/row/field pressesEnded {1 select} -> handled"))
    }

    @Test("allowedPressTypes from the scene: playPause only, so a select press goes by")
    func listedTypes() throws {
        let s = try scene(#"{ "kind": "tap", "name": "rowTap", "allowedPressTypes": ["playPause"] }"#)
        #expect(s.recognizerSpecs.first?.spec.allowedPressTypes == [.playPause])
        let lines = try deliver(s)
        #expect(!lines.contains { $0.hasPrefix("recognizer rowTap") })
        #expect(lines.contains("w/row/field pressesEnded {1 select} -> handled"))
        #expect(try deliver(s, .playPause).contains("recognizer rowTap pressesBegan {1}"))
    }

    @Test("a declared delegate refusing presses is asked, and its recognizer never sees the press")
    func declaredRefusal() throws {
        let s = try scene(#"{ "kind": "tap", "name": "rowTap", "delegate": { "shouldReceivePress": false } }"#)
        let lines = try deliver(s)
        #expect(lines.contains("asked rowTap.delegate gestureRecognizer(rowTap, shouldReceive: press 1) -> NO"))
        #expect(!lines.contains { $0.hasPrefix("recognizer rowTap") })
    }

    @Test("bad allowedPressTypes are refused with the place and the problem")
    func badTypes() throws {
        #expect(throws: SceneError.self) { try scene(#"{ "kind": "tap", "allowedPressTypes": ["enter"] }"#) }
        #expect(throws: SceneError.self) { try scene(#"{ "kind": "tap", "allowedPressTypes": "select" }"#) }
        #expect(throws: SceneError.self) {
            try scene(#"{ "kind": "tap", "allowedPressTypes": ["select", "select"] }"#)
        }
        do {
            _ = try scene(#"{ "kind": "tap", "allowedPressTypes": ["enter"] }"#)
        } catch {
            #expect("\(error)".contains("allowedPressTypes"))
        }
    }

    @Test("allowedPressTypes and shouldReceivePress survive writing the scene and reading it back")
    func roundTrip() throws {
        let s = try scene(
            #"{ "kind": "tap", "name": "rowTap", "allowedPressTypes": [], "#
                + #""delegate": { "shouldReceivePress": false } }"#
        )
        let again = try SceneDecoder().decode(SceneEncoder().encode(s))
        #expect(again == s)
        #expect(again.recognizerSpecs.first?.spec.allowedPressTypes == [])
    }
}
